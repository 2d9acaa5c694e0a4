// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// A single launch: the captured memref and scalar become kernel arguments,
// constant sizes become known_block_size / known_grid_size.
func.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c32, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    memref.store %s, %y[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @saxpy(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    gpu.launch_func  @saxpy_kernel::@saxpy_kernel blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : memref<?xf32>, %arg2 : f32)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @saxpy_kernel {
// CHECK-NEXT:    gpu.func @saxpy_kernel(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 32, 1, 1>} {
// CHECK-NEXT:      %block_id_x = gpu.block_id  x
// CHECK-NEXT:      %block_id_y = gpu.block_id  y
// CHECK-NEXT:      %block_id_z = gpu.block_id  z
// CHECK-NEXT:      %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:      %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:      %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:      %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:      %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:      %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:      %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:      %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:      %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:      %0 = arith.muli %block_id_x, %block_dim_x : index
// CHECK-NEXT:      %1 = arith.addi %0, %thread_id_x : index
// CHECK-NEXT:      %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT:      %3 = memref.load %arg1[%1] : memref<?xf32>
// CHECK-NEXT:      %4 = arith.mulf %arg2, %2 : f32
// CHECK-NEXT:      %5 = arith.addf %4, %3 : f32
// CHECK-NEXT:      memref.store %5, %arg1[%1] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
