// RUN: gpuopt %s --split-input-file --verify-diagnostics

// memref.collapse_shape / expand_shape: ranks, reassociation, the result layout computed from
// the source strides (non-contiguous groups), output_shape against the result shape.

func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[16, 1]>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1], offset: 3>>' but found 'memref<32xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[8, 1]>>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1]>>' but found 'memref<32xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1]>> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32, strided<[?, 1]>>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<?x4xf32, strided<[4, 2]>>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32, strided<[4, 2]>> into memref<?xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<4x1x8xf32, strided<[8, 100, 1]>>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x1x8xf32, strided<[8, 100, 1]>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0]] : memref<4xf32> into memref<4x1xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<32xf32, strided<[2], offset: 5>>) {
// expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32, strided<[16, 2], offset: 5>>' but found 'memref<4x8xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 5>> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
  %c2 = arith.constant 2 : index
// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%c2, %n] : memref<?xf32> into memref<2x?xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
// expected-error @+1 {{'memref.expand_shape' op reassociation index 1 is out of bounds}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
// expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8, 1] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, %n] : memref<?xf32> into memref<?x8xf32>
  return
}

// -----

func.func @f(%m: memref<1x8xf32, strided<[100, 1]>>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x8xf32, strided<[100, 1]>> into memref<8xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4x?xf32, strided<[?, 2]>>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[2]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 2]>> into memref<?xf32, strided<[2]>>
  return
}
