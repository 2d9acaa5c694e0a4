// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// cf.br, cf.cond_br, cf.assert.  Blocks are renumbered ^bb1.. in order and
// annotated with their predecessors; block arguments are numbered like
// results (%0, %1, ...).

// CHECK:module {
// CHECK-LABEL:  func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.assert %arg0, "x must be positive"
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb2(%0 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^bb3(%1, %arg1 : i32, i32), ^bb4
// CHECK-NEXT:  ^bb3(%2: i32, %3: i32):  // pred: ^bb2
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb5:  // no predecessors
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @branches(%c: i1, %x: i32) -> i32 {
  cf.assert %c, "x must be positive"
  cf.cond_br %c, ^then, ^join(%x : i32)
^then:
  %y = arith.addi %x, %x : i32
  cf.br ^join(%y : i32)
^join(%r: i32):
  cf.cond_br %c, ^exit(%r, %x : i32, i32), ^loop
^exit(%a: i32, %b: i32):
  return %a : i32
^loop:
  cf.br ^then
^dead:
  return %x : i32
}

// CHECK-LABEL:  func.func @self_loop(%arg0: i1) {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @self_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
// CHECK-NEXT:}

// GENERIC:    "cf.assert"(%arg1) <{msg = "x must be positive"}> : (i1) -> ()
// GENERIC-NEXT:    "cf.cond_br"(%arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC:    "cf.br"(%0)[^bb2] : (i32) -> ()
// GENERIC:    "cf.cond_br"(%arg1, %1, %arg2)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
// GENERIC:    "cf.br"()[^bb1] : () -> ()
// GENERIC:    "cf.br"()[^bb1] : () -> ()
// GENERIC:    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
