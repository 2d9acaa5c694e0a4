// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Ops that are already async keep their token and get the chain's token as an
// extra (deduplicated) dependency; a token used twice stays used twice.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @tokens(%m: memref<?xf32>, %n: index) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %t2 = gpu.launch_func async [%t0] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %t3 = gpu.launch_func async [%t1, %t2] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    gpu.launch_func [%t1] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %t4 = gpu.launch_func async @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    gpu.wait [%t3, %t4]
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
// CHECK-NEXT:  func.func @tokens(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %2 = gpu.launch_func async [%1, %0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %3 = gpu.launch_func async [%1, %2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %4 = gpu.launch_func async [%3, %1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %5 = gpu.launch_func async [%4] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%3, %5]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
