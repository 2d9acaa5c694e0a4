// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @alloc_result_type() {
// expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @alloc_symbols(%n: index) {
// expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32>
  return
}

// -----

func.func @alloc_dynamic_type(%n: i32) {
// expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @alloca_scope_terminator() {
  "memref.alloca_scope"() ({
// expected-error @+1 {{'memref.alloca_scope.return' op must be the last operation in the parent block}}
    "memref.alloca_scope.return"() : () -> ()
    %c = arith.constant 0 : index
  }) : () -> ()
  return
}

// -----

func.func @alloca_scope_result_types(%f: f32) {
// expected-error @+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %f : f32
  }
  return
}

// -----

func.func @alloca_scope_blocks() {
// expected-error @+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  "memref.alloca_scope"() ({
    cf.br ^bb1
  ^bb1:
    memref.alloca_scope.return
  }) : () -> ()
  return
}

// -----

func.func @assume_alignment_type(%m: memref<4xf32>) {
  "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4xf32>) -> ()
  %t = arith.constant 0 : index
// expected-error @+1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'index'}}
  "memref.assume_alignment"(%t) <{alignment = 16 : i32}> : (index) -> ()
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_operand(%f: f32) {
// expected-error @+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.cast"(%f) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @cast_rank(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @cast_layout(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @copy_operand(%m: memref<4xf32>, %f: f32) {
// expected-error @+1 {{'memref.copy' op operand #1 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.copy"(%m, %f) : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @dealloc_count(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.dealloc' op requires a single operand}}
  "memref.dealloc"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @dim_index(%m: memref<4xf32>, %i: i32) {
// expected-error @+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, i32) -> index
  return
}

// -----

func.func @dim_source(%f: f32, %i: index) {
// expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'f32'}}
  %0 = "memref.dim"(%f, %i) : (f32, index) -> index
  return
}

// -----

func.func @extract_strided_metadata_operand(%m: memref<*xf32>) {
// expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %0:2 = "memref.extract_strided_metadata"(%m) : (memref<*xf32>) -> (memref<f32>, index)
  return
}

// -----

// expected-error @+1 {{alignment attribute value 3 is not a power of 2}}
memref.global "private" @g_align : memref<4xf32> {alignment = 3 : i64}

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g_type", type = f32}> : () -> ()

// -----

memref.global "private" @g : memref<4xf32>

func.func @get_global_not_memref() {
// expected-error @+1 {{'memref.get_global' op 'get_global_not_memref' does not reference a valid global memref}}
  %0 = "memref.get_global"() <{name = @get_global_not_memref}> : () -> memref<4xf32>
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
// expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_too_many(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @store_index_type(%m: memref<4xf32>, %i: i32, %f: f32) {
// expected-error @+1 {{'memref.store' op operand #2 must be variadic of index, but got 'i32'}}
  "memref.store"(%f, %m, %i) : (f32, memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @memory_space_cast_element(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @memory_space_cast_kind(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_index_count(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @rank_result(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @reinterpret_cast_element(%m: memref<4xf32>) {
// expected-error @+1 {{different element types specified for source type 'memref<4xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @reinterpret_cast_space(%m: memref<4xf32>) {
// expected-error @+1 {{different memory spaces specified for source type 'memref<4xf32>' and result memref type 'memref<4xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<4xf32>) {
// expected-error @+1 {{expected result type with size = 8 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<4xf32>) {
// expected-error @+1 {{expected result type with offset = 2 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<4xf32>) {
// expected-error @+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [2] : memref<4xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_cast_rank(%m: memref<4xf32>) {
// expected-error @+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 1], strides: [1, 1] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_rank(%m: memref<8x8xf32>) {
// expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0][4][1] : memref<8x8xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_result(%m: memref<8xf32>) {
// expected-error @+1 {{expected result type to be 'memref<4xf32, strided<[1]>>' or a rank-reduced version. (mismatch of result layout) }}
  %0 = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @subview_element(%m: memref<8xf32>) {
// expected-error @+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xi32>
  return
}

// -----

func.func @subview_space(%m: memref<8xf32>) {
// expected-error @+1 {{different memory spaces specified for base memref type 'memref<8xf32>' and subview memref type 'memref<4xf32, 1>'}}
  %0 = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @subview_size(%m: memref<8xf32>) {
// expected-error @+1 {{expected result type to be 'memref<4xf32, strided<[1]>>' or a rank-reduced version. (mismatch of result sizes) }}
  %0 = memref.subview %m[0][4][1] : memref<8xf32> to memref<3xf32>
  return
}

// -----

func.func @transpose_result_rank(%m: memref<4x8xf32>) {
// expected-error @+1 {{'memref.transpose' op result type 'memref<8xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8xf32>
  return
}

// -----

func.func @view_result_layout(%m: memref<64xi8>, %o: index) {
// expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%o][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_source_layout(%m: memref<64xi8, strided<[2]>>, %o: index) {
// expected-error @+1 {{unsupported map for base memref type 'memref<64xi8, strided<[2]>>'}}
  %0 = memref.view %m[%o][] : memref<64xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @generic_atomic_rmw_terminator(%m: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f32):
// expected-error @+1 {{'memref.atomic_yield' op must be the last operation in the parent block}}
    "memref.atomic_yield"(%x) : (f32) -> ()
    %c = arith.constant 0 : index
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @generic_atomic_rmw_result(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @atomic_rmw_index_count(%m: memref<4xf32>, %i: index, %f: f32) {
// expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = "memref.atomic_rmw"(%f, %m, %i, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index, index) -> f32
  return
}

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g_dynamic", type = memref<?xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<8xf32>'}}
"memref.global"() <{sym_name = "g_init", type = memref<4xf32>, initial_value = dense<1.0> : tensor<8xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "g_init_kind", type = memref<4xf32>, initial_value = 3 : i32}> : () -> ()

// -----

// expected-error @+1 {{alignment attribute value 0 is not a power of 2}}
"memref.global"() <{sym_name = "g_align_zero", type = memref<4xf32>, alignment = 0 : i64}> : () -> ()
