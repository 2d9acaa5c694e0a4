// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Loops: the body is its own block with its own chain (nested blocks are
// rewritten first); a loop with side effects ends the outer chain, a pure
// loop does not.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @loops(%m: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
      %next = arith.addi %acc, %i : index
      scf.yield %next : index
    }
    gpu.launch_func @kernels::@k blocks in (%sum, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    scf.for %i = %c0 to %n step %c1 {
      gpu.launch_func @kernels::@k blocks in (%i, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      gpu.launch_func @kernels::@k blocks in (%n, %i, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    }
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
// CHECK-NEXT:  func.func @loops(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT:      %6 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT:      scf.yield %6 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = gpu.launch_func async [%1] @kernels::@k blocks in (%2, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%3]
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %6 = gpu.wait async
// CHECK-NEXT:      %7 = gpu.launch_func async [%6] @kernels::@k blocks in (%arg2, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      %8 = gpu.launch_func async [%7] @kernels::@k blocks in (%arg1, %arg2, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%8]
// CHECK-NEXT:    }
// CHECK-NEXT:    %4 = gpu.wait async
// CHECK-NEXT:    %5 = gpu.launch_func async [%4] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%5]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
