// RUN: gpuopt %s --convert-gpu-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// Async launches, memory and events: mgpuMemAlloc, mgpuMemcpy, streams and events.

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k(%a: memref<16xf32>, %n: index) kernel {
      gpu.return
    }
  }
  func.func @run(%host: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<16xf32>, memref<16xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%dev : memref<16xf32>, %n : index)
    %t4 = gpu.memcpy async [%t3] %host, %dev : memref<16xf32>, memref<16xf32>
    %t5 = gpu.dealloc async [%t4] %dev : memref<16xf32>
    gpu.wait [%t5]
    return
  }
}
