// RUN: gpuopt %s --split-input-file --verify-diagnostics

// One chunk per verifier (and custom-parser) check of the vector ops: messages, lines and
// columns as mlir-opt-19 reports them.

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 1 indices}}
  %0 = vector.load %m[%i, %i] : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf16>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<4xf16>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf16>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[] : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f16) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f16) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<8xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<8xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32, vector<8xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0) -> (0)>, in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  return
}

// -----

func.func @f(%m: tensor<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<?xf32>, index) -> ()
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%v: f16) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : f16 to vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0, 0] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[2] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %f, %v[0, 0, 0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %v[0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %f: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %f, %v[] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v[0, 4] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = vector.extractelement %v[] : vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<f32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = vector.extractelement %v[%i : index] : vector<f32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %0 = vector.extractelement %v[%i : index] : vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %0 = "vector.extractelement"(%v, %i) : (vector<4xf32>, index) -> f16
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = vector.insertelement %f, %v[] : vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f16, %i: index) {
  // expected-error @+1 {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %0 = "vector.insertelement"(%f, %v, %i) : (f16, vector<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%f: f16) {
  // expected-error @+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%f) : (f16) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'}}
  %0 = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f16
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <bogus>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<8xf32>) {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%v, %v, %w) : (vector<4xf32>, vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %v, %v, %v : vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf16>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<2x4xf16>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<4x8xf16>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xf16>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %a : vector<4x3xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3] : vector<4x3xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5, 1] : vector<4x3xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 1] : vector<4x3xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%v) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print %v : vector<4xf32> punctuation <semicolon>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' 2 operands present, but expected 3}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}

// -----

func.func @f(%m: memref<*xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %0 = "vector.transfer_read"(%m, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<*xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<4xf32>>, vector<1x3xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<1xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xvector<4xf32>>, vector<1x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires valid padding vector elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0)[s0] -> (d0)>} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%f, %v) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x4xf32>) -> vector<4x2xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1, 2] : vector<4x3xi1>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %a: f16) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>, fastmath = #arith.fastmath<none>}> : (vector<4xf32>, f16) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %0 = "vector.insertelement"(%v, %v, %i) : (vector<4xf32>, vector<4xf32>, index) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xindex>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<?xf32>, index) -> tensor<?xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.splat' op operand #0 must be integer/index/float type, but got 'vector<4xf32>'}}
  %0 = "vector.splat"(%v) : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.load"(%m, %i) : (memref<?xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'f32'}}
  %0 = "vector.extractelement"(%v, %f) : (vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @f(%t: tensor<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "vector.load"(%t, %i) : (tensor<?xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: i32) {
  // expected-error @+1 {{'vector.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.load"(%m, %i) : (memref<?xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error @+1 {{'vector.reduction' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (f32) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.shape_cast"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'vector<4xf32>'}}
  %0 = "vector.create_mask"(%v) : (vector<4xf32>) -> vector<4xi1>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %0 = "vector.create_mask"(%i) : (index) -> vector<4xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {mask_dim_sizes = array<i64: 2>} for op vector.constant_mask: Invalid attribute `mask_dim_sizes` in property conversion: array<i64: 2>}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {punctuation = 1 : i32} for op vector.print: Invalid attribute `punctuation` in property conversion: 1 : i32}}
  "vector.print"(%v) <{punctuation = 1 : i32}> : (vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op requires attribute 'static_position'}}
  %0 = "vector.extract"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.fma' op expected 3 operands, but found 2}}
  %0 = "vector.fma"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified}}
  %0 = vector.broadcast %v : vector<4xf32> to f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [#a, #b], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [#a, #b, #c2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have no symbols}}
  %0 = vector.contract {indexing_maps = [#a, #b, #s], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [#p, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [#a, #a, #c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<and>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (bogus)}}
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "bogus"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#c2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<(i, j, k)[s0] -> (i, j)>
#p = affine_map<(i, j, k) -> (i + j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x16xf32>'}}
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x8xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#k = affine_map<(i, j, k) -> (k)>
#e = affine_map<(i, j, k) -> ()>
#ij = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [#a, #b, #e], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into f32
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#k = affine_map<(i, j, k) -> (k)>
#e = affine_map<(i, j, k) -> ()>
#ij = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into vector<4xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#k = affine_map<(i, j, k) -> (k)>
#e = affine_map<(i, j, k) -> ()>
#ij = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<5x8xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<5x8xf32> into vector<4xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#k = affine_map<(i, j, k) -> (k)>
#e = affine_map<(i, j, k) -> ()>
#ij = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 1 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> ()>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into vector<4xf32>
  return
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#k = affine_map<(i, j, k) -> (k)>
#e = affine_map<(i, j, k) -> ()>
#ij = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x16xf32>'}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [#a, #b, #c], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x8xf32>
  return
}
