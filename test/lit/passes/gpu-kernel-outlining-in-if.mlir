// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Launches in both branches of scf.if and one after it.
func.func @branches(%c: i1, %m: memref<?xf32>, %x: f32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.if %c {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      memref.store %x, %m[%tx] : memref<?xf32>
      gpu.terminator
    }
  } else {
    %y = arith.negf %x : f32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c4) {
      memref.store %y, %m[%tz] : memref<?xf32>
      gpu.terminator
    }
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %z = scf.if %c -> f32 {
      scf.yield %x : f32
    } else {
      %w = memref.load %m[%c1] : memref<?xf32>
      scf.yield %w : f32
    }
    memref.store %z, %m[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @branches(%arg0: i1, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      gpu.launch_func  @branches_kernel::@branches_kernel blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1)  args(%arg2 : f32, %arg1 : memref<?xf32>)
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %0 = arith.negf %arg2 : f32
// CHECK-NEXT:      gpu.launch_func  @branches_kernel_0::@branches_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c4)  args(%0 : f32, %arg1 : memref<?xf32>)
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.launch_func  @branches_kernel_1::@branches_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg2 : f32, %arg1 : memref<?xf32>, %c1 : index, %arg0 : i1)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @branches_kernel {
// CHECK-NEXT:    gpu.func @branches_kernel(%arg0: f32, %arg1: memref<?xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
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
// CHECK-NEXT:      memref.store %arg0, %arg1[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @branches_kernel_0 {
// CHECK-NEXT:    gpu.func @branches_kernel(%arg0: f32, %arg1: memref<?xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 4>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      memref.store %arg0, %arg1[%thread_id_z] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @branches_kernel_1 {
// CHECK-NEXT:    gpu.func @branches_kernel(%arg0: f32, %arg1: memref<?xf32>, %arg2: index, %arg3: i1) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = scf.if %arg3 -> (f32) {
// CHECK-NEXT:        scf.yield %arg0 : f32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %1 = memref.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:        scf.yield %1 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %0, %arg1[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
