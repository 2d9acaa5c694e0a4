// RUN: gpuopt %s --convert-gpu-to-nvvm --split-input-file | FileCheck %s

// Kernels lowered to llvm + nvvm inside their gpu.module, byte-identical to mlir-opt-19 (FileCheck
// lines from its output; each chunk is compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// elementwise
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @saxpy(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %16 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %17 = llvm.sext %16 : i32 to i64
// CHECK: %18 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %19 = llvm.sext %18 : i32 to i64
// CHECK: %20 = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK: %21 = llvm.sext %20 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %0 = arith.muli %bid, %bdim : index
    %i = arith.addi %0, %tid : index
    %in = arith.cmpi slt, %i, %n : index
    cf.cond_br %in, ^body, ^done
  ^body:
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    memref.store %s, %y[%i] : memref<?xf32>
    cf.br ^done
  ^done:
    gpu.return
  }
}

// -----

// grid2d
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @add2d(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, gpu.known_grid_size = array<i32: 8, 4, 1>, nvvm.kernel} {
// CHECK: %30 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %31 = llvm.sext %30 : i32 to i64
// CHECK: %32 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK: %33 = llvm.sext %32 : i32 to i64
// CHECK: %34 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %35 = llvm.sext %34 : i32 to i64
// CHECK: %36 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %37 = llvm.sext %36 : i32 to i64
// CHECK: %38 = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK: %39 = llvm.sext %38 : i32 to i64
// CHECK: %40 = nvvm.read.ptx.sreg.ntid.y : i32
// CHECK: %41 = llvm.sext %40 : i32 to i64
// CHECK: llvm.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add2d(%a: memref<64x128xf32>, %b: memref<64x128xf32>, %c: memref<64x128xf32>) kernel attributes {gpu.known_block_size = array<i32: 16, 16, 1>, gpu.known_grid_size = array<i32: 8, 4, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %0 = arith.muli %bx, %dx : index
      %col = arith.addi %0, %tx : index
      %1 = arith.muli %by, %dy : index
      %row = arith.addi %1, %ty : index
      %va = memref.load %a[%row, %col] : memref<64x128xf32>
      %vb = memref.load %b[%row, %col] : memref<64x128xf32>
      %s = arith.addf %va, %vb : f32
      memref.store %s, %c[%row, %col] : memref<64x128xf32>
      gpu.return
    }
  }
}

// -----

// grid3d
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @fill3d(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %12 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %13 = llvm.sext %12 : i32 to i64
// CHECK: %14 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK: %15 = llvm.sext %14 : i32 to i64
// CHECK: %16 = nvvm.read.ptx.sreg.tid.z : i32
// CHECK: %17 = llvm.sext %16 : i32 to i64
// CHECK: %18 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %19 = llvm.sext %18 : i32 to i64
// CHECK: %20 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %21 = llvm.sext %20 : i32 to i64
// CHECK: %22 = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: %23 = llvm.sext %22 : i32 to i64
// CHECK: %24 = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK: %25 = llvm.sext %24 : i32 to i64
// CHECK: %26 = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK: %27 = llvm.sext %26 : i32 to i64
// CHECK: %28 = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK: %29 = llvm.sext %28 : i32 to i64
// CHECK: %30 = nvvm.read.ptx.sreg.ntid.z : i32
// CHECK: %31 = llvm.sext %30 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @fill3d(%out: memref<?x?x?xi32>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %bz = gpu.block_id z
    %gx = gpu.grid_dim x
    %gy = gpu.grid_dim y
    %gz = gpu.grid_dim z
    %dz = gpu.block_dim z
    %0 = arith.addi %tx, %bx : index
    %1 = arith.addi %ty, %by : index
    %2 = arith.muli %bz, %dz : index
    %3 = arith.addi %tz, %2 : index
    %s = arith.addi %gx, %gy : index
    %t = arith.addi %s, %gz : index
    %v = arith.index_cast %t : index to i32
    memref.store %v, %out[%0, %1, %3] : memref<?x?x?xi32>
    gpu.return
  }
}

// -----

// shared reduce
// CHECK: gpu.module @kernels {
// CHECK: llvm.mlir.global internal @__wg_block_sum_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
// CHECK-LABEL: llvm.func @block_sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel} {
// CHECK: %31 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %32 = llvm.sext %31 : i32 to i64
// CHECK: %33 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %34 = llvm.sext %33 : i32 to i64
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @block_sum(%in: memref<1024xf32>, %out: memref<4xf32>) workgroup(%buf: memref<256xf32, #gpu.address_space<workgroup>>) kernel attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %base = arith.muli %bid, %c256 : index
    %i = arith.addi %base, %tid : index
    %v = memref.load %in[%i] : memref<1024xf32>
    memref.store %v, %buf[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    cf.br ^loop(%c128 : index)
  ^loop(%s: index):
    %more = arith.cmpi sgt, %s, %c0 : index
    cf.cond_br %more, ^step, ^exit
  ^step:
    %active = arith.cmpi slt, %tid, %s : index
    cf.cond_br %active, ^add, ^sync
  ^add:
    %j = arith.addi %tid, %s : index
    %a = memref.load %buf[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %buf[%j] : memref<256xf32, #gpu.address_space<workgroup>>
    %sum = arith.addf %a, %b : f32
    memref.store %sum, %buf[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
    cf.br ^sync
  ^sync:
    gpu.barrier
    %next = arith.shrui %s, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    %first = arith.cmpi eq, %tid, %c0 : index
    cf.cond_br %first, ^write, ^done
  ^write:
    %r = memref.load %buf[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%bid] : memref<4xf32>
    cf.br ^done
  ^done:
    gpu.return
  }
}

// -----

// dynamic shared
// CHECK: gpu.module @kernels {
// CHECK: llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @stage(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %32 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %33 = llvm.sext %32 : i32 to i64
// CHECK: %39 = llvm.trunc %38 : i32 to i8
// CHECK: nvvm.barrier0
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @second(%arg0: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @stage(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %tid = gpu.thread_id x
    %byte = arith.muli %tid, %c4 : index
    %v = memref.load %in[%tid] : memref<?xf32>
    %b = arith.bitcast %v : f32 to i32
    %lo = arith.trunci %b : i32 to i8
    memref.store %lo, %smem[%byte] : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = memref.load %smem[%c0] : memref<?xi8, #gpu.address_space<workgroup>>
    %e = arith.extui %r : i8 to i32
    %f = arith.uitofp %e : i32 to f32
    memref.store %f, %out[%tid] : memref<?xf32>
    gpu.return
  }
  gpu.func @second(%n: index) kernel {
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i8
    memref.store %z, %smem[%n] : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// shuffle xor
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @shuffle_xor(%arg0: f32, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %24 = nvvm.shfl.sync  bfly %22, %arg0, %16, %23 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %33 = nvvm.shfl.sync  bfly %31, %arg1, %16, %32 : i32 -> i32
// CHECK: %34 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %35 = llvm.sext %34 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @shuffle_xor(%v: f32, %i: i32, %out: memref<32xf32>, %valid: memref<32xi1>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %r, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
    %s, %ok2 = gpu.shuffle xor %i, %c1, %c32 : i32
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xf32>
    memref.store %ok, %valid[%lane] : memref<32xi1>
    %f = arith.sitofp %s : i32 to f32
    memref.store %f, %out[%lane] : memref<32xf32>
    gpu.return
  }
}

// -----

// shuffle up
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @shuffle_up(%arg0: f32, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %23 = nvvm.shfl.sync  up %22, %arg0, %16, %21 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %31 = nvvm.shfl.sync  up %30, %arg1, %16, %29 : i32 -> i32
// CHECK: %32 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %33 = llvm.sext %32 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @shuffle_up(%v: f32, %i: i32, %out: memref<32xf32>, %valid: memref<32xi1>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %r, %ok = gpu.shuffle up %v, %c1, %c32 : f32
    %s, %ok2 = gpu.shuffle up %i, %c1, %c32 : i32
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xf32>
    memref.store %ok, %valid[%lane] : memref<32xi1>
    %f = arith.sitofp %s : i32 to f32
    memref.store %f, %out[%lane] : memref<32xf32>
    gpu.return
  }
}

// -----

// shuffle down
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @shuffle_down(%arg0: f32, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %24 = nvvm.shfl.sync  down %22, %arg0, %16, %23 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %33 = nvvm.shfl.sync  down %31, %arg1, %16, %32 : i32 -> i32
// CHECK: %34 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %35 = llvm.sext %34 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @shuffle_down(%v: f32, %i: i32, %out: memref<32xf32>, %valid: memref<32xi1>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %r, %ok = gpu.shuffle down %v, %c1, %c32 : f32
    %s, %ok2 = gpu.shuffle down %i, %c1, %c32 : i32
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xf32>
    memref.store %ok, %valid[%lane] : memref<32xi1>
    %f = arith.sitofp %s : i32 to f32
    memref.store %f, %out[%lane] : memref<32xf32>
    gpu.return
  }
}

// -----

// shuffle idx
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @shuffle_idx(%arg0: f32, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %24 = nvvm.shfl.sync  idx %22, %arg0, %16, %23 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %33 = nvvm.shfl.sync  idx %31, %arg1, %16, %32 : i32 -> i32
// CHECK: %34 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %35 = llvm.sext %34 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @shuffle_idx(%v: f32, %i: i32, %out: memref<32xf32>, %valid: memref<32xi1>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %r, %ok = gpu.shuffle idx %v, %c1, %c32 : f32
    %s, %ok2 = gpu.shuffle idx %i, %c1, %c32 : i32
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xf32>
    memref.store %ok, %valid[%lane] : memref<32xi1>
    %f = arith.sitofp %s : i32 to f32
    memref.store %f, %out[%lane] : memref<32xf32>
    gpu.return
  }
}

// -----

// shuffle 64
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @warp_sum_f64(%arg0: f64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %37 = nvvm.shfl.sync  down %35, %28, %25, %36 : i32 -> i32
// CHECK: %44 = nvvm.shfl.sync  down %42, %30, %25, %43 : i32 -> i32
// CHECK: %60 = nvvm.shfl.sync  bfly %58, %51, %25, %59 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: %69 = nvvm.shfl.sync  bfly %67, %53, %25, %68 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: %77 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %78 = llvm.sext %77 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @warp_sum_f64(%v: f64, %w: i64, %out: memref<32xf64>, %oi: memref<32xi64>, %ok: memref<32xi1>) kernel {
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %r, %valid = gpu.shuffle down %v, %c16, %c32 : f64
    %s = arith.addf %v, %r : f64
    %q, %valid2 = gpu.shuffle xor %w, %c16, %c32 : i64
    %lane = gpu.lane_id
    memref.store %s, %out[%lane] : memref<32xf64>
    memref.store %q, %oi[%lane] : memref<32xi64>
    memref.store %valid2, %ok[%lane] : memref<32xi1>
    gpu.return
  }
}

// -----

// warp reduce
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @warp_reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %23 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %24 = llvm.sext %23 : i32 to i64
// CHECK: %34 = nvvm.shfl.sync  bfly %32, %27, %18, %33 : f32 -> f32
// CHECK: %42 = nvvm.shfl.sync  bfly %40, %35, %19, %41 : f32 -> f32
// CHECK: %50 = nvvm.shfl.sync  bfly %48, %43, %20, %49 : f32 -> f32
// CHECK: %58 = nvvm.shfl.sync  bfly %56, %51, %21, %57 : f32 -> f32
// CHECK: %66 = nvvm.shfl.sync  bfly %64, %59, %22, %65 : f32 -> f32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @warp_reduce(%in: memref<32xf32>, %out: memref<1xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : i32
    %c16 = arith.constant 16 : i32
    %c8 = arith.constant 8 : i32
    %c4 = arith.constant 4 : i32
    %c2 = arith.constant 2 : i32
    %c1 = arith.constant 1 : i32
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %s1, %o1 = gpu.shuffle xor %v, %c16, %c32 : f32
    %a1 = arith.addf %v, %s1 : f32
    %s2, %o2 = gpu.shuffle xor %a1, %c8, %c32 : f32
    %a2 = arith.addf %a1, %s2 : f32
    %s3, %o3 = gpu.shuffle xor %a2, %c4, %c32 : f32
    %a3 = arith.addf %a2, %s3 : f32
    %s4, %o4 = gpu.shuffle xor %a3, %c2, %c32 : f32
    %a4 = arith.addf %a3, %s4 : f32
    %s5, %o5 = gpu.shuffle xor %a4, %c1, %c32 : f32
    %a5 = arith.addf %a4, %s5 : f32
    %first = arith.cmpi eq, %lane, %c0 : index
    cf.cond_br %first, ^write, ^done
  ^write:
    memref.store %a5, %out[%c0] : memref<1xf32>
    cf.br ^done
  ^done:
    gpu.return
  }
}

// -----

// printf
// CHECK: gpu.module @kernels {
// CHECK: llvm.mlir.global internal constant @printfFormat_3("Hello from %lld\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.mlir.global internal constant @printfFormat_2("no args\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.mlir.global internal constant @printfFormat_1("x=%f h=%f d=%f i=%d\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.mlir.global internal constant @printfFormat_0("Hello from %lld\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-LABEL: llvm.func @hello(%arg0: f32, %arg1: f16, %arg2: f64, %arg3: i32, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %1 = llvm.sext %0 : i32 to i64
// CHECK: %5 = llvm.alloca %4 x !llvm.struct<(i64)> : (i64) -> !llvm.ptr
// CHECK: %7 = llvm.call @vprintf(%3, %5) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: %14 = llvm.alloca %13 x !llvm.struct<(f64, f64, f64, i32)> : (i64) -> !llvm.ptr
// CHECK: %19 = llvm.call @vprintf(%9, %14) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: %23 = llvm.alloca %22 x !llvm.struct<()> : (i64) -> !llvm.ptr
// CHECK: %24 = llvm.call @vprintf(%21, %23) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: %28 = llvm.alloca %27 x !llvm.struct<(i64)> : (i64) -> !llvm.ptr
// CHECK: %30 = llvm.call @vprintf(%26, %28) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @hello(%x: f32, %h: f16, %d: f64, %i: i32, %n: index) kernel {
    %tid = gpu.thread_id x
    gpu.printf "Hello from %lld\n" %tid : index
    gpu.printf "x=%f h=%f d=%f i=%d\n" %x, %h, %d, %i : f32, f16, f64, i32
    gpu.printf "no args\n"
    gpu.printf "Hello from %lld\n" %n : index
    gpu.return
  }
}

// -----

// f16 f64 math
// CHECK: gpu.module @kernels {
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK: llvm.func @__nv_sqrt(f64) -> f64
// CHECK: llvm.func @__nv_pow(f64, f64) -> f64
// CHECK: llvm.func @__nv_log(f64) -> f64
// CHECK: llvm.func @__nv_tanhf(f32) -> f32
// CHECK: llvm.func @__nv_atan2f(f32, f32) -> f32
// CHECK: llvm.func @__nv_fmodf(f32, f32) -> f32
// CHECK: llvm.func @__nv_rsqrtf(f32) -> f32
// CHECK-LABEL: llvm.func @math(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %24 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %25 = llvm.sext %24 : i32 to i64
// CHECK: %36 = llvm.call @__nv_expf(%35) : (f32) -> f32
// CHECK: %39 = llvm.call @__nv_sqrt(%31) : (f64) -> f64
// CHECK: %40 = llvm.call @__nv_pow(%39, %31) : (f64, f64) -> f64
// CHECK: %41 = llvm.call @__nv_log(%40) : (f64) -> f64
// CHECK: %42 = llvm.call @__nv_tanhf(%34) : (f32) -> f32
// CHECK: %43 = llvm.call @__nv_atan2f(%42, %34) : (f32, f32) -> f32
// CHECK: %44 = llvm.call @__nv_fmodf(%43, %34) : (f32, f32) -> f32
// CHECK: %45 = llvm.call @__nv_rsqrtf(%44) : (f32) -> f32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @math(%h: memref<16xf16>, %d: memref<16xf64>, %f: memref<16xf32>) kernel {
    %tid = gpu.thread_id x
    %a = memref.load %h[%tid] : memref<16xf16>
    %b = memref.load %d[%tid] : memref<16xf64>
    %c = memref.load %f[%tid] : memref<16xf32>
    %a1 = math.exp %a : f16
    %a2 = arith.mulf %a1, %a : f16
    %b1 = math.sqrt %b : f64
    %b2 = math.powf %b1, %b : f64
    %b3 = math.log %b2 : f64
    %c1 = math.tanh %c : f32
    %c2 = math.atan2 %c1, %c : f32
    %c3 = arith.remf %c2, %c : f32
    %c4 = math.rsqrt %c3 : f32
    %c5 = math.fma %c4, %c4, %c4 : f32
    memref.store %a2, %h[%tid] : memref<16xf16>
    memref.store %b3, %d[%tid] : memref<16xf64>
    memref.store %c5, %f[%tid] : memref<16xf32>
    gpu.return
  }
}

// -----

// private
// CHECK: gpu.module @kernels {
// CHECK: llvm.mlir.global internal @__wg_priv_0() {addr_space = 3 : i32} : !llvm.array<64 x f32>
// CHECK: llvm.mlir.global internal @__wg_priv_1() {addr_space = 3 : i32} : !llvm.array<4 x i32>
// CHECK-LABEL: llvm.func @priv(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %35 = llvm.alloca %34 x f32 : (i64) -> !llvm.ptr
// CHECK: %49 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %50 = llvm.sext %49 : i32 to i64
// CHECK: nvvm.barrier0
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @priv(%out: memref<64xf32>) workgroup(%w: memref<8x8xf32, #gpu.address_space<workgroup>>, %w2: memref<4xi32, #gpu.address_space<workgroup>>) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.5 : f32
    %tid = gpu.thread_id x
    memref.store %cst, %p[%c1] : memref<4xf32, #gpu.address_space<private>>
    %v = memref.load %p[%c1] : memref<4xf32, #gpu.address_space<private>>
    memref.store %v, %w[%c0, %c1] : memref<8x8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %w[%c1, %c0] : memref<8x8xf32, #gpu.address_space<workgroup>>
    %ci = arith.constant 7 : i32
    memref.store %ci, %w2[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    memref.store %x, %out[%tid] : memref<64xf32>
    gpu.return
  }
}

// -----

// device func
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @square(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK: llvm.return %0 : f32
// CHECK-LABEL: llvm.func @_mlir_ciface_square(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK: %0 = llvm.call @square(%arg0) : (f32) -> f32
// CHECK: llvm.return %0 : f32
// CHECK-LABEL: llvm.func @helper(%arg0: f32, %arg1: f32) -> !llvm.struct<(f32, f32)> {
// CHECK: llvm.return %4 : !llvm.struct<(f32, f32)>
// CHECK-LABEL: llvm.func @use(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %8 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %9 = llvm.sext %8 : i32 to i64
// CHECK: %13 = llvm.call @square(%12) : (f32) -> f32
// CHECK: llvm.return
gpu.module @kernels {
  func.func @square(%x: f32) -> f32 {
    %r = arith.mulf %x, %x : f32
    return %r : f32
  }
  gpu.func @helper(%x: f32, %y: f32) -> (f32, f32) {
    %a = arith.addf %x, %y : f32
    %b = arith.subf %x, %y : f32
    gpu.return %a, %b : f32, f32
  }
  gpu.func @use(%buf: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %buf[%tid] : memref<?xf32>
    %s = func.call @square(%v) : (f32) -> f32
    memref.store %s, %buf[%tid] : memref<?xf32>
    gpu.return
  }
}

// -----

// cluster
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @cluster(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %8 = nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK: %9 = llvm.sext %8 : i32 to i64
// CHECK: %10 = nvvm.read.ptx.sreg.clusterid.y : i32
// CHECK: %11 = llvm.sext %10 : i32 to i64
// CHECK: %12 = nvvm.read.ptx.sreg.nclusterid.z : i32
// CHECK: %13 = llvm.sext %12 : i32 to i64
// CHECK: %14 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
// CHECK: %15 = llvm.sext %14 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @cluster(%out: memref<16xindex>) kernel {
    %a = gpu.cluster_id x
    %b = gpu.cluster_id y
    %c = gpu.cluster_dim z
    %d = gpu.cluster_block_id x
    %0 = arith.addi %a, %b : index
    %1 = arith.addi %c, %d : index
    memref.store %0, %out[%1] : memref<16xindex>
    gpu.return
  }
}

// -----

// vector math
// CHECK: gpu.module @kernels {
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK: llvm.func @__nv_sin(f64) -> f64
// CHECK-LABEL: llvm.func @vmath(%arg0: vector<4xf32>, %arg1: vector<2xf64>, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %20 = llvm.call @__nv_expf(%19) : (f32) -> f32
// CHECK: %24 = llvm.call @__nv_expf(%23) : (f32) -> f32
// CHECK: %28 = llvm.call @__nv_expf(%27) : (f32) -> f32
// CHECK: %32 = llvm.call @__nv_expf(%31) : (f32) -> f32
// CHECK: %37 = llvm.call @__nv_sin(%36) : (f64) -> f64
// CHECK: %41 = llvm.call @__nv_sin(%40) : (f64) -> f64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @vmath(%v: vector<4xf32>, %w: vector<2xf64>, %o: memref<1xvector<4xf32>>, %o2: memref<1xvector<2xf64>>) kernel {
    %c0 = arith.constant 0 : index
    %e = math.exp %v : vector<4xf32>
    %s = math.sin %w : vector<2xf64>
    %a = arith.addf %e, %v : vector<4xf32>
    memref.store %a, %o[%c0] : memref<1xvector<4xf32>>
    memref.store %s, %o2[%c0] : memref<1xvector<2xf64>>
    gpu.return
  }
}

// -----

// two modules
// CHECK: gpu.module @first {
// CHECK-LABEL: llvm.func @k1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %9 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %10 = llvm.sext %9 : i32 to i64
// CHECK: llvm.return
// CHECK: gpu.module @second {
// CHECK: llvm.func @__nv_floorf(f32) -> f32
// CHECK-LABEL: llvm.func @k2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %8 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK: %9 = llvm.sext %8 : i32 to i64
// CHECK: %11 = llvm.call @__nv_floorf(%10) : (f32) -> f32
// CHECK: llvm.return
module attributes {gpu.container_module} {
  func.func @host(%n: index) {
    return
  }
  gpu.module @first {
    gpu.func @k1(%x: memref<?xi32>) kernel {
      %t = gpu.thread_id x
      %c = arith.constant 42 : i32
      memref.store %c, %x[%t] : memref<?xi32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @k2(%x: memref<?xf32>, %y: i64) kernel {
      %t = gpu.thread_id y
      %f = arith.sitofp %y : i64 to f32
      %g = math.floor %f : f32
      memref.store %g, %x[%t] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// shuffle64 result
// CHECK: gpu.module @kernels {
// CHECK-LABEL: llvm.func @chain(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %19 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %20 = llvm.sext %19 : i32 to i64
// CHECK: %34 = nvvm.shfl.sync  idx %32, %25, %17, %33 : i32 -> i32
// CHECK: %41 = nvvm.shfl.sync  idx %39, %27, %17, %40 : i32 -> i32
// CHECK: %58 = nvvm.shfl.sync  up %57, %50, %17, %56 : i32 -> i32
// CHECK: %64 = nvvm.shfl.sync  up %63, %52, %17, %62 : i32 -> i32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @chain(%p: memref<32xf64>, %q: memref<32xi64>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %lane = gpu.lane_id
    %v = memref.load %p[%lane] : memref<32xf64>
    %r, %ok = gpu.shuffle idx %v, %c1, %c32 : f64
    %w = memref.load %q[%lane] : memref<32xi64>
    %s, %ok2 = gpu.shuffle up %w, %c1, %c32 : i64
    memref.store %r, %p[%lane] : memref<32xf64>
    memref.store %s, %q[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// arg attrs
// CHECK: gpu.module @kernels [#nvvm.target<chip = "sm_80">]  {
// CHECK-LABEL: llvm.func @attrs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr<1> {llvm.readonly}, %arg7: !llvm.ptr<1> {llvm.readonly}, %arg8: i64, %arg9: i64, %arg10: i64) attributes {custom.tag = "x", gpu.kernel, gpu.known_block_size = array<i32: 32, 4, 1>, nvvm.kernel} {
// CHECK: %16 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %17 = llvm.sext %16 : i32 to i64
// CHECK: %25 = llvm.alloca %23 x f32 : (i64) -> !llvm.ptr
// CHECK: llvm.return
gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
  gpu.func @attrs(%a: memref<?xf32> {llvm.noalias}, %n: index {llvm.range = 4 : i64}, %b: memref<16xf32, 1> {llvm.readonly}) kernel attributes {gpu.known_block_size = array<i32: 32, 4, 1>, custom.tag = "x"} {
    %t = gpu.thread_id x
    %v = memref.load %b[%t] : memref<16xf32, 1>
    memref.store %v, %a[%n] : memref<?xf32>
    %s = memref.alloca() : memref<8xf32>
    memref.store %v, %s[%t] : memref<8xf32>
    %d = memref.dim %a, %t : memref<?xf32>
    gpu.return
  }
}

// -----

// known sizes
// CHECK: gpu.module @k {
// CHECK-LABEL: llvm.func @a() attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 2, 1>, gpu.known_grid_size = array<i32: 4, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 2, 1>} {
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @b() attributes {gpu.known_block_size = array<i32: 64, 2, 1>} {
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @c() attributes {gpu.kernel, gpu.known_block_size = array<i32: 8, 1, 1>, gpu.known_grid_size = array<i32: 64, 2, 1>, nvvm.kernel} {
// CHECK: llvm.return
gpu.module @k {
  gpu.func @a() kernel attributes {known_block_size = array<i32: 64, 2, 1>, known_grid_size = array<i32: 4, 1, 1>} {
    gpu.return
  }
  gpu.func @b() attributes {known_block_size = array<i32: 64, 2, 1>} {
    gpu.return
  }
  gpu.func @c() kernel attributes {known_grid_size = array<i32: 64, 2, 1>, gpu.known_block_size = array<i32: 8, 1, 1>} {
    gpu.return
  }
}

// -----

// forwarded block arg
// CHECK: gpu.module @k {
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i1, %arg6: f32) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: llvm.return
gpu.module @k {
  gpu.func @f(%m: memref<8xf32>, %b: i1, %x: f32) kernel {
    %c0 = arith.constant 0 : index
    cf.cond_br %b, ^bb1(%x : f32), ^bb2
  ^bb1(%v: f32):
    memref.store %v, %m[%c0] : memref<8xf32>
    cf.br ^bb2
  ^bb2:
    gpu.return
  }
}

// -----

// vector ops
// CHECK: gpu.module @k {
// CHECK-LABEL: llvm.func @v(%arg0: vector<4xf32>, %arg1: f32, %arg2: i1, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: llvm.return
gpu.module @k {
  gpu.func @v(%a: vector<4xf32>, %f: f32, %b: i1, %m: memref<8xf32>) kernel {
    %c0 = arith.constant 0 : index
    %0 = vector.broadcast %f : f32 to vector<4xf32>
    %1 = vector.insert %f, %0[1] : f32 into vector<4xf32>
    %2 = vector.reduction <add>, %1 : vector<4xf32> into f32
    %3 = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
    %4 = arith.addf %3, %a : vector<4xf32>
    vector.store %4, %m[%c0] : memref<8xf32>, vector<4xf32>
    memref.store %2, %m[%c0] : memref<8xf32>
    %5 = index.add %c0, %c0
    memref.store %f, %m[%5] : memref<8xf32>
    gpu.return
  }
}

// -----

// index ops folded
// CHECK: gpu.module @k {
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32, %arg6: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: llvm.return
gpu.module @k {
  gpu.func @f(%m: memref<8xf32>, %f: f32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %0 = index.add %c0, %c0
    %1 = index.mul %n, %0
    %2 = index.add %n, %1
    memref.store %f, %m[%2] : memref<8xf32>
    gpu.return
  }
}
