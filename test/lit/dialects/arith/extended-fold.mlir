// RUN: gpuopt %s --canonicalize | FileCheck %s --strict-whitespace --match-full-lines

// The folds of the extended arith ops: constants, `x + 0`.

func.func @extended_folds(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i1, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %s, %o = arith.addui_extended %a, %c0 : i32, i1
  %l, %h = arith.mului_extended %c3, %c5 : i32
  %l2, %h2 = arith.mulsi_extended %cm1, %c5 : i32
  %s3, %o3 = arith.addui_extended %cm1, %c5 : i32, i1
  %l4, %h4 = arith.mului_extended %cm1, %c5 : i32
  return %s, %o, %l, %h, %h2, %o3, %s3, %h4 : i32, i1, i32, i32, i32, i1, i32, i32
}

// CHECK:module {
// CHECK-NEXT:  func.func @extended_folds(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %arg0, %false, %c15_i32, %c0_i32, %c-1_i32, %true, %c4_i32, %c4_i32 : i32, i1, i32, i32, i32, i1, i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
