// RUN: gpuopt %s --split-input-file --verify-diagnostics

// One chunk per affine verifier check and custom-form parse error; messages from mlir-opt-19.

func.func @operand_count(%a: index) -> index {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @two_results(%a: index) -> index {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @not_index(%a: i32) -> index {
  // expected-error @+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return %0 : index
}

// -----

func.func @min_operand_count(%a: index) -> index {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%a) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @yield_count(%x: f32) {
  affine.for %i = 0 to 4 {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %x : f32
  }
  return
}

// -----

func.func @yield_type(%x: f32, %y: i32) -> f32 {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    "affine.yield"(%y) : (i32) -> ()
  }
  return %r : f32
}

// -----

func.func @load_type(%A: memref<4xf32>, %i: index) -> i32 {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> i32
  return %v : i32
}

// -----

func.func @load_rank(%A: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %A[%i] : memref<4x4xf32>
  return %v : f32
}

// -----

func.func @load_subscripts(%A: memref<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return %v : f32
}

// -----

func.func @load_index_type(%A: memref<4xf32>, %i: i32) -> f32 {
  // expected-error @+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, i32) -> f32
  return %v : f32
}

// -----

func.func @load_not_dim(%A: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %v = affine.load %A[%i] : memref<4xf32>
  }
  return
}

// -----

func.func @store_type(%A: memref<4xf32>, %i: index, %x: i32) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_rank(%A: memref<4x4xf32>, %i: index, %x: f32) {
  // expected-error @+1 {{'affine.store' op affine map num results must equal memref rank}}
  affine.store %x, %A[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_not_symbol(%A: memref<4xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
    affine.store %x, %A[symbol(%i)] : memref<4xf32>
  }
  return
}

// -----

func.func @for_iv_type() {
  // expected-error @+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_results(%x: f32) {
  "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index, %a: f32):
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"(%a) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @for_block_args(%x: f32) -> f32 {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return %r : f32
}

// -----

func.func @for_bad_dim(%A: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %i = affine_map<(d0) -> (d0)>(%j) to 4 {
    }
  }
  return
}

// -----

func.func @for_bad_symbol(%A: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %i = 0 to %j {
    }
  }
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0, d1) : (d0 - d1 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @if_bad_dim(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%j] {
    }
  }
  return
}

// -----

func.func @parallel_reduction_count(%n: index) {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_reduction_type(%A: memref<4xi32>) -> i32 {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (i32) {
    %v = affine.load %A[%i] : memref<4xi32>
    affine.yield %v : i32
  }
  return %r : i32
}

// -----

func.func @parallel_groups(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_lb_sum(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_bad_reduction() {
  // expected-error @+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  affine.parallel (%i) = (0) to (4) reduce ("foo") -> (f32) {
  }
  return
}

// -----

func.func @for_bound_prefix(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%n) to 4 {
  }
  return
}
