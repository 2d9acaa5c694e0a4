// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// cf.switch: case values of signless, signed and unsigned flags (printed as mlir-opt-19 prints them), case operands, repeated values (a splat in generic form), no cases.

func.func @switch(%x: i32, %y: f32, %b: i8, %w: i64) -> f32 {
  cf.switch %x : i32, [
    default: ^bb1(%y : f32),
    42: ^bb2,
    -7: ^bb3(%y, %x : f32, i32),
    0: ^bb1(%y : f32)
  ]
^bb1(%a: f32):
  return %a : f32
^bb2:
  cf.switch %b : i8, [
    default: ^bb2,
    255: ^bb4,
    127: ^bb4
  ]
^bb3(%c: f32, %d: i32):
  cf.switch %w : i64, [
    default: ^bb1(%c : f32)
  ]
^bb4:
  cf.switch %w : i64, [
    default: ^bb4,
    1: ^bb4,
    1: ^bb4
  ]
}

func.func @switch_typed(%u: ui16, %s: si8) {
  cf.switch %u : ui16, [
    default: ^bb1,
    65535: ^bb1,
    3: ^bb2
  ]
^bb1:
  cf.switch %s : si8, [
    default: ^bb2,
    -1: ^bb2
  ]
^bb2:
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @switch(%arg0: i32, %arg1: f32, %arg2: i8, %arg3: i64) -> f32 {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : f32),
// CHECK-NEXT:      42: ^bb2,
// CHECK-NEXT:      4294967289: ^bb3(%arg1, %arg0 : f32, i32),
// CHECK-NEXT:      0: ^bb1(%arg1 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb3
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    cf.switch %arg2 : i8, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      255: ^bb4,
// CHECK-NEXT:      127: ^bb4
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3(%1: f32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg3 : i64, [
// CHECK-NEXT:      default: ^bb1(%1 : f32)]
// CHECK-NEXT:  ^bb4:  // 5 preds: ^bb2, ^bb2, ^bb4, ^bb4, ^bb4
// CHECK-NEXT:    cf.switch %arg3 : i64, [
// CHECK-NEXT:      default: ^bb4,
// CHECK-NEXT:      1: ^bb4,
// CHECK-NEXT:      1: ^bb4
// CHECK-NEXT:    ]
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @switch_typed(%arg0: ui16, %arg1: si8) {
// CHECK-NEXT:    cf.switch %arg0 : ui16, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      65535: ^bb1,
// CHECK-NEXT:      3: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    cf.switch %arg1 : si8, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      255: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f32, i8, i64) -> f32, sym_name = "switch"}> ({
// GENERIC-NEXT:  ^bb0(%arg2: i32, %arg3: f32, %arg4: i8, %arg5: i64):
// GENERIC-NEXT:    "cf.switch"(%arg2, %arg3, %arg3, %arg2, %arg3)[^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 2, 1>, case_values = dense<[42, -7, 0]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, f32, i32, f32) -> ()
// GENERIC-NEXT:  ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb3
// GENERIC-NEXT:    "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb2
// GENERIC-NEXT:    "cf.switch"(%arg4)[^bb2, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 127]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// GENERIC-NEXT:  ^bb3(%1: f32, %2: i32):  // pred: ^bb0
// GENERIC-NEXT:    "cf.switch"(%arg5, %1)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i64, f32) -> ()
// GENERIC-NEXT:  ^bb4:  // 5 preds: ^bb2, ^bb2, ^bb4, ^bb4, ^bb4
// GENERIC-NEXT:    "cf.switch"(%arg5)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (ui16, si8) -> (), sym_name = "switch_typed"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: ui16, %arg1: si8):
// GENERIC-NEXT:    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[65535, 3]> : vector<2xui16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui16) -> ()
// GENERIC-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:    "cf.switch"(%arg1)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xsi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si8) -> ()
// GENERIC-NEXT:  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
