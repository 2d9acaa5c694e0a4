// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false | FileCheck %s
// RUN: gpuopt %s --convert-gpu-to-llvm | FileCheck %s --check-prefix=STUB

// The same kernel launched twice and a second kernel of the same module: one binary global
// and one name global per kernel (mlir-opt-14 fails with "redefinition of symbol named
// 'kernels_k_kernel_name'", LLVM issue #59503).
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k(%n: index) kernel {
      gpu.return
    }
    gpu.func @k2(%n: index) kernel {
      gpu.return
    }
  }
  func.func @twice(%n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    return
  }
}

// CHECK-COUNT-1: llvm.mlir.global internal constant @kernels_k2_kernel_name("k2\00")
// CHECK-NEXT:    llvm.mlir.global internal constant @kernels_k_kernel_name("k\00")
// CHECK-NEXT:    llvm.mlir.global internal constant @kernels_gpubin_cst("CUBIN")
// CHECK-NOT:     llvm.mlir.global
// CHECK-LABEL:   llvm.func @twice(
// CHECK-COUNT-3: llvm.call @mgpuLaunchKernel(
// CHECK-NOT:     llvm.call @mgpuLaunchKernel(

// Through launch functions (the default): one per kernel, called at each launch.
// STUB-COUNT-1: llvm.mlir.global internal constant @kernels_k2_kernel_name("k2\00")
// STUB-NEXT:    llvm.mlir.global internal constant @kernels_k_kernel_name("k\00")
// STUB-NEXT:    llvm.mlir.global internal constant @kernels_gpubin_cst("CUBIN")
// STUB-NOT:     llvm.mlir.global
// STUB-LABEL:   llvm.func internal @kernels_k_launch(
// STUB-COUNT-1:   llvm.call @mgpuLaunchKernel(
// STUB-LABEL:   llvm.func internal @kernels_k2_launch(
// STUB-COUNT-1:   llvm.call @mgpuLaunchKernel(
// STUB-LABEL:   llvm.func @twice(%arg0: i64) {
// STUB-NEXT:      %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// STUB-NEXT:      llvm.call @kernels_k_launch(%[[ONE]], %[[ONE]], %[[ONE]], %arg0, %[[ONE]], %[[ONE]], %arg0) : (i64, i64, i64, i64, i64, i64, i64) -> ()
// STUB-NEXT:      llvm.call @kernels_k_launch(%[[ONE]], %[[ONE]], %[[ONE]], %arg0, %[[ONE]], %[[ONE]], %arg0) : (i64, i64, i64, i64, i64, i64, i64) -> ()
// STUB-NEXT:      llvm.call @kernels_k2_launch(%[[ONE]], %[[ONE]], %[[ONE]], %arg0, %[[ONE]], %[[ONE]], %arg0) : (i64, i64, i64, i64, i64, i64, i64) -> ()
// STUB-NEXT:      llvm.return
// STUB-NOT:     llvm.call @mgpuLaunchKernel(
