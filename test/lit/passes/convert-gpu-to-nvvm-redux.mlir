// RUN: gpuopt %s --convert-gpu-to-nvvm=has-redux --split-input-file | FileCheck %s

// Uniform i32 gpu.subgroup_reduce -> nvvm.redux.sync with has-redux, as mlir-opt-19.

// ../redux/01 redux
// CHECK-LABEL: llvm.func @redux(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %13 = nvvm.redux.sync  add %arg0, %12 : i32 -> i32
// CHECK: %15 = nvvm.redux.sync  max %arg0, %14 : i32 -> i32
// CHECK: %17 = nvvm.redux.sync  min %arg0, %16 : i32 -> i32
// CHECK: %19 = nvvm.redux.sync  xor %arg0, %18 : i32 -> i32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @redux(%v: i32, %out: memref<8xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %a = gpu.subgroup_reduce add %v uniform : (i32) -> (i32)
    %b = gpu.subgroup_reduce maxsi %v uniform : (i32) -> (i32)
    %c = gpu.subgroup_reduce minsi %v uniform : (i32) -> (i32)
    %d = gpu.subgroup_reduce xor %v uniform : (i32) -> (i32)
    memref.store %a, %out[%c0] : memref<8xi32>
    memref.store %b, %out[%c1] : memref<8xi32>
    memref.store %c, %out[%c2] : memref<8xi32>
    memref.store %d, %out[%c3] : memref<8xi32>
    gpu.return
  }
}

// -----

// ../redux/02 mixed
// CHECK-LABEL: llvm.func @mixed(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %10 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %11 = llvm.sext %10 : i32 to i64
// CHECK: %13 = nvvm.redux.sync  or %arg0, %12 : i32 -> i32
// CHECK: %15 = nvvm.redux.sync  and %13, %14 : i32 -> i32
// CHECK: %20 = nvvm.redux.sync  max %18, %19 : i32 -> i32
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @mixed(%v: i32, %out: memref<4xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    %a = gpu.subgroup_reduce or %v uniform : (i32) -> (i32)
    %b = gpu.subgroup_reduce and %a uniform : (i32) -> (i32)
    memref.store %b, %out[%c0] : memref<4xi32>
    %l = arith.index_cast %lane : index to i32
    %m = gpu.subgroup_reduce maxsi %l uniform : (i32) -> (i32)
    memref.store %m, %out[%c1] : memref<4xi32>
    gpu.return
  }
}
