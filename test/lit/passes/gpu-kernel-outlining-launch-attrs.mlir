// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Discardable attributes of gpu.launch are not carried over; launches in
// several functions, including one returning a value computed after a launch.
func.func @first(%m: memref<?xf32>) -> index {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<?xf32>
    gpu.terminator
  } {my.tag = "keep?", other}
  %d = memref.dim %m, %c1 : memref<?xf32>
  return %d : index
}
func.func private @decl(index)
func.func @second(%m: memref<?xf32>, %i: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %i, %gy = %i, %gz = %i)
             threads(%tx, %ty, %tz) in (%sx = %i, %sy = %i, %sz = %i) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%bx] : memref<?xf32>
    gpu.terminator
  }
  func.call @decl(%i) : (index) -> ()
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @first(%arg0: memref<?xf32>) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch_func  @first_kernel::@first_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %dim = memref.dim %arg0, %c1 : memref<?xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @first_kernel {
// CHECK-NEXT:    gpu.func @first_kernel(%arg0: memref<?xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @decl(index)
// CHECK-NEXT:  func.func @second(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    gpu.launch_func  @second_kernel::@second_kernel blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>, %arg1 : index)
// CHECK-NEXT:    call @decl(%arg1) : (index) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @second_kernel {
// CHECK-NEXT:    gpu.func @second_kernel(%arg0: memref<?xf32>, %arg1: index) kernel {
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
// CHECK-NEXT:      memref.store %0, %arg0[%block_id_x] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
