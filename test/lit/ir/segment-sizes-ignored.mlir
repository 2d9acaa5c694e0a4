// An operandSegmentSizes attribute on an op without AttrSizedOperandSegments (gpu.memcpy) is
// an ordinary attribute: it does not split the operands, and it is printed in the attribute
// dictionary. CHECK lines from mlir-opt-19's output.
// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %if mlir-opt-19 %{ %mlir_opt19 %s | FileCheck %s --strict-whitespace --match-full-lines %}

// CHECK:    gpu.memcpy  %arg0, %arg1 : memref<4xf32>, memref<4xf32> {operandSegmentSizes = array<i32: 2, 0, 0>}
func.func @memcpy_segments_are_an_attribute(%a: memref<4xf32>, %b: memref<4xf32>) {
  "gpu.memcpy"(%a, %b) {operandSegmentSizes = array<i32: 2, 0, 0>} : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// The attribute dictionary of gpu.memcpy and gpu.memset comes after their types.
// CHECK:    gpu.memset  %arg0, %arg1 : memref<4xf32>, f32 {x = 1 : i64}
// CHECK:    gpu.memcpy  %arg0, %arg0 : memref<4xf32>, memref<4xf32> {x = 1 : i64}
func.func @attributes_after_types(%a: memref<4xf32>, %v: f32) {
  gpu.memset %a, %v : memref<4xf32>, f32 {x = 1}
  gpu.memcpy %a, %a : memref<4xf32>, memref<4xf32> {x = 1}
  return
}
