// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Value numbering: a region's values are numbered before those of its nested
// regions, so a loop body continues after the last number of the function;
// sibling regions start from the same number; entry-block arguments of
// nested regions continue the %argN sequence; multi-result ops are `%N:k`
// and their results `%N#i`.

// CHECK:module {
// CHECK-LABEL:  func.func @order(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:    %1 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %0) -> (f32) {
// CHECK-NEXT:      %4 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT:      %5 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %4) -> (f32) {
// CHECK-NEXT:        %6 = arith.addf %arg5, %4 : f32
// CHECK-NEXT:        scf.yield %6 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %5 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.addf %1, %0 : f32
// CHECK-NEXT:    %3 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %2) -> (f32) {
// CHECK-NEXT:      %4 = arith.subf %arg3, %2 : f32
// CHECK-NEXT:      scf.yield %4 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %3 : f32
// CHECK-NEXT:  }
func.func @order(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.addf %x, %x : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (f32) {
    %in = arith.mulf %acc, %acc : f32
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %in) -> (f32) {
      %deep = arith.addf %acc2, %in : f32
      scf.yield %deep : f32
    }
    scf.yield %r2 : f32
  }
  %b = arith.addf %r, %a : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %b) -> (f32) {
    %sib = arith.subf %acc, %b : f32
    scf.yield %sib : f32
  }
  return %s : f32
}

// CHECK-LABEL:  func.func @multi(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0:2 = call @pair(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:    %1:3 = call @triple() : () -> (i32, i32, i32)
// CHECK-NEXT:    %2 = arith.addi %0#0, %0#1 : i32
// CHECK-NEXT:    %3 = arith.addi %1#2, %2 : i32
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  }
func.func @multi(%x: i32) -> i32 {
  %p:2 = call @pair(%x) : (i32) -> (i32, i32)
  %q:3 = call @triple() : () -> (i32, i32, i32)
  %s = arith.addi %p#0, %p#1 : i32
  %t = arith.addi %q#2, %s : i32
  return %t : i32
}

// CHECK-LABEL:  func.func private @pair(i32) -> (i32, i32)
func.func private @pair(i32) -> (i32, i32)
// CHECK-LABEL:  func.func private @triple() -> (i32, i32, i32)
func.func private @triple() -> (i32, i32, i32)
// CHECK-NEXT:}
