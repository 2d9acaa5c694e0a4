// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Existing gpu.wait ops are merged into the chain: the current token is
// prepended to their dependencies unless already there.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @waits(%m: memref<?xf32>, %n: index) {
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    gpu.wait [%t0]
    %t2 = gpu.wait async
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %t3 = gpu.wait async [%t2]
    gpu.wait [%t2, %t3]
    gpu.wait
    gpu.wait
    %t4 = gpu.wait async [%t1]
    gpu.wait [%t1]
    return
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @waits(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.wait async [%0]
// CHECK-NEXT:    gpu.wait [%1, %0]
// CHECK-NEXT:    %2 = gpu.wait async
// CHECK-NEXT:    %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %4 = gpu.wait async [%3, %2]
// CHECK-NEXT:    gpu.wait [%2, %4]
// CHECK-NEXT:    gpu.wait{{ }}
// CHECK-NEXT:    gpu.wait{{ }}
// CHECK-NEXT:    %5 = gpu.wait async [%1]
// CHECK-NEXT:    gpu.wait [%5, %1]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
