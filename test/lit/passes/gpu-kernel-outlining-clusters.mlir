// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// A gpu.launch with clusters(...): the cluster ids and sizes become gpu.cluster_id and
// gpu.cluster_dim after the 12 other id ops, the launch_func keeps the cluster sizes
// (async, dynamic shared memory and attributions too).

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @clustered(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    gpu.launch_func  @clustered_kernel::@clustered_kernel clusters in (%c2, %arg0, %c2) blocks in (%arg0, %c2, %arg0) threads in (%c2, %arg0, %arg0)  args(%arg1 : memref<?xf32>)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @clustered_kernel {
// CHECK-NEXT:    gpu.func @clustered_kernel(%arg0: memref<?xf32>) kernel {
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
// CHECK-NEXT:      %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT:      %cluster_id_y = gpu.cluster_id  y
// CHECK-NEXT:      %cluster_id_z = gpu.cluster_id  z
// CHECK-NEXT:      %cluster_dim_x = gpu.cluster_dim  x
// CHECK-NEXT:      %cluster_dim_y = gpu.cluster_dim  y
// CHECK-NEXT:      %cluster_dim_z = gpu.cluster_dim  z
// CHECK-NEXT:      %0 = memref.load %arg0[%cluster_id_x] : memref<?xf32>
// CHECK-NEXT:      %1 = arith.addi %cluster_dim_x, %block_id_x : index
// CHECK-NEXT:      %2 = arith.addi %cluster_dim_z, %cluster_id_z : index
// CHECK-NEXT:      memref.store %0, %arg0[%1] : memref<?xf32>
// CHECK-NEXT:      memref.store %0, %arg0[%2] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @clustered_async(%arg0: !gpu.async.token, %arg1: memref<?xf32>, %arg2: i32) -> !gpu.async.token {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0 = gpu.launch_func async [%arg0] @clustered_async_kernel::@clustered_async_kernel clusters in (%c1, %c1, %c4) blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1)  dynamic_shared_memory_size %arg2 args(%arg1 : memref<?xf32>)
// CHECK-NEXT:    return %0 : !gpu.async.token
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @clustered_async_kernel {
// CHECK-NEXT:    gpu.func @clustered_async_kernel(%arg0: memref<?xf32>) workgroup(%arg1 : memref<4xf32, #gpu.address_space<workgroup>>) private(%arg2 : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
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
// CHECK-NEXT:      %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT:      %cluster_id_y = gpu.cluster_id  y
// CHECK-NEXT:      %cluster_id_z = gpu.cluster_id  z
// CHECK-NEXT:      %cluster_dim_x = gpu.cluster_dim  x
// CHECK-NEXT:      %cluster_dim_y = gpu.cluster_dim  y
// CHECK-NEXT:      %cluster_dim_z = gpu.cluster_dim  z
// CHECK-NEXT:      %0 = memref.load %arg1[%cluster_id_y] : memref<4xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:      memref.store %0, %arg2[%cluster_id_z] : memref<1xf32, #gpu.address_space<private>>
// CHECK-NEXT:      memref.store %0, %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @clustered(%n: index, %m: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  gpu.launch clusters(%cx, %cy, %cz) in (%scx = %c2, %scy = %n, %scz = %c2) blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c2, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %n, %sz = %n) {
    %v = memref.load %m[%cx] : memref<?xf32>
    %s = arith.addi %scx, %bx : index
    %t = arith.addi %scz, %cz : index
    memref.store %v, %m[%s] : memref<?xf32>
    memref.store %v, %m[%t] : memref<?xf32>
    gpu.terminator
  }
  return
}

func.func @clustered_async(%t0: !gpu.async.token, %m: memref<?xf32>, %sm: i32) -> !gpu.async.token {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = gpu.launch async [%t0] clusters(%cx, %cy, %cz) in (%scx = %c1, %scy = %c1, %scz = %c4) blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %sm workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) {
    %v = memref.load %w[%cy] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %v, %p[%cz] : memref<1xf32, #gpu.address_space<private>>
    memref.store %v, %m[%tx] : memref<?xf32>
    gpu.terminator
  }
  return %t : !gpu.async.token
}
