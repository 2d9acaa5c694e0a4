// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Every function is rewritten on its own; a function without gpu ops is left
// alone.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @none(%a: i32) -> i32 {
    %b = arith.addi %a, %a : i32
    return %b : i32
  }
  func.func @one(%m: memref<?xf32>, %n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    return
  }
  func.func @two(%m: memref<?xf32>, %n: index) -> index {
    %d = gpu.alloc (%n) : memref<?xf32>
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%d : memref<?xf32>)
    %c7 = arith.constant 7 : i32
    %r = func.call @none(%c7) : (i32) -> i32
    return %n : index
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @none(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @one(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @two(%arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %memref, %asyncToken = gpu.alloc async [%0] (%arg1) : memref<?xf32>
// CHECK-NEXT:    %1 = gpu.launch_func async [%asyncToken] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%memref : memref<?xf32>)
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    %2 = call @none(%c7_i32) : (i32) -> i32
// CHECK-NEXT:    return %arg1 : index
// CHECK-NEXT:  }
// CHECK-NEXT:}
