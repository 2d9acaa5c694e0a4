// RUN: gpuopt %s --gpu-async-region --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Ops of unregistered dialects might be terminators or have side effects:
// they end the chain.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @unknown(%m: memref<?xf32>, %n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %x = "test.op"(%n) : (index) -> index
    gpu.launch_func @kernels::@k blocks in (%x, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    "test.region"() ({
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      "test.end"() : () -> ()
    }) : () -> ()
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
// CHECK-NEXT:  func.func @unknown(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    %2 = "test.op"(%arg1) : (index) -> index
// CHECK-NEXT:    %3 = gpu.wait async
// CHECK-NEXT:    %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%2, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%4]
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      %5 = gpu.wait async
// CHECK-NEXT:      %6 = gpu.launch_func async [%5] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%6]
// CHECK-NEXT:      "test.end"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
