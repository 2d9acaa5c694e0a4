// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Bad keywords of the gpu mapping and memory-space attributes: mlir-opt-19's two errors.

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUBlockMappingAttr parameter 'block' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {a = #gpu.block<w>} { return }

// -----

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {a = #gpu.thread<linear_dim_10>} { return }

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPUMemorySpaceMappingAttr parameter 'address_space' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f() attributes {a = #gpu.memory_space<shared>} { return }

// -----

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUWarpMappingAttr parameter 'warp' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {a = #gpu.warp<q>} { return }

// -----

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUWarpgroupMappingAttr parameter 'warpgroup' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {a = #gpu.warpgroup<q>} { return }

// -----

// expected-error@+1 {{expected '<'}}
func.func @f() attributes {a = #gpu.block} { return }

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f(%m: memref<4xf32, #gpu.address_space<shared>>) { return }
