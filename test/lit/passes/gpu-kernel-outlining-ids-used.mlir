// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Every launch argument (ids and sizes) used in the body maps to the
// corresponding id or dimension op, also inside nested regions.
func.func @ids(%m: memref<?xindex>, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %a = arith.addi %bx, %by : index
    %b = arith.addi %bz, %tx : index
    %c = arith.addi %ty, %tz : index
    %d = arith.addi %gx, %gy : index
    %e = arith.addi %gz, %sx : index
    %f = arith.addi %sy, %sz : index
    scf.for %i = %a to %d step %f {
      memref.store %b, %m[%i] : memref<?xindex>
      memref.store %c, %m[%e] : memref<?xindex>
    }
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @ids(%arg0: memref<?xindex>, %arg1: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch_func  @ids_kernel::@ids_kernel blocks in (%arg1, %arg1, %c1) threads in (%arg1, %c1, %c1)  args(%arg0 : memref<?xindex>)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @ids_kernel {
// CHECK-NEXT:    gpu.func @ids_kernel(%arg0: memref<?xindex>) kernel {
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
// CHECK-NEXT:      %0 = arith.addi %block_id_x, %block_id_y : index
// CHECK-NEXT:      %1 = arith.addi %block_id_z, %thread_id_x : index
// CHECK-NEXT:      %2 = arith.addi %thread_id_y, %thread_id_z : index
// CHECK-NEXT:      %3 = arith.addi %grid_dim_x, %grid_dim_y : index
// CHECK-NEXT:      %4 = arith.addi %grid_dim_z, %block_dim_x : index
// CHECK-NEXT:      %5 = arith.addi %block_dim_y, %block_dim_z : index
// CHECK-NEXT:      scf.for %arg1 = %0 to %3 step %5 {
// CHECK-NEXT:        memref.store %1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT:        memref.store %2, %arg0[%4] : memref<?xindex>
// CHECK-NEXT:      }
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
