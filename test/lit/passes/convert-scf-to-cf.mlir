// RUN: gpuopt %s --convert-scf-to-cf --split-input-file | FileCheck %s

// scf to cf: block layout and numbering as mlir-opt-19 prints them; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i64) -> (f32, i64) {
// CHECK-NEXT:      cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i64)
// CHECK-NEXT:    ^bb1(%0: index, %1: f32, %2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:      %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:      cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      %4 = arith.addf %1, %1 : f32
// CHECK-NEXT:      %5 = arith.index_cast %0 : index to i64
// CHECK-NEXT:      %6 = arith.addi %2, %5 : i64
// CHECK-NEXT:      %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:      cf.br ^bb1(%7, %4, %6 : index, f32, i64)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      return %1, %2 : f32, i64
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.for with two iteration arguments
func.func @for_iter_args(%lb: index, %ub: index, %step: index, %a: f32, %b: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (f32, i64) {
    %x2 = arith.addf %x, %x : f32
    %c = arith.index_cast %i : index to i64
    %y2 = arith.addi %y, %c : i64
    scf.yield %x2, %y2 : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @nested_for(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      cf.br ^bb1(%c0_i32, %arg3 : i32, i32)
// CHECK-NEXT:    ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:      %2 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:      cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb3(%c0_i32, %1 : i32, i32)
// CHECK-NEXT:    ^bb3(%3: i32, %4: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:      %5 = arith.cmpi slt, %3, %arg1 : i32
// CHECK-NEXT:      cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      %6 = arith.muli %0, %3 : i32
// CHECK-NEXT:      %7 = arith.addi %4, %6 : i32
// CHECK-NEXT:      %8 = arith.addi %3, %arg2 : i32
// CHECK-NEXT:      cf.br ^bb3(%8, %7 : i32, i32)
// CHECK-NEXT:    ^bb5:  // pred: ^bb3
// CHECK-NEXT:      %9 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:      cf.br ^bb1(%9, %4 : i32, i32)
// CHECK-NEXT:    ^bb6:  // pred: ^bb1
// CHECK-NEXT:      return %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// nested loops on i32 induction variables, the inner one carrying a value
func.func @nested_for(%n: i32, %m: i32, %s: i32, %init: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %s iter_args(%acc = %init) -> (i32) : i32 {
    %inner = scf.for %j = %c0 to %m step %s iter_args(%t = %acc) -> (i32) : i32 {
      %p = arith.muli %i, %j : i32
      %q = arith.addi %t, %p : i32
      scf.yield %q : i32
    }
    scf.yield %inner : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @for_no_results(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      cf.br ^bb1(%c0 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      memref.store %arg2, %arg1[%0] : memref<?xf32>
// CHECK-NEXT:      %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:      cf.br ^bb1(%2 : index)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      %c2 = arith.constant 2 : index
// CHECK-NEXT:      memref.store %arg2, %arg1[%c2] : memref<?xf32>
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.for without results, ops before and after it
func.func @for_no_results(%n: index, %m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: memref<f32>) -> f32 {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      memref.store %arg1, %arg3[] : memref<f32>
// CHECK-NEXT:      cf.br ^bb2
// CHECK-NEXT:    ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT:    ^bb3:  // pred: ^bb2
// CHECK-NEXT:      memref.store %arg1, %arg3[] : memref<f32>
// CHECK-NEXT:      cf.br ^bb5
// CHECK-NEXT:    ^bb4:  // pred: ^bb2
// CHECK-NEXT:      memref.store %arg2, %arg3[] : memref<f32>
// CHECK-NEXT:      cf.br ^bb5
// CHECK-NEXT:    ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:      cf.cond_br %arg0, ^bb6, ^bb7
// CHECK-NEXT:    ^bb6:  // pred: ^bb5
// CHECK-NEXT:      %0 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:      cf.br ^bb8(%0 : f32)
// CHECK-NEXT:    ^bb7:  // pred: ^bb5
// CHECK-NEXT:      cf.br ^bb8(%arg2 : f32)
// CHECK-NEXT:    ^bb8(%1: f32):  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT:      cf.br ^bb9
// CHECK-NEXT:    ^bb9:  // pred: ^bb8
// CHECK-NEXT:      return %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.if without else, with else, with results
func.func @ifs(%c: i1, %a: f32, %b: f32, %m: memref<f32>) -> f32 {
  scf.if %c {
    memref.store %a, %m[] : memref<f32>
  }
  scf.if %c {
    memref.store %a, %m[] : memref<f32>
  } else {
    memref.store %b, %m[] : memref<f32>
  }
  %r = scf.if %c -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @if_in_for(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      cf.br ^bb1(%c0, %arg1, %arg2 : index, i32, i32)
// CHECK-NEXT:    ^bb1(%0: index, %1: i32, %2: i32):  // 2 preds: ^bb0, ^bb10
// CHECK-NEXT:      %3 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %3, ^bb2, ^bb11
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      %4 = arith.cmpi slt, %1, %2 : i32
// CHECK-NEXT:      cf.cond_br %4, ^bb3, ^bb8
// CHECK-NEXT:    ^bb3:  // pred: ^bb2
// CHECK-NEXT:      %5 = arith.cmpi eq, %1, %arg1 : i32
// CHECK-NEXT:      cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      cf.br ^bb6(%2 : i32)
// CHECK-NEXT:    ^bb5:  // pred: ^bb3
// CHECK-NEXT:      %6 = arith.addi %2, %2 : i32
// CHECK-NEXT:      cf.br ^bb6(%6 : i32)
// CHECK-NEXT:    ^bb6(%7: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:      cf.br ^bb7
// CHECK-NEXT:    ^bb7:  // pred: ^bb6
// CHECK-NEXT:      cf.br ^bb9(%7, %1 : i32, i32)
// CHECK-NEXT:    ^bb8:  // pred: ^bb2
// CHECK-NEXT:      cf.br ^bb9(%2, %1 : i32, i32)
// CHECK-NEXT:    ^bb9(%8: i32, %9: i32):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:      cf.br ^bb10
// CHECK-NEXT:    ^bb10:  // pred: ^bb9
// CHECK-NEXT:      %10 = arith.addi %0, %c1 : index
// CHECK-NEXT:      cf.br ^bb1(%10, %8, %9 : index, i32, i32)
// CHECK-NEXT:    ^bb11:  // pred: ^bb1
// CHECK-NEXT:      return %1, %2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// nested ifs with several results, inside a loop
func.func @if_in_for(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %y) -> (i32, i32) {
    %cond = arith.cmpi slt, %p, %q : i32
    %u:2 = scf.if %cond -> (i32, i32) {
      %inner = arith.cmpi eq, %p, %x : i32
      %v = scf.if %inner -> (i32) {
        scf.yield %q : i32
      } else {
        %w = arith.addi %q, %q : i32
        scf.yield %w : i32
      }
      scf.yield %v, %p : i32, i32
    } else {
      scf.yield %q, %p : i32, i32
    }
    scf.yield %u#0, %u#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:      cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:      %2 = arith.addi %0, %0 : i32
// CHECK-NEXT:      cf.cond_br %1, ^bb2(%2 : i32), ^bb3
// CHECK-NEXT:    ^bb2(%3: i32):  // pred: ^bb1
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %4 = arith.addi %3, %c1_i32 : i32
// CHECK-NEXT:      cf.br ^bb1(%4 : i32)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      return %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.while with a payload in both regions
func.func @while_loop(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %limit : i32
    %b = arith.addi %a, %a : i32
    scf.condition(%cond) %b : i32
  } do {
  ^bb0(%x: i32):
    %c1 = arith.constant 1 : i32
    %y = arith.addi %x, %c1 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @do_while(%arg0: i32, %arg1: f32, %arg2: i32) -> (i32, f32) {
// CHECK-NEXT:      cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT:    ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      %2 = arith.addi %0, %0 : i32
// CHECK-NEXT:      %3 = arith.mulf %1, %1 : f32
// CHECK-NEXT:      %4 = arith.cmpi slt, %2, %arg2 : i32
// CHECK-NEXT:      cf.cond_br %4, ^bb1(%2, %3 : i32, f32), ^bb2
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      return %2, %3 : i32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// a do-while: the after region only forwards its arguments
func.func @do_while(%init: i32, %f: f32, %limit: i32) -> (i32, f32) {
  %r:2 = scf.while (%a = %init, %g = %f) : (i32, f32) -> (i32, f32) {
    %n = arith.addi %a, %a : i32
    %h = arith.mulf %g, %g : f32
    %cond = arith.cmpi slt, %n, %limit : i32
    scf.condition(%cond) %n, %h : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    scf.yield %x, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @while_nested(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:      cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb4(%cst : f32)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      cf.br ^bb4(%cst_0 : f32)
// CHECK-NEXT:    ^bb4(%2: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:      cf.br ^bb5
// CHECK-NEXT:    ^bb5:  // pred: ^bb4
// CHECK-NEXT:      cf.cond_br %1, ^bb6(%2 : f32), ^bb10
// CHECK-NEXT:    ^bb6(%3: f32):  // pred: ^bb5
// CHECK-NEXT:      cf.br ^bb7(%c1, %arg0 : index, index)
// CHECK-NEXT:    ^bb7(%4: index, %5: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT:      %6 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT:      cf.cond_br %6, ^bb8, ^bb9
// CHECK-NEXT:    ^bb8:  // pred: ^bb7
// CHECK-NEXT:      %7 = arith.addi %5, %4 : index
// CHECK-NEXT:      %8 = arith.addi %4, %c1 : index
// CHECK-NEXT:      cf.br ^bb7(%8, %7 : index, index)
// CHECK-NEXT:    ^bb9:  // pred: ^bb7
// CHECK-NEXT:      cf.br ^bb1(%5 : index)
// CHECK-NEXT:    ^bb10:  // pred: ^bb5
// CHECK-NEXT:      return %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// while whose regions hold structured ops, different before/after types
func.func @while_nested(%init: index, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.while (%i = %init) : (index) -> f32 {
    %cond = arith.cmpi slt, %i, %n : index
    %v = scf.if %cond -> (f32) {
      scf.yield %z : f32
    } else {
      %o = arith.constant 1.0 : f32
      scf.yield %o : f32
    }
    scf.condition(%cond) %v : f32
  } do {
  ^bb0(%x: f32):
    %s = scf.for %k = %c1 to %n step %c1 iter_args(%t = %init) -> (index) {
      %t2 = arith.addi %t, %k : index
      scf.yield %t2 : index
    }
    scf.yield %s : index
  }
  return %r : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @execute_region(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:      cf.br ^bb1
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb4(%arg1 : i64)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      %0 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT:      cf.br ^bb4(%0 : i64)
// CHECK-NEXT:    ^bb4(%1: i64):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:      %2 = arith.muli %1, %1 : i64
// CHECK-NEXT:      return %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.execute_region with several blocks and results
func.func @execute_region(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i64
  ^bb2:
    %s = arith.addi %a, %b : i64
    scf.yield %s : i64
  }
  %r2 = arith.muli %r, %r : i64
  return %r2 : i64
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @execute_region_no_results(%arg0: index, %arg1: memref<index>) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      cf.br ^bb1(%c0 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %1, ^bb2, ^bb5
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb3
// CHECK-NEXT:    ^bb3:  // pred: ^bb2
// CHECK-NEXT:      memref.store %0, %arg1[] : memref<index>
// CHECK-NEXT:      cf.br ^bb4
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:      cf.br ^bb1(%2 : index)
// CHECK-NEXT:    ^bb5:  // pred: ^bb1
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.execute_region without results, in a loop
func.func @execute_region_no_results(%n: index, %m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      memref.store %i, %m[] : memref<index>
      scf.yield
    }
  }
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @index_switch(%arg0: index, %arg1: f32, %arg2: memref<f32>) -> f32 {
// CHECK-NEXT:      %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:      cf.switch %0 : i32, [
// CHECK-NEXT:        default: ^bb4,
// CHECK-NEXT:        0: ^bb1,
// CHECK-NEXT:        4294967292: ^bb2,
// CHECK-NEXT:        100: ^bb3
// CHECK-NEXT:      ]
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      cf.br ^bb5(%arg1 : f32)
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %1 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:      cf.br ^bb5(%1 : f32)
// CHECK-NEXT:    ^bb3:  // pred: ^bb0
// CHECK-NEXT:      %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:      cf.br ^bb5(%cst : f32)
// CHECK-NEXT:    ^bb4:  // pred: ^bb0
// CHECK-NEXT:      %2 = arith.negf %arg1 : f32
// CHECK-NEXT:      cf.br ^bb5(%2 : f32)
// CHECK-NEXT:    ^bb5(%3: f32):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:      %4 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:      cf.switch %4 : i32, [
// CHECK-NEXT:        default: ^bb6]
// CHECK-NEXT:    ^bb6:  // pred: ^bb5
// CHECK-NEXT:      memref.store %3, %arg2[] : memref<f32>
// CHECK-NEXT:      cf.br ^bb7
// CHECK-NEXT:    ^bb7:  // pred: ^bb6
// CHECK-NEXT:      return %3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.index_switch with results, and one with only a default and no results
func.func @index_switch(%i: index, %x: f32, %m: memref<f32>) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    scf.yield %x : f32
  }
  case -4 {
    %y = arith.mulf %x, %x : f32
    scf.yield %y : f32
  }
  case 100 {
    %z = arith.constant 2.0 : f32
    scf.yield %z : f32
  }
  default {
    %w = arith.negf %x : f32
    scf.yield %w : f32
  }
  scf.index_switch %i
  default {
    memref.store %r, %m[] : memref<f32>
    scf.yield
  }
  return %r : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @parallel_nest(%arg0: index, %arg1: index, %arg2: memref<?x?xindex>) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      %c2 = arith.constant 2 : index
// CHECK-NEXT:      cf.br ^bb1(%c0 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb3(%c1 : index)
// CHECK-NEXT:    ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:      %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:      cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      %4 = arith.addi %0, %2 : index
// CHECK-NEXT:      memref.store %4, %arg2[%0, %2] : memref<?x?xindex>
// CHECK-NEXT:      %5 = arith.addi %2, %c2 : index
// CHECK-NEXT:      cf.br ^bb3(%5 : index)
// CHECK-NEXT:    ^bb5:  // pred: ^bb3
// CHECK-NEXT:      %6 = arith.addi %0, %c1 : index
// CHECK-NEXT:      cf.br ^bb1(%6 : index)
// CHECK-NEXT:    ^bb6:  // pred: ^bb1
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.parallel without reductions: a nest of loops
func.func @parallel_nest(%n: index, %m: index, %out: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %m) step (%c1, %c2) {
    %s = arith.addi %i, %j : index
    memref.store %s, %out[%i, %j] : memref<?x?xindex>
  }
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @parallel_reduce(%arg0: index, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      cf.br ^bb1(%c0, %arg1, %arg2 : index, f32, i32)
// CHECK-NEXT:    ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT:      %3 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %3, ^bb2, ^bb9
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb3(%c0, %1, %2 : index, f32, i32)
// CHECK-NEXT:    ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT:      %7 = arith.cmpi slt, %4, %arg0 : index
// CHECK-NEXT:      cf.cond_br %7, ^bb4, ^bb8
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      cf.br ^bb5(%c0, %5, %6 : index, f32, i32)
// CHECK-NEXT:    ^bb5(%8: index, %9: f32, %10: i32):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT:      %11 = arith.cmpi slt, %8, %arg0 : index
// CHECK-NEXT:      cf.cond_br %11, ^bb6, ^bb7
// CHECK-NEXT:    ^bb6:  // pred: ^bb5
// CHECK-NEXT:      %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:      %12 = arith.index_cast %8 : index to i32
// CHECK-NEXT:      %13 = arith.addf %9, %cst : f32
// CHECK-NEXT:      %14 = arith.maxsi %10, %12 : i32
// CHECK-NEXT:      %15 = arith.addi %8, %c1 : index
// CHECK-NEXT:      cf.br ^bb5(%15, %13, %14 : index, f32, i32)
// CHECK-NEXT:    ^bb7:  // pred: ^bb5
// CHECK-NEXT:      %16 = arith.addi %4, %c1 : index
// CHECK-NEXT:      cf.br ^bb3(%16, %9, %10 : index, f32, i32)
// CHECK-NEXT:    ^bb8:  // pred: ^bb3
// CHECK-NEXT:      %17 = arith.addi %0, %c1 : index
// CHECK-NEXT:      cf.br ^bb1(%17, %5, %6 : index, f32, i32)
// CHECK-NEXT:    ^bb9:  // pred: ^bb1
// CHECK-NEXT:      return %1, %2 : f32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.parallel with two reductions over three dimensions
func.func @parallel_reduce(%n: index, %a: f32, %b: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) init (%a, %b) -> (f32, i32) {
    %f = arith.constant 1.5 : f32
    %g = arith.index_cast %k : index to i32
    scf.reduce(%f, %g : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.maxsi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @forall(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
// CHECK-NEXT:      %c2 = arith.constant 2 : index
// CHECK-NEXT:      %c64 = arith.constant 64 : index
// CHECK-NEXT:      %c3 = arith.constant 3 : index
// CHECK-NEXT:      cf.br ^bb1(%arg1 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb3(%c2 : index)
// CHECK-NEXT:    ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:      %3 = arith.cmpi slt, %2, %c64 : index
// CHECK-NEXT:      cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      %4 = arith.addi %0, %2 : index
// CHECK-NEXT:      memref.store %4, %arg2[%0] : memref<?xindex>
// CHECK-NEXT:      %5 = arith.addi %2, %arg0 : index
// CHECK-NEXT:      cf.br ^bb3(%5 : index)
// CHECK-NEXT:    ^bb5:  // pred: ^bb3
// CHECK-NEXT:      %6 = arith.addi %0, %c3 : index
// CHECK-NEXT:      cf.br ^bb1(%6 : index)
// CHECK-NEXT:    ^bb6:  // pred: ^bb1
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c8 = arith.constant 8 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      cf.br ^bb7(%c0 : index)
// CHECK-NEXT:    ^bb7(%7: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT:      %8 = arith.cmpi slt, %7, %c8 : index
// CHECK-NEXT:      cf.cond_br %8, ^bb8, ^bb9
// CHECK-NEXT:    ^bb8:  // pred: ^bb7
// CHECK-NEXT:      memref.store %7, %arg2[%7] : memref<?xindex>
// CHECK-NEXT:      %9 = arith.addi %7, %c1 : index
// CHECK-NEXT:      cf.br ^bb7(%9 : index)
// CHECK-NEXT:    ^bb9:  // pred: ^bb7
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf.forall with static and dynamic bounds and steps, a mapping
func.func @forall(%n: index, %lb: index, %m: memref<?xindex>) {
  scf.forall (%i, %j) = (%lb, 2) to (%n, 64) step (3, %n) {
    %s = arith.addi %i, %j : index
    memref.store %s, %m[%i] : memref<?xindex>
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  scf.forall (%k) in (8) {
    memref.store %k, %m[%k] : memref<?xindex>
  }
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @loop_annotation(%arg0: index) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      cf.br ^bb1(%c0 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:      %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:      cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      %2 = arith.addi %0, %0 : index
// CHECK-NEXT:      %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:      cf.br ^bb1(%3 : index)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// the attributes of a loop, llvm.loop_annotation too, are dropped
#unroll = #llvm.loop_unroll<disable = true>
#annotation = #llvm.loop_annotation<unroll = #unroll>
func.func @loop_annotation(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  } {llvm.loop_annotation = #annotation, tag = "kept?"}
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @in_llvm_func(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:      cf.br ^bb3(%0 : i32)
// CHECK-NEXT:    ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:      cf.br ^bb4
// CHECK-NEXT:    ^bb4:  // pred: ^bb3
// CHECK-NEXT:      llvm.return %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @in_execute(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:      cf.br ^bb1
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      cf.br ^bb4(%arg1 : index)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:      cf.br ^bb4(%0 : index)
// CHECK-NEXT:    ^bb4(%1: index):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:      cf.br ^bb5
// CHECK-NEXT:    ^bb5:  // pred: ^bb4
// CHECK-NEXT:      cf.br ^bb6(%1 : index)
// CHECK-NEXT:    ^bb6(%2: index):  // pred: ^bb5
// CHECK-NEXT:      return %2 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// structured ops in an llvm.func and in a nested region of another op
llvm.func @in_llvm_func(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %b = llvm.add %a, %a : i32
    scf.yield %b : i32
  }
  llvm.return %r : i32
}
func.func @in_execute(%c: i1, %a: index) -> index {
  %r = scf.execute_region -> index {
    %s = scf.if %c -> (index) {
      scf.yield %a : index
    } else {
      %t = arith.addi %a, %a : index
      scf.yield %t : index
    }
    scf.yield %s : index
  }
  return %r : index
}
