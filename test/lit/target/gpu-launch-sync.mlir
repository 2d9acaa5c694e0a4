// RUN: gpuopt %s --convert-gpu-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// The mgpu* call code of a synchronous launch: module load, kernel lookup, stream, launch.

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @scale(%a: memref<?xf32>, %n: index) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index)
    return
  }
}
