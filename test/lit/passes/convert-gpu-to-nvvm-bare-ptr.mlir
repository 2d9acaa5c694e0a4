// RUN: gpuopt %s --convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv --split-input-file | FileCheck %s

// Static memref arguments as bare pointers (rebuilt into descriptors inside), as mlir-opt-19.

// ../bare/01 copy
// CHECK-LABEL: llvm.func @copy(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: f32) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %22 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %23 = llvm.sext %22 : i32 to i64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @copy(%src: memref<256xf32>, %dst: memref<256xf32>, %s: f32) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %src[%tid] : memref<256xf32>
    %m = arith.mulf %v, %s : f32
    memref.store %m, %dst[%tid] : memref<256xf32>
    gpu.return
  }
}

// -----

// ../bare/02 shared static
// CHECK: llvm.mlir.global internal @__wg_tile_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
// CHECK-LABEL: llvm.func @tile(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %45 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %46 = llvm.sext %45 : i32 to i64
// CHECK: %47 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK: %48 = llvm.sext %47 : i32 to i64
// CHECK: nvvm.barrier0
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @tile(%in: memref<16x16xf32>, %out: memref<16x16xf32>) workgroup(%t: memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %v = memref.load %in[%ty, %tx] : memref<16x16xf32>
    memref.store %v, %t[%tx, %ty] : memref<16x16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %t[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%ty, %tx] : memref<16x16xf32>
    gpu.return
  }
}

// -----

// ../bare/03 func call
// CHECK-LABEL: llvm.func @get(%arg0: !llvm.ptr, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK: llvm.return %13 : i32
// CHECK-LABEL: llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %22 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %23 = llvm.sext %22 : i32 to i64
// CHECK: %25 = llvm.call @get(%24, %23) : (!llvm.ptr, i64) -> i32
// CHECK: llvm.return
gpu.module @kernels {
  func.func @get(%m: memref<4xi32>, %i: index) -> i32 {
    %v = memref.load %m[%i] : memref<4xi32>
    return %v : i32
  }
  gpu.func @k(%m: memref<4xi32>, %o: memref<4xi32>) kernel {
    %t = gpu.thread_id x
    %v = func.call @get(%m, %t) : (memref<4xi32>, index) -> i32
    memref.store %v, %o[%t] : memref<4xi32>
    gpu.return
  }
}
