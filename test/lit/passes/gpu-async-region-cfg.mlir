// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Unstructured control flow: each block starts and ends its own chain; the
// wait goes before the branch.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @cfg(%m: memref<?xf32>, %n: index, %c: i1) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    cf.cond_br %c, ^bb1, ^bb2(%n : index)
  ^bb1:
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %d = gpu.alloc (%n) : memref<?xf32>
    cf.br ^bb2(%n : index)
  ^bb2(%x: index):
    %y = arith.addi %x, %x : index
    cf.br ^bb3
  ^bb3:
    gpu.launch_func @kernels::@k blocks in (%y, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
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
// CHECK-NEXT:  func.func @cfg(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1, ^bb2(%arg1 : index)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %2 = gpu.wait async
// CHECK-NEXT:    %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %memref, %asyncToken = gpu.alloc async [%3] (%arg1) : memref<?xf32>
// CHECK-NEXT:    gpu.wait [%asyncToken]
// CHECK-NEXT:    cf.br ^bb2(%arg1 : index)
// CHECK-NEXT:  ^bb2(%4: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %5 = arith.addi %4, %4 : index
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    %6 = gpu.wait async
// CHECK-NEXT:    %7 = gpu.launch_func async [%6] @kernels::@k blocks in (%5, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%7]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
