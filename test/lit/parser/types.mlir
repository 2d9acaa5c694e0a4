// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Builtin scalar, function, tuple and tensor types, parsed from declarations
// and printed back.

// CHECK:module {
// CHECK-NEXT:  func.func private @integers(i1, i8, i16, i32, i64, i128, i7, si8, si32, ui1, ui16, ui64)
func.func private @integers(i1, i8, i16, i32, i64, i128, i7, si8, si32, ui1, ui16, ui64)
// CHECK-NEXT:  func.func private @floats(f16, bf16, f32, f64)
func.func private @floats(f16, bf16, f32, f64)
// CHECK-NEXT:  func.func private @index_none(index, none) -> index
func.func private @index_none(index, none) -> index
// CHECK-NEXT:  func.func private @functions((i32) -> f32, () -> (), (i32, i1) -> (f32, f64), ((i32) -> i32) -> (() -> i1))
func.func private @functions((i32) -> f32, () -> (), (i32, i1) -> (f32, f64), ((i32) -> i32) -> (() -> i1))
// CHECK-NEXT:  func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, memref<4xf32>>)
func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, memref<4xf32>>)
// CHECK-NEXT:  func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<4x?x8xi32>, tensor<*xf64>, tensor<0xi1>, tensor<?x?xindex>)
func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<4x?x8xi32>, tensor<*xf64>, tensor<0xi1>, tensor<?x?xindex>)
// CHECK-NEXT:  func.func private @results() -> (i32, f32, index)
func.func private @results() -> (i32, f32, index)
// CHECK-NEXT:  func.func private @single_result_parens() -> i64
func.func private @single_result_parens() -> (i64)
// CHECK-NEXT:  func.func private @function_result() -> ((i32) -> i32)
func.func private @function_result() -> ((i32) -> i32)
// CHECK-NEXT:  func.func private @async_token_type(!gpu.async.token) -> !gpu.async.token
func.func private @async_token_type(!gpu.async.token) -> !gpu.async.token
// CHECK-NEXT:}
