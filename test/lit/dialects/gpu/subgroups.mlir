// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// Subgroup and cluster ids and sizes, gpu.subgroup_reduce, gpu.dynamic_shared_memory, gpu.set_default_device, the gpu.known_*_size dialect attributes and #gpu.address_space, as mlir-opt-19 prints them.

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @ids(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 8, 1, 1>} {
// CHECK-NEXT:      %0 = gpu.subgroup_id : index
// CHECK-NEXT:      %1 = gpu.num_subgroups : index
// CHECK-NEXT:      %2 = gpu.subgroup_size : index
// CHECK-NEXT:      %3 = gpu.subgroup_id upper_bound 4 : index
// CHECK-NEXT:      %4 = gpu.num_subgroups upper_bound 4 : index
// CHECK-NEXT:      %5 = gpu.subgroup_size upper_bound 32 : index
// CHECK-NEXT:      %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT:      %cluster_dim_y = gpu.cluster_dim  y
// CHECK-NEXT:      %cluster_block_id_z = gpu.cluster_block_id  z
// CHECK-NEXT:      %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x
// CHECK-NEXT:      %cluster_id_y = gpu.cluster_id  y upper_bound 2
// CHECK-NEXT:      %global_id_x = gpu.global_id  x
// CHECK-NEXT:      %global_id_y = gpu.global_id  y upper_bound 256
// CHECK-NEXT:      %6 = gpu.lane_id
// CHECK-NEXT:      %7 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT:      %8 = gpu.subgroup_reduce  add %arg0 : (f32) -> f32
// CHECK-NEXT:      %9 = gpu.subgroup_reduce  mul %arg0 uniform : (f32) -> f32
// CHECK-NEXT:      %10 = gpu.subgroup_reduce  maxnumf %arg1 : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:      %11 = gpu.subgroup_reduce  and %arg2 uniform : (i32) -> i32
// CHECK-NEXT:      %12 = gpu.subgroup_reduce  minsi %arg2 {tag} : (i32) -> i32
// CHECK-NEXT:      %13 = gpu.subgroup_reduce  maximumf %arg0 : (f32) -> f32
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @host(%arg0: i32) {
// CHECK-NEXT:    gpu.set_default_device %arg0
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    gpu.set_default_device {tag} %c1_i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @spaces(%arg0: memref<4xf32, #gpu.address_space<global>>, %arg1: memref<4xf32, #gpu.address_space<workgroup>>, %arg2: memref<4xf32, #gpu.address_space<private>>) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%x: f32, %v: vector<4xf32>, %i: i32) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 8, 1, 1>} {
      %sg = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgs = gpu.subgroup_size : index
      %sg4 = gpu.subgroup_id upper_bound 4 : index
      %nsg4 = gpu.num_subgroups upper_bound 4 : index
      %sgs32 = gpu.subgroup_size upper_bound 32 : index
      %cx = gpu.cluster_id x
      %cy = gpu.cluster_dim y
      %cz = gpu.cluster_block_id z
      %cb = gpu.cluster_dim_blocks x
      %cxb = gpu.cluster_id y upper_bound 2
      %gx = gpu.global_id x
      %gy = gpu.global_id y upper_bound 256
      %lane = gpu.lane_id
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %r0 = gpu.subgroup_reduce add %x : (f32) -> f32
      %r1 = gpu.subgroup_reduce mul %x uniform : (f32) -> f32
      %r2 = gpu.subgroup_reduce maxnumf %v : (vector<4xf32>) -> vector<4xf32>
      %r3 = gpu.subgroup_reduce and %i uniform : (i32) -> i32
      %r4 = gpu.subgroup_reduce minsi %i {tag} : (i32) -> i32
      %r5 = gpu.subgroup_reduce maximumf %x : (f32) -> f32
      gpu.return
    }
  }
  func.func @host(%dev: i32) {
    gpu.set_default_device %dev
    %c = arith.constant 1 : i32
    gpu.set_default_device {tag} %c
    return
  }
  func.func @spaces(%g: memref<4xf32, #gpu.address_space<global>>, %w: memref<4xf32, #gpu.address_space<workgroup>>, %p: memref<4xf32, #gpu.address_space<private>>) {
    return
  }
}
