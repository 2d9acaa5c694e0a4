// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32> // expected-error {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  return
}

// -----

func.func @store_indices(%m: memref<4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i, %i] : memref<4xf32> // expected-error {{'memref.store' op store index operand count not equal to memref rank}}
  return
}

// -----

func.func @alloc_dyn(%n: index) {
  %0 = memref.alloc(%n) : memref<4xf32> // expected-error {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @alloc_missing_dyn() {
  %0 = memref.alloc() : memref<?xf32> // expected-error {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32> // expected-error {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  return
}

// -----

func.func @cast_elem(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32> // expected-error {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  return
}

// -----

func.func @get_global_undefined() {
  %0 = memref.get_global @nope : memref<2xf32> // expected-error {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  return
}

// -----

memref.global "private" @g : memref<2xf32>
func.func @get_global_type() {
  %0 = memref.get_global @g : memref<3xf32> // expected-error {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  return
}

// -----

func.func @alloca_dyn(%n: index) {
  %0 = memref.alloca(%n, %n) : memref<?xf32> // expected-error {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @dim_index(%m: memref<4xf32>, %i: index) {
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32 // expected-error {{'memref.dim' op result #0 must be index, but got 'i32'}}
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32 // expected-error {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> () // expected-error {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  return
}

// -----

func.func @dealloc_type(%v: f32) {
  "memref.dealloc"(%v) : (f32) -> () // expected-error {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  return
}

// -----

func.func @cast_space(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 3> // expected-error {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 3>' are cast incompatible}}
  return
}

// -----

func.func @copy_0(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_1(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_2(%m: memref<4xf32>, %n: memref<4x1xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @rank_3(%m: f32) {
  // expected-error@+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %r = "memref.rank"(%m) : (f32) -> index
  return
}

// -----

func.func @collapse_shape_4(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (30) must equal reassociation group size (32)}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<30xf32>
  return
}

// -----

func.func @collapse_shape_5(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %c = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @collapse_shape_6(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %c = memref.collapse_shape %m [[1, 0]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @collapse_shape_7(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<1x32xf32>
  return
}

// -----

func.func @expand_shape_8(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (32) must equal reassociation group size (16)}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x4xf32>
  return
}

// -----

func.func @collapse_shape_9(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %c = "memref.collapse_shape"(%m) <{reassociation = [1]}> : (memref<32xf32>) -> memref<32xf32>
  return
}

// -----

func.func @expand_shape_10(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [%i, 8] : memref<?xf32> into memref<4x8xf32>
  return
}

// -----

func.func @collapse_shape_11(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @expand_shape_12(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xf32, strided<[1, 4]>>'}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32, strided<[1, 4]>>
  return
}

// -----

func.func @collapse_shape_13(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, strided<[2]>>'}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, strided<[2]>>
  return
}

// -----

func.func @collapse_shape_14(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xi32>'}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xi32>
  return
}

// -----

func.func @collapse_shape_15(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, 1>'}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, 1>
  return
}

// -----

func.func @atomic_rmw_16(%v: f32, %n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %n[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_17(%v: i32, %n: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %n[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_18(%v: f32, %n: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %n[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_19(%v: f32, %n: memref<4xf64>, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %v, %n[%i] : (f32, memref<4xf64>) -> f32
  return
}

// -----

func.func @atomic_rmw_20(%v: f32, %n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%v, %n, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @atomic_rmw_21(%v: f32, %n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maximumf, maxs, maxu, minimumf, mins, minu, mulf, muli, ori, andi, maxnumf, minnumf]}}
  %0 = memref.atomic_rmw bogus %v, %n[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @generic_atomic_rmw_22(%n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %g = memref.generic_atomic_rmw %n[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_23(%n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %g = memref.generic_atomic_rmw %n[%i] : memref<4xf32> {
  ^bb0(%a: f64):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_24(%n: memref<4xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %n[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %n[%i] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @atomic_yield_25(%n: memref<4xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %n[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @assume_alignment_26(%n: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %n, 12 : memref<4xf32>
  return
}

// -----

func.func @assume_alignment_27(%n: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  memref.assume_alignment %n, 0 : memref<4xf32>
  return
}

// -----

func.func @memory_space_cast_28(%n: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %n : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @view_29(%n: memref<64xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %n[%i][] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_30(%n: memref<64xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<64xf32>'}}
  %0 = memref.view %n[%i][] : memref<64xf32> to memref<4x4xf32>
  return
}

// -----

func.func @view_31(%n: memref<64xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<64xi8>' and view memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.view %n[%i][] : memref<64xi8> to memref<4x4xf32, 1>
  return
}

// -----

func.func @view_32(%n: memref<64xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[4, 1]>>'}}
  %0 = memref.view %n[%i][] : memref<64xi8> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @extract_aligned_pointer_as_index_33(%n: memref<4xf32>) {
  %b, %o, %s, %t = memref.extract_strided_metadata %n : memref<4xf32> -> memref<f32>, index, index, index
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i32'}}
  %0 = memref.extract_aligned_pointer_as_index %n : memref<4xf32> -> i32
  return
}

// -----

func.func @rank_34(%n: f32) {
  // expected-error@+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.rank"(%n) : (f32) -> index
  return
}

// -----

func.func @alloca_scope_return_35(%n: f32) {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"() : () -> ()
  return
}

// -----

func.func @atomic_yield_36(%n: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  "memref.atomic_yield"(%n) : (f32) -> ()
  return
}

// -----

func.func @prefetch_0(%n: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %n[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_1(%n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %n[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_2(%n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %n[%i], rw, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_3(%n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %n[%i], write, locality<0>, code : memref<4xf32>
  return
}

// -----

func.func @prefetch_4(%n: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%n, %i) <{isDataCache = true, isWrite = false, localityHint = 4 : i32}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @transpose_0(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_1(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (i) -> (i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_2(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}
