// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Host memory accesses (load, store, alloc, dealloc) end the chain; pure ops
// (arith, memref.dim, memref.cast) do not.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @effects(%m: memref<?xf32>, %n: index) -> f32 {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    %cast = memref.cast %m : memref<?xf32> to memref<8xf32>
    %s = arith.addi %d, %n : index
    gpu.launch_func @kernels::@k blocks in (%s, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %v = memref.load %m[%c0] : memref<?xf32>
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    memref.store %v, %m[%c0] : memref<?xf32>
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %a = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : memref<?xf32>)
    memref.dealloc %a : memref<?xf32>
    return %v : f32
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @effects(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:    %2 = arith.addi %dim, %arg1 : index
// CHECK-NEXT:    %3 = gpu.launch_func async [%1] @kernels::@k blocks in (%2, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%3]
// CHECK-NEXT:    %4 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:    %5 = gpu.wait async
// CHECK-NEXT:    %6 = gpu.launch_func async [%5] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%6]
// CHECK-NEXT:    memref.store %4, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:    %7 = gpu.wait async
// CHECK-NEXT:    %8 = gpu.launch_func async [%7] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%8]
// CHECK-NEXT:    %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:    %9 = gpu.wait async
// CHECK-NEXT:    %10 = gpu.launch_func async [%9] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%alloc : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%10]
// CHECK-NEXT:    memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:    return %4 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
