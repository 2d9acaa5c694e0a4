// RUN: gpuopt %s --canonicalize | FileCheck %s --strict-whitespace --match-full-lines

// memref.rank of a ranked memref folds to a constant; expand_shape of collapse_shape (and
// the reverse) with the same reassociation folds to the source.

func.func @folds(%m: memref<4x8xf32>, %u: memref<*xf32>, %n: memref<32xf32>) -> (index, index, memref<4x8xf32>, memref<32xf32>) {
  %r = memref.rank %m : memref<4x8xf32>
  %r2 = memref.rank %u : memref<*xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %e2 = memref.expand_shape %n [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %c2 = memref.collapse_shape %e2 [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  return %r, %r2, %e, %c2 : index, index, memref<4x8xf32>, memref<32xf32>
}

// CHECK:module {
// CHECK-NEXT:  func.func @folds(%arg0: memref<4x8xf32>, %arg1: memref<*xf32>, %arg2: memref<32xf32>) -> (index, index, memref<4x8xf32>, memref<32xf32>) {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:    return %c2, %0, %arg0, %arg2 : index, index, memref<4x8xf32>, memref<32xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
