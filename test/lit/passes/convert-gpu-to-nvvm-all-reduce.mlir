// RUN: gpuopt %s --convert-gpu-to-nvvm --split-input-file | FileCheck %s

// A uniform gpu.all_reduce (op form and region form) lowered as mlir-opt-19 does: first rewritten
// (GpuAllReduceRewrite) into subgroup xor shuffles, a 32-element workgroup buffer and barriers,
// then converted. CHECK lines from mlir-opt-19's output; each chunk is compared byte for byte by
// test/unit/test_llvm_lowering_differential.py. A non-uniform one is refused (failed to legalize).

// op form, uniform: subgroup shuffles, a 32-element workgroup buffer, two barriers
// CHECK: llvm.mlir.global internal @__wg_sum_0() {addr_space = 3 : i32} : !llvm.array<32 x i32>
// CHECK-LABEL: llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %68 = nvvm.shfl.sync  bfly %66, %32, %23, %67 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: %71 = llvm.intr.smax(%32, %69)  : (i32, i32) -> i32
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: llvm.return
gpu.module @sum {
  gpu.func @sum(%data: memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce maxsi %v uniform {} : (i32) -> (i32)
    memref.store %r, %data[%c0] : memref<?xi32>
    gpu.return
  }
}

// -----

// region form, uniform: the region's blocks cloned per step; identical blocks merged
// CHECK: llvm.mlir.global internal @__wg_region_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
// CHECK-LABEL: llvm.func @region(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: llvm.cond_br %70, ^bb2, ^bb4(%32 : f32)
// CHECK: ^bb2:  // pred: ^bb1
// CHECK: llvm.br ^bb3
// CHECK: ^bb3:  // pred: ^bb2
// CHECK: %71 = llvm.intr.minimum(%32, %69)  : (f32, f32) -> f32
// CHECK: llvm.br ^bb4(%71 : f32)
// CHECK: llvm.return
gpu.module @region {
  gpu.func @region(%data: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce %v uniform {
    ^bb(%lhs : f32, %rhs : f32):
      %m = arith.minimumf %lhs, %rhs : f32
      "gpu.yield"(%m) : (f32) -> ()
    } : (f32) -> (f32)
    memref.store %r, %data[%c0] : memref<?xf32>
    gpu.return
  }
}
