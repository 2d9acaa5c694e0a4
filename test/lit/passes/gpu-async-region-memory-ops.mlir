// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// gpu.alloc, gpu.memcpy, gpu.memset and gpu.dealloc become async and join the
// chain; the alloc's memref keeps its users.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @memory(%h: memref<64xf32>, %f: f32) {
    %c1 = arith.constant 1 : index
    %d = gpu.alloc () : memref<64xf32>
    %dyn = gpu.alloc host_shared (%c1) : memref<?xf32>
    gpu.memset %d, %f : memref<64xf32>, f32
    gpu.memcpy %d, %h : memref<64xf32>, memref<64xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%dyn : memref<?xf32>)
    gpu.memcpy %h, %d : memref<64xf32>, memref<64xf32>
    gpu.dealloc %d : memref<64xf32>
    gpu.dealloc %dyn : memref<?xf32>
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
// CHECK-NEXT:  func.func @memory(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %memref, %asyncToken = gpu.alloc async [%0] () : memref<64xf32>
// CHECK-NEXT:    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] host_shared (%c1) : memref<?xf32>
// CHECK-NEXT:    %1 = gpu.memset async [%asyncToken_1] %memref, %arg1 : memref<64xf32>, f32
// CHECK-NEXT:    %2 = gpu.memcpy async [%1] %memref, %arg0 : memref<64xf32>, memref<64xf32>
// CHECK-NEXT:    %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%memref_0 : memref<?xf32>)
// CHECK-NEXT:    %4 = gpu.memcpy async [%3] %arg0, %memref : memref<64xf32>, memref<64xf32>
// CHECK-NEXT:    %5 = gpu.dealloc async [%4] %memref : memref<64xf32>
// CHECK-NEXT:    %6 = gpu.dealloc async [%5] %memref_0 : memref<?xf32>
// CHECK-NEXT:    gpu.wait [%6]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
