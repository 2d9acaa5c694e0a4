// RUN: gpuopt %s --reconcile-unrealized-casts --split-input-file | FileCheck %s
// Cast chains that cancel are removed, dead casts erased, live ones kept; expected text from
// mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: func.func @round_trip(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @live(%arg0: i64) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @live(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @dead(%arg0: i64) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @long_chain(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @long_chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to f32
  %3 = builtin.unrealized_conversion_cast %2 : f32 to i64
  return %3 : i64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @partial_chain(%arg0: i64) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %0, %0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @partial_chain(%a: i64) -> (index, index) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to index
  return %2, %0 : index, index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @multi(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: return %arg0, %arg1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi(%a: i64, %b: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to i128
  %1:2 = builtin.unrealized_conversion_cast %0 : i128 to i64, i64
  return %1#0, %1#1 : i64, i64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @multi_swapped(%arg0: i64, %arg1: i32) -> (i32, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i32 to i128
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %0 : i128 to i32, i64
// CHECK-NEXT: return %1#0, %1#1 : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi_swapped(%a: i64, %b: i32) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to i128
  %1:2 = builtin.unrealized_conversion_cast %0 : i128 to i32, i64
  return %1#0, %1#1 : i32, i64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @noop(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @noop(%a: f32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : f32 to f32
  return %0 : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @used_by_other(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT: %2 = arith.index_cast %0 : index to i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @used_by_other(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = arith.addi %1, %1 : i64
  %3 = arith.index_cast %0 : index to i64
  return %2 : i64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @no_inputs() -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_inputs() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @fan_out(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: return %arg0, %arg0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @fan_out(%a: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %0 : index to i64
  %3 = builtin.unrealized_conversion_cast %0 : index to i32
  return %1, %2 : i64, i64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @nested(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT: %0 = scf.if %arg1 -> (i64) {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%a: i64, %c: i1) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %r = scf.if %c -> i64 {
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    scf.yield %1 : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}
