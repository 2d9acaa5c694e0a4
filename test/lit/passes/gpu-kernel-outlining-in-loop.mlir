// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// A launch inside scf.for: the induction variable and loop-invariant values
// become kernel arguments; the launch_func stays in the loop.
func.func @loop(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %ip = arith.addi %i, %c1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %ip, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1) {
      %v = memref.load %m[%i, %tx] : memref<?x?xf32>
      memref.store %v, %m[%ip, %ty] : memref<?x?xf32>
      gpu.terminator
    }
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @loop(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %0 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:      gpu.launch_func  @loop_kernel::@loop_kernel blocks in (%0, %c1, %c1) threads in (%c8, %c8, %c1)  args(%arg0 : memref<?x?xf32>, %arg2 : index, %0 : index)
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @loop_kernel {
// CHECK-NEXT:    gpu.func @loop_kernel(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) kernel attributes {known_block_size = array<i32: 8, 8, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%arg1, %thread_id_x] : memref<?x?xf32>
// CHECK-NEXT:      memref.store %0, %arg0[%arg2, %thread_id_y] : memref<?x?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
