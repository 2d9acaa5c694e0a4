// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// mlir-opt-19 does not sink constants or index computations into the kernel
// (that is --gpu-launch-sink-index-computations): they become arguments too.
func.func @consts(%m: memref<?xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  %dim = memref.dim %m, %c0 : memref<?xf32>
  %cmp = arith.cmpi slt, %k, %dim : index
  %sel = arith.select %cmp, %k, %dim : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%sel] : memref<?xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %m[%c0] : memref<?xf32>
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @consts(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT:    %1 = arith.select %0, %arg1, %dim : index
// CHECK-NEXT:    gpu.launch_func  @consts_kernel::@consts_kernel blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)  args(%arg0 : memref<?xf32>, %1 : index, %cst : f32, %c0 : index)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @consts_kernel {
// CHECK-NEXT:    gpu.func @consts_kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:      %1 = arith.mulf %0, %arg2 : f32
// CHECK-NEXT:      memref.store %1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
