// RUN: gpuopt %s | FileCheck %s
// Expected text: mlir-opt-19 of the functions below (strided collapse/expand layouts).

// CHECK-LABEL: func.func @f0(%arg0: memref<4x8xf32, strided<[8, 1], offset: 3>>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32, strided<[1], offset: 3>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f1(%arg0: memref<4x?xf32, strided<[?, 2]>>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x?xf32, strided<[?, 2]>> into memref<?xf32, strided<[?]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f2(%arg0: memref<32xf32, strided<[2], offset: 5>>) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 5>> into memref<4x8xf32, strided<[16, 2], offset: 5>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f3(%arg0: memref<?xf32, strided<[?]>>, %arg1: index) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 8] : memref<?xf32, strided<[?]>> into memref<?x8xf32, strided<[?, ?]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f4(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [4, %arg1] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f5(%arg0: memref<0xf32, strided<[?]>>) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [0, 8] : memref<0xf32, strided<[?]>> into memref<0x8xf32, strided<[?, ?]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f6(%arg0: memref<4x8x1xf32, strided<[8, 1, 100]>>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x8x1xf32, strided<[8, 1, 100]>> into memref<32xf32, strided<[1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f7(%arg0: memref<4x1x8xf32, strided<[8, 8, 1]>>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x1x8xf32, strided<[8, 8, 1]>> into memref<32xf32, strided<[1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f8(%arg0: memref<2x3x1xf32, strided<[3, 1, 1]>>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<2x3x1xf32, strided<[3, 1, 1]>> into memref<2x3xf32, strided<[3, 1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f0(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32, strided<[1], offset: 3>>
  return
}
func.func @f1(%m: memref<4x?xf32, strided<[?, 2]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 2]>> into memref<?xf32, strided<[?]>>
  return
}
func.func @f2(%m: memref<32xf32, strided<[2], offset: 5>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 5>> into memref<4x8xf32, strided<[16, 2], offset: 5>>
  return
}
func.func @f3(%m: memref<?xf32, strided<[?]>>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 8] : memref<?xf32, strided<[?]>> into memref<?x8xf32, strided<[?, ?]>>
  return
}
func.func @f4(%m: memref<?xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, %n] : memref<?xf32> into memref<?x?xf32>
  return
}
func.func @f5(%m: memref<0xf32, strided<[?]>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [0, 8] : memref<0xf32, strided<[?]>> into memref<0x8xf32, strided<[?, ?]>>
  return
}
func.func @f6(%m: memref<4x8x1xf32, strided<[8, 1, 100]>>) {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x8x1xf32, strided<[8, 1, 100]>> into memref<32xf32, strided<[1]>>
  return
}
func.func @f7(%m: memref<4x1x8xf32, strided<[8, 8, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x1x8xf32, strided<[8, 8, 1]>> into memref<32xf32, strided<[1]>>
  return
}
func.func @f8(%m: memref<2x3x1xf32, strided<[3, 1, 1]>>) {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<2x3x1xf32, strided<[3, 1, 1]>> into memref<2x3xf32, strided<[3, 1]>>
  return
}
