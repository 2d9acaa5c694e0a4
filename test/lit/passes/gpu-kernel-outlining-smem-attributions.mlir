// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Dynamic shared memory size is passed to gpu.launch_func; workgroup and
// private attributions become the kernel's attributions.
func.func @smem(%m: memref<?xf32>, %bytes: i32) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %bytes
             workgroup(%wg : memref<16xf32, #gpu.address_space<workgroup>>, %wg2 : memref<4xi32, #gpu.address_space<workgroup>>)
             private(%pv : memref<1xf32, #gpu.address_space<private>>) {
    %v = memref.load %m[%tx] : memref<?xf32>
    memref.store %v, %wg[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %wg[%bx] : memref<16xf32, #gpu.address_space<workgroup>>
    memref.store %w, %pv[%by] : memref<1xf32, #gpu.address_space<private>>
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @smem(%arg0: memref<?xf32>, %arg1: i32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    gpu.launch_func  @smem_kernel::@smem_kernel blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)  dynamic_shared_memory_size %arg1 args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @smem_kernel {
// CHECK-NEXT:    gpu.func @smem_kernel(%arg0: memref<?xf32>) workgroup(%arg1 : memref<16xf32, #gpu.address_space<workgroup>>, %arg2 : memref<4xi32, #gpu.address_space<workgroup>>) private(%arg3 : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      memref.store %0, %arg1[%thread_id_x] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:      gpu.barrier
// CHECK-NEXT:      %1 = memref.load %arg1[%block_id_x] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:      memref.store %1, %arg3[%block_id_y] : memref<1xf32, #gpu.address_space<private>>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
