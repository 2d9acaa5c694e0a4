// RUN: gpuopt %s --convert-gpu-to-nvvm=index-bitwidth=32 --split-input-file | FileCheck %s

// 32-bit indices: special registers used as they are, descriptors of i32, as mlir-opt-19.

// ../i32/01 ids
// CHECK-LABEL: llvm.func @idx32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %8 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %9 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %10 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %11 = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @idx32(%out: memref<?xindex>) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id y
    %lane = gpu.lane_id
    %d = gpu.grid_dim z
    %0 = arith.addi %tid, %bid : index
    %1 = arith.addi %0, %lane : index
    %2 = arith.addi %1, %d : index
    memref.store %2, %out[%tid] : memref<?xindex>
    gpu.return
  }
}

// -----

// ../i32/02 shuffle printf
// CHECK: llvm.mlir.global internal constant @printfFormat_0("lane %d\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
// CHECK-LABEL: llvm.func @k(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %21 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %28 = nvvm.shfl.sync  down %26, %arg0, %19, %27 : f32 -> f32
// CHECK: nvvm.barrier0
// CHECK: %39 = llvm.alloca %38 x !llvm.struct<(i32)> : (i64) -> !llvm.ptr
// CHECK: %41 = llvm.call @vprintf(%37, %39) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @k(%v: f32, %buf: memref<32xf32>) workgroup(%s: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %lane = gpu.lane_id
    %r, %ok = gpu.shuffle down %v, %c1, %c32 : f32
    memref.store %r, %s[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %s[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %x, %buf[%lane] : memref<32xf32>
    gpu.printf "lane %d\n" %lane : index
    gpu.return
  }
}
