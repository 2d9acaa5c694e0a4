// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Blocks: labels are renumbered ^bbN by position; forward references to
// blocks and to values defined in a textually later block that dominates
// the use; block arguments with and without locations; a labelled entry
// block of a function without arguments (the label is dropped).

// CHECK:module {
// CHECK-LABEL:  func.func @forward(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb2
// CHECK-NEXT:    %0 = arith.addi %1, %1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb3(%1, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb3(%2: i32, %3: i32):  // pred: ^bb2
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  }
func.func @forward(%c: i1, %x: i32) -> i32 {
  cf.br ^def
^use:
  %r = arith.addi %v, %v : i32
  return %r : i32
^def:
  %v = arith.muli %x, %x : i32
  cf.cond_br %c, ^use, ^other(%v, %x : i32, i32)
^other(%a: i32 loc("a.mlir":1:1), %b: i32):
  return %b : i32
}

// CHECK-LABEL:  func.func @names(%arg0: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @names(%x: i32) -> i32 {
  cf.br ^exit(%x : i32)
^exit(%arg0: i32):
  return %arg0 : i32
}

// CHECK-LABEL:  func.func @labelled_entry() {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @labelled_entry() {
^entry:
  cf.br ^loop
^loop:
  cf.br ^loop
}
// CHECK-NEXT:}
