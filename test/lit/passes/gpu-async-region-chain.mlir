// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Consecutive gpu ops share one token chain, started by gpu.wait async and
// ended by a synchronous gpu.wait before the terminator.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @chain(%m: memref<?xf32>, %n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %c2 = arith.constant 2 : index
    %n2 = arith.muli %n, %c2 : index
    gpu.launch_func @kernels::@k blocks in (%n2, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
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
// CHECK-NEXT:  func.func @chain(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %2 = gpu.launch_func async [%1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %3 = arith.muli %arg1, %c2 : index
// CHECK-NEXT:    %4 = gpu.launch_func async [%2] @kernels::@k blocks in (%3, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%4]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
