// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the subgroup ops, gpu.dynamic_shared_memory,
// gpu.set_default_device, the gpu.known_*_size attributes, attributions, #gpu.address_space,
// gpu.launch sizes, gpu.memcpy shapes and gpu.printf operands, with mlir-opt-19's wording.

gpu.module @m {
  gpu.func @k() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<private>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
    %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
    %0 = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?x?xi8, #gpu.address_space<workgroup>>'}}
    %0 = gpu.dynamic_shared_memory : memref<?x?xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

func.func @reduce_int_as_float(%x: i32) {
  // expected-error@+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %1 = gpu.subgroup_reduce maxnumf %x : (i32) -> i32
  return
}

// -----

func.func @reduce_float_as_int(%x: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %1 = gpu.subgroup_reduce and %x : (f32) -> f32
  return
}

// -----

func.func @reduce_vector_as_int(%x: vector<4xf32>) {
  // expected-error@+1 {{`xor` reduction operation is not compatible with type 'vector<4xf32>'}}
  %1 = gpu.subgroup_reduce xor %x : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @reduce_scalable(%x: vector<[4]xf32>) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op is not compatible with scalable vector types}}
  %1 = gpu.subgroup_reduce add %x : (vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @reduce_2d(%x: vector<4x4xf32>) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or vector of Integer or Float values of ranks 1, but got 'vector<4x4xf32>'}}
  %1 = gpu.subgroup_reduce add %x : (vector<4x4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @reduce_index(%x: index) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or vector of Integer or Float values of ranks 1, but got 'index'}}
  %1 = gpu.subgroup_reduce add %x : (index) -> index
  return
}

// -----

func.func @reduce_result_type(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op requires the same type for all operands and results}}
  %1 = gpu.subgroup_reduce add %x : (f32) -> f64
  return
}

// -----

func.func @reduce_kind(%x: f32) {
  // expected-error@+1 {{custom op 'gpu.subgroup_reduce' invalid op kind}}
  %1 = gpu.subgroup_reduce foo %x : (f32) -> f32
  return
}

// -----

func.func @all_reduce_kind(%x: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %1 = gpu.all_reduce foo %x {} : (f32) -> f32
  return
}

// -----

func.func @device_i64(%x: i64) {
  // expected-error@+1 {{'gpu.set_default_device' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "gpu.set_default_device"(%x) : (i64) -> ()
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op gpu.known_block_size must contain exactly 3 elements}}
  gpu.func @k() kernel attributes {gpu.known_block_size = array<i32: 1, 2>} { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op gpu.known_block_size must be a dense i32 array}}
  gpu.func @k() kernel attributes {gpu.known_block_size = array<i64: 1, 2, 3>} { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op gpu.known_grid_size must contain exactly 3 elements}}
  gpu.func @k() kernel attributes {gpu.known_grid_size = array<i32: 1>} { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op gpu.known_grid_size must be a dense i32 array}}
  gpu.func @k() kernel attributes {gpu.known_grid_size = [1, 2, 3]} { gpu.return }
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_block_size must contain exactly 3 elements}}
func.func @on_func() attributes {gpu.known_block_size = array<i32: 1, 2>} {
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  gpu.func @k() kernel attributes {known_block_size = array<i32: 1, 2>} { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op attribute 'known_grid_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  "gpu.func"() <{function_type = () -> (), known_grid_size = array<i32: 1, 2, 3, 4>}> ({
    "gpu.return"() : () -> ()
  }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @k() workgroup(%w: memref<4xf32, #gpu.address_space<private>>) kernel { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @k() private(%p: memref<4xf32, #gpu.address_space<workgroup>>) kernel { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @k() workgroup(%w: f32) kernel { gpu.return }
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @shared(%m: memref<4xf32, #gpu.address_space<shared>>) {
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @launch_i32(%n: i32) {
  // expected-error@+1 {{use of value '%n' expects different type than prior uses: 'index' vs 'i32'}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}

// -----

func.func @memcpy_shapes(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<8xf32>
  return
}

// -----

func.func @memcpy_ranks(%a: memref<4xf32>, %b: memref<4x1xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4x1xf32>
  return
}

// -----

func.func @printf_memref(%a: memref<4xf32>) {
  // expected-error@+1 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'memref<4xf32>'}}
  gpu.printf "%d" %a : memref<4xf32>
  return
}
