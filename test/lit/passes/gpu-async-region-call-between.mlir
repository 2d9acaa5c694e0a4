// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// A call (unknown side effects) between launches ends the chain with a
// synchronous gpu.wait; the next launch starts a new chain.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func private @host_work(memref<?xf32>)
  func.func @calls(%m: memref<?xf32>, %n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    func.call @host_work(%m) : (memref<?xf32>) -> ()
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    func.call @host_work(%m) : (memref<?xf32>) -> ()
    func.call @host_work(%m) : (memref<?xf32>) -> ()
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
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
// CHECK-NEXT:  func.func private @host_work(memref<?xf32>)
// CHECK-NEXT:  func.func @calls(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    call @host_work(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT:    %2 = gpu.wait async
// CHECK-NEXT:    %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%4]
// CHECK-NEXT:    call @host_work(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT:    call @host_work(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT:    %5 = gpu.wait async
// CHECK-NEXT:    %6 = gpu.launch_func async [%5] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%6]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
