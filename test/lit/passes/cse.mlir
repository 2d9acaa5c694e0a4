// RUN: gpuopt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @duplicates
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[X]], %[[C]] : i32
// CHECK-NEXT: return %[[M]], %[[M]], %[[X]]
func.func @duplicates(%a: i32, %b: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b : i32
  %z = arith.addi %b, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %u = arith.muli %x, %c1 : i32
  %v = arith.muli %y, %c2 : i32
  %dead = arith.subi %u, %v : i32
  return %u, %v, %z : i32, i32, i32
}

// Values of an enclosing block are reused inside nested regions, not the other way.
// CHECK-LABEL: func.func @nested
// CHECK: %[[O:.*]] = arith.addi %arg1, %arg2
// CHECK: scf.if
// CHECK-NEXT: scf.yield %[[O]]
// CHECK: } else {
// CHECK-NEXT: %[[I:.*]] = arith.muli %arg1, %arg2
// CHECK-NEXT: scf.yield %[[I]]
// CHECK: arith.muli %arg1, %arg2
func.func @nested(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %o = arith.addi %a, %b : i32
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %x = arith.muli %a, %b : i32
    scf.yield %x : i32
  }
  %y = arith.muli %a, %b : i32
  return %r, %y, %o : i32, i32, i32
}
