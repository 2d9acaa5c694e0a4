// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// memref.subview and memref.reinterpret_cast: the offsets/sizes/strides
// groups print with a space between them, and dynamic entries are stored as
// INT64_MIN in the static_* properties of the generic form.

// CHECK:module {
// CHECK-LABEL:  func.func @subview(%arg0: memref<?x?xf32>, %arg1: memref<8x8xf32>, %arg2: index) {
// CHECK-NEXT:    %subview = memref.subview %arg0[0, 1] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: 1>>
// CHECK-NEXT:    %subview_0 = memref.subview %arg1[%arg2, 0] [2, %arg2] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:    %subview_1 = memref.subview %arg1[2, 2] [4, 4] [2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: 18>>
// CHECK-NEXT:    %subview_2 = memref.subview %arg1[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @subview(%m: memref<?x?xf32>, %s: memref<8x8xf32>, %i: index) {
  %0 = memref.subview %m[0, 1][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: 1>>
  %1 = memref.subview %s[%i, 0][2, %i][1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
  %2 = memref.subview %s[2, 2][4, 4][2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: 18>>
  %3 = memref.subview %s[0, 0][1, 8][1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
  return
}

// CHECK-LABEL:  func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT:    %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @reinterpret(%a: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  %1 = memref.reinterpret_cast %a to offset: [%n], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  %2 = memref.reinterpret_cast %a to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
  return
}
// CHECK-NEXT:}

// GENERIC:    %3 = "memref.subview"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>) -> memref<2x2xf32, strided<[?, 1], offset: 1>>
// GENERIC-NEXT:    %4 = "memref.subview"(%arg3, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index, index) -> memref<2x?xf32, strided<[8, 1], offset: ?>>
// GENERIC-NEXT:    %5 = "memref.subview"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 18>>
// GENERIC-NEXT:    %6 = "memref.subview"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<8xf32, strided<[1]>>
// GENERIC:    %0 = "memref.reinterpret_cast"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<?xf32>, index) -> memref<?x4xf32, strided<[4, 1]>>
// GENERIC-NEXT:    %1 = "memref.reinterpret_cast"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<10xf32, strided<[1], offset: ?>>
// GENERIC-NEXT:    %2 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<?xf32>) -> memref<f32>
