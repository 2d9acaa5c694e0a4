// RUN: gpuopt %s --split-input-file --verify-diagnostics
// Builtin types and attributes mlir-opt-19 rejects when it parses or verifies them:
// dense literals whose shape is not the type's, vector sizes, element types, memref
// layouts of the wrong rank, module attributes without a dialect prefix
// (test/unit/test_invalid_differential.py compares them with mlir-opt-19).

func.func @f() {
// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
  %0 = arith.constant dense<[1, 2, 3]> : tensor<2xi32>
  return
}

// -----

func.func @f() {
// expected-error@+1 {{inferred shape of elements literal ([2, 2]) does not match type ([4])}}
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : vector<4xi32>
  return
}

// -----

func.func @f() {
// expected-error@+1 {{inferred shape of elements literal ([1]) does not match type ([2])}}
  %0 = arith.constant dense<[(1.0, 2.0)]> : tensor<2xcomplex<f32>>
  return
}

// -----

func.func @f() {
// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], [3], [4, 5]]> : tensor<3x2xi32>
  return
}

// -----

func.func @f() {
// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], 3]> : tensor<2x2xi32>
  return
}

// -----

func.func @f() {
// (placed at the token after the type, as mlir-opt-19 places it)
// expected-error@+2 {{elements literal type must have static shape}}
  %0 = arith.constant dense<[1, 2]> : tensor<?xi32>
  return
}

// -----

func.func @f() {
// (placed at the token after the type, as mlir-opt-19 places it)
// expected-error@+2 {{elements literal must be a shaped type}}
  %0 = arith.constant dense<[1, 2]> : i32
  return
}

// -----

// expected-error@+1 {{vector types must have positive constant sizes}}
func.func @f(%v: vector<0x4xf32>) {
  return
}

// -----

// expected-error@+1 {{vector types must have positive constant sizes}}
func.func @f(%v: vector<[4]x[0]xf32>) {
  return
}

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
func.func @f(%v: vector<4xcomplex<f32>>) {
  return
}

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
func.func @f(%v: vector<4x!llvm.ptr>) {
  return
}

// -----

// expected-error@+1 {{invalid memref element type}}
func.func @f(%m: memref<4xtensor<f32>>) {
  return
}

// -----

// expected-error@+1 {{invalid memref element type}}
func.func @f(%m: memref<4x!gpu.async.token>) {
  return
}

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func @f(%t: tensor<4xmemref<f32>>) {
  return
}

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func @f(%t: tensor<4xnone>) {
  return
}

// -----

// expected-error@+1 {{cannot apply encoding to unranked tensor}}
func.func @f(%t: tensor<*xf32, 1>) {
  return
}

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func @f(%m: memref<4xf32, strided<[1, 1]>>) {
  return
}

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func @f(%m: memref<4x4xf32, strided<[4]>, 3>) {
  return
}

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func @f(%m: memref<4xf32, affine_map<(d0, d1) -> (d0)>>) {
  return
}

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
func.func @f(%m: memref<*xf32, strided<[1]>>) {
  return
}

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bar'}}
module attributes {foo = 1, gpu.container_module, bar} {
}

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
func.func private @f() attributes {v = dense<> : tensor<2xi32>}

// -----

// expected-error@+1 {{inferred shape of elements literal ([0]) does not match type ([2])}}
func.func private @f() attributes {v = dense<[]> : tensor<2xi32>}

// -----

// expected-error@+1 {{inferred shape of elements literal ([2, 0]) does not match type ([2, 1])}}
func.func private @f() attributes {v = dense<[[], []]> : tensor<2x1xi8>}

// -----

// Empty literals of types without elements are fine.
func.func private @f() attributes {v = dense<> : tensor<2x0xi32>, w = dense<[[]]> : tensor<1x0xi8>}

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
func.func private @f(%m: memref<4xf32, 1, 2>)

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
func.func private @f(%m: memref<4xf32, 1, strided<[1]>>)
