// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Launches interleaved with host code and gpu memory ops (outlining leaves the
// host ops alone); the same value is captured by several kernels.
func.func @pipeline(%h: memref<256xf32>, %s: f32) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %d = gpu.alloc () : memref<256xf32>
  gpu.memcpy %d, %h : memref<256xf32>, memref<256xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %v = memref.load %d[%tx] : memref<256xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %d[%tx] : memref<256xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %v = memref.load %d[%tx] : memref<256xf32>
    %w = arith.addf %v, %s : f32
    memref.store %w, %h[%tx] : memref<256xf32>
    gpu.terminator
  }
  gpu.memcpy %h, %d : memref<256xf32>, memref<256xf32>
  gpu.dealloc %d : memref<256xf32>
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @pipeline(%arg0: memref<256xf32>, %arg1: f32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c256 = arith.constant 256 : index
// CHECK-NEXT:    %memref = gpu.alloc  () : memref<256xf32>
// CHECK-NEXT:    gpu.memcpy  %memref, %arg0 : memref<256xf32>, memref<256xf32>
// CHECK-NEXT:    gpu.launch_func  @pipeline_kernel::@pipeline_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<256xf32>, %arg1 : f32)
// CHECK-NEXT:    gpu.launch_func  @pipeline_kernel_0::@pipeline_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<256xf32>, %arg1 : f32, %arg0 : memref<256xf32>)
// CHECK-NEXT:    gpu.memcpy  %arg0, %memref : memref<256xf32>, memref<256xf32>
// CHECK-NEXT:    gpu.dealloc  %memref : memref<256xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @pipeline_kernel {
// CHECK-NEXT:    gpu.func @pipeline_kernel(%arg0: memref<256xf32>, %arg1: f32) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%thread_id_x] : memref<256xf32>
// CHECK-NEXT:      %1 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT:      memref.store %1, %arg0[%thread_id_x] : memref<256xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @pipeline_kernel_0 {
// CHECK-NEXT:    gpu.func @pipeline_kernel(%arg0: memref<256xf32>, %arg1: f32, %arg2: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%thread_id_x] : memref<256xf32>
// CHECK-NEXT:      %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT:      memref.store %1, %arg2[%thread_id_x] : memref<256xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
