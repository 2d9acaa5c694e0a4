// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// gpu.launch_func: two spaces before the kernel symbol when sync, two spaces
// before `args(` / `dynamic_shared_memory_size`, and two trailing spaces when
// there are neither.

// CHECK:module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-LABEL:  gpu.module @kernels {
  // CHECK-NEXT:    gpu.func @axpy(%arg0: memref<?xf32>, %arg1: i32, %arg2: f32) kernel {
  // CHECK-NEXT:      gpu.return
  // CHECK-NEXT:    }
  // CHECK-NEXT:    gpu.func @noargs() kernel {
  // CHECK-NEXT:      gpu.return
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  gpu.module @kernels {
    gpu.func @axpy(%buf: memref<?xf32>, %n: i32, %alpha: f32) kernel { gpu.return }
    gpu.func @noargs() kernel { gpu.return }
  }

  // CHECK-LABEL:  func.func @sync(%arg0: memref<?xf32>, %arg1: i32, %arg2: f32) {
  // CHECK-NEXT:    %c1 = arith.constant 1 : index
  // CHECK-NEXT:    %c128 = arith.constant 128 : index
  // CHECK-NEXT:    gpu.launch_func  @kernels::@axpy blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : i32, %arg2 : f32)
  // CHECK-NEXT:    gpu.launch_func  @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1){{  }}
  // CHECK-NEXT:    return
  // CHECK-NEXT:  }
  func.func @sync(%m: memref<?xf32>, %n: i32, %a: f32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@axpy blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%m : memref<?xf32>, %n : i32, %a : f32)
    gpu.launch_func @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
    return
  }

  // CHECK-LABEL:  func.func @dynamic_smem(%arg0: i32, %arg1: memref<?xf32>, %arg2: f32) {
  // CHECK-NEXT:    %c1 = arith.constant 1 : index
  // CHECK-NEXT:    %c1024_i32 = arith.constant 1024 : i32
  // CHECK-NEXT:    gpu.launch_func  @kernels::@axpy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %c1024_i32 args(%arg1 : memref<?xf32>, %arg0 : i32, %arg2 : f32)
  // CHECK-NEXT:    gpu.launch_func  @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %c1024_i32{{ }}
  // CHECK-NEXT:    return
  // CHECK-NEXT:  }
  func.func @dynamic_smem(%n: i32, %m: memref<?xf32>, %a: f32) {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 1024 : i32
    gpu.launch_func @kernels::@axpy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem args(%m : memref<?xf32>, %n : i32, %a : f32)
    gpu.launch_func @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }

  // CHECK-LABEL:  func.func @async(%arg0: memref<?xf32>, %arg1: i32, %arg2: f32, %arg3: index) {
  // CHECK-NEXT:    %c1 = arith.constant 1 : index
  // CHECK-NEXT:    %0 = gpu.wait async
  // CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@axpy blocks in (%arg3, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : i32, %arg2 : f32)
  // CHECK-NEXT:    %2 = gpu.launch_func async [%1] @kernels::@noargs blocks in (%arg3, %c1, %c1) threads in (%c1, %c1, %c1){{  }}
  // CHECK-NEXT:    %3 = gpu.launch_func async @kernels::@noargs blocks in (%arg3, %c1, %c1) threads in (%c1, %c1, %c1){{  }}
  // CHECK-NEXT:    gpu.wait [%2, %3]
  // CHECK-NEXT:    return
  // CHECK-NEXT:  }
  func.func @async(%m: memref<?xf32>, %n: i32, %a: f32, %g: index) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@axpy blocks in (%g, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>, %n : i32, %a : f32)
    %t2 = gpu.launch_func async [%t1] @kernels::@noargs blocks in (%g, %c1, %c1) threads in (%c1, %c1, %c1)
    %t3 = gpu.launch_func async @kernels::@noargs blocks in (%g, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t2, %t3]
    return
  }
}
// CHECK-NEXT:}

// GENERIC:    "gpu.launch_func"(%7, %7, %7, %8, %7, %7, %arg7, %arg8, %arg9) <{kernel = @kernels::@axpy, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<?xf32>, i32, f32) -> ()
// GENERIC-NEXT:    "gpu.launch_func"(%7, %7, %7, %8, %7, %7) <{kernel = @kernels::@noargs, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
// GENERIC:    "gpu.launch_func"(%5, %5, %5, %5, %5, %5, %6, %arg5, %arg4, %arg6) <{kernel = @kernels::@axpy, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 3, 0>}> : (index, index, index, index, index, index, i32, memref<?xf32>, i32, f32) -> ()
// GENERIC-NEXT:    "gpu.launch_func"(%5, %5, %5, %5, %5, %5, %6) <{kernel = @kernels::@noargs, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0>}> : (index, index, index, index, index, index, i32) -> ()
// GENERIC:    %2 = "gpu.launch_func"(%1, %arg3, %0, %0, %0, %0, %0, %arg0, %arg1, %arg2) <{kernel = @kernels::@axpy, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (!gpu.async.token, index, index, index, index, index, index, memref<?xf32>, i32, f32) -> !gpu.async.token
// GENERIC-NEXT:    %3 = "gpu.launch_func"(%2, %arg3, %0, %0, %0, %0, %0) <{kernel = @kernels::@noargs, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (!gpu.async.token, index, index, index, index, index, index) -> !gpu.async.token
// GENERIC-NEXT:    %4 = "gpu.launch_func"(%arg3, %0, %0, %0, %0, %0) <{kernel = @kernels::@noargs, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> !gpu.async.token
