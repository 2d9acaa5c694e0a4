// operandSegmentSizes is read only by ops with AttrSizedOperandSegments: on gpu.memcpy (which
// has none) it is an ordinary attribute, and the operand constraints are checked against the
// operands as they stand (segment-sizes-ignored.mlir: a valid one). On an op that has segments, a negative size is an error of its own.
// The expectations are mlir-opt-19's (checked below with its own --verify-diagnostics).
// RUN: gpuopt %s --split-input-file --verify-diagnostics
// RUN: %if mlir-opt-19 %{ %mlir_opt19 %s --split-input-file --verify-diagnostics %}

func.func @memcpy_ignores_segments(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'gpu.memcpy' op operand #1 must be memref of any type values, but got 'f32'}}
  "gpu.memcpy"(%m, %f) {operandSegmentSizes = array<i32: 0, 1, -1>} : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @alloc_negative_segment(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op 'operandSegmentSizes' attribute cannot have negative elements}}
  %0 = "gpu.alloc"(%n, %n) {operandSegmentSizes = array<i32: 0, 3, -1>} : (index, index) -> memref<?x?xf32>
  return
}
