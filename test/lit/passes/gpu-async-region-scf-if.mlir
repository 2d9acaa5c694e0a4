// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// scf.if: each branch block gets its own chain and ends it before its yield;
// an scf.if holding gpu ops has side effects for the enclosing chain.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @branches(%m: memref<?xf32>, %n: index, %c: i1) -> index {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %r = scf.if %c -> index {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      scf.yield %n : index
    } else {
      %two = arith.addi %n, %n : index
      scf.yield %two : index
    }
    gpu.launch_func @kernels::@k blocks in (%r, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %s = scf.if %c -> index {
      %t = arith.muli %r, %r : index
      scf.yield %t : index
    } else {
      scf.yield %r : index
    }
    gpu.launch_func @kernels::@k blocks in (%s, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    return %s : index
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @branches(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> index {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    %2 = scf.if %arg2 -> (index) {
// CHECK-NEXT:      %7 = gpu.wait async
// CHECK-NEXT:      %8 = gpu.launch_func async [%7] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%8]
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %7 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:      scf.yield %7 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = gpu.wait async
// CHECK-NEXT:    %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%2, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %5 = scf.if %arg2 -> (index) {
// CHECK-NEXT:      %7 = arith.muli %2, %2 : index
// CHECK-NEXT:      scf.yield %7 : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %2 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %6 = gpu.launch_func async [%4] @kernels::@k blocks in (%5, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%6]
// CHECK-NEXT:    return %5 : index
// CHECK-NEXT:  }
// CHECK-NEXT:}
