// RUN: gpuopt %s --pass-pipeline="builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm))" --split-input-file | FileCheck %s

// The pass nested in gpu.module as a pipeline, after nvvm-attach-target, as mlir-opt-19 runs it.

// elementwise
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

// shared reduce
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

// printf
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

// two modules
// CHECK-LABEL: llvm.func @k1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %9 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %10 = llvm.sext %9 : i32 to i64
// CHECK: llvm.return
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
