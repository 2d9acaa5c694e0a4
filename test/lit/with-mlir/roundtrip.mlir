// REQUIRES: mlir-opt-19
// RUN: gpuopt %s | %mlir_opt19 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | %mlir_opt19 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %mlir_opt19 %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// gpuopt's output, custom and generic, reads back into mlir-opt-19 and
// means the same thing; and gpuopt reads mlir-opt-19's generic output.

// CHECK:module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-LABEL:  gpu.module @kernels [#nvvm.target<chip = "sm_80">]  {
  // CHECK-NEXT:    gpu.func @scale(%arg0: memref<?xf32>, %arg1: f32) kernel {
  // CHECK-NEXT:      %thread_id_x = gpu.thread_id  x
  // CHECK-NEXT:      %0 = memref.load %arg0[%thread_id_x] : memref<?xf32>
  // CHECK-NEXT:      %1 = arith.mulf %0, %arg1 : f32
  // CHECK-NEXT:      memref.store %1, %arg0[%thread_id_x] : memref<?xf32>
  // CHECK-NEXT:      gpu.return
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    gpu.func @scale(%buf: memref<?xf32>, %alpha: f32) kernel {
      %tx = gpu.thread_id x
      %v = memref.load %buf[%tx] : memref<?xf32>
      %w = arith.mulf %v, %alpha : f32
      memref.store %w, %buf[%tx] : memref<?xf32>
      gpu.return
    }
  }
  // CHECK-LABEL:  func.func @host(%arg0: memref<?xf32>, %arg1: index) {
  // CHECK-NEXT:    %c1 = arith.constant 1 : index
  // CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
  // CHECK-NEXT:    %0 = gpu.wait async
  // CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@scale blocks in (%arg1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<?xf32>, %cst : f32)
  // CHECK-NEXT:    gpu.wait [%1]
  // CHECK-NEXT:    return
  // CHECK-NEXT:  }
  func.func @host(%buf: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %alpha = arith.constant 2.0 : f32
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>, %alpha : f32)
    gpu.wait [%t1]
    return
  }
}
// CHECK-NEXT:}
