// RUN: gpuopt %s --canonicalize | FileCheck %s
// Expected text: mlir-opt-19 --canonicalize of the functions below.

// CHECK: func.func private @use(i1)
// CHECK: func.func private @usei(i32)
// CHECK-LABEL: func.func @if_combine_iter_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: index, %arg4: memref<?xi32>) -> (i32, i1, i1, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: func.call @use(%true) : (i1) -> ()
// CHECK-NEXT: %10 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: func.call @usei(%arg1) : (i32) -> ()
// CHECK-NEXT: scf.yield %10 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @use(%false) : (i1) -> ()
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT: %10 = memref.load %arg4[%arg5] : memref<?xi32>
// CHECK-NEXT: %11 = arith.addi %arg6, %10 : i32
// CHECK-NEXT: scf.yield %11 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.addi %4, %arg2 : i32
// CHECK-NEXT: %6 = arith.addi %5, %arg1 : i32
// CHECK-NEXT: %7 = arith.addi %6, %arg2 : i32
// CHECK-NEXT: %8 = arith.addi %7, %2 : i32
// CHECK-NEXT: %9 = arith.addi %8, %3 : i32
// CHECK-NEXT: return %9, %arg0, %1, %0 : i32, i1, i1, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select_patterns(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i32, i32, i32, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT: %3 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %4 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %5 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT: %6 = arith.xori %arg1, %true : i1
// CHECK-NEXT: return %0, %2, %3, %4, %5, %arg3, %6 : i32, i32, i32, i32, i32, i32, i1
// CHECK-NEXT: }
// CHECK: func.func private @usew(i32)
// CHECK-LABEL: func.func @switch_cases(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i1) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 4: ^bb1(%arg2 : i32),
// CHECK-NEXT: 4294967295: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: call @usew(%arg1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_const(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }

func.func private @use(i1)
func.func private @usei(i32)
func.func @if_combine_iter_args(%b: i1, %x: i32, %y: i32, %n: index, %m: memref<?xi32>) -> (i32, i1, i1, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %b -> (i32, i32, i32) {
    func.call @use(%b) : (i1) -> ()
    %z = arith.addi %x, %y : i32
    scf.yield %x, %z, %y : i32, i32, i32
  } else {
    func.call @use(%b) : (i1) -> ()
    scf.yield %y, %x, %y : i32, i32, i32
  }
  %p, %q = scf.if %b -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  %s = scf.if %b -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  scf.if %b {
    func.call @usei(%x) : (i32) -> ()
  } else {
  }
  %w:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %a2 = %y) -> (i32, i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %a3 = arith.addi %a, %v : i32
    scf.yield %a3, %a2 : i32, i32
  }
  %w2 = scf.for %i = %c0 to %c5 step %c5 iter_args(%a = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %a3 = arith.addi %a, %ii : i32
    scf.yield %a3 : i32
  }
  %w3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  %sum = arith.addi %w#0, %w#1 : i32
  %sum2 = arith.addi %sum, %w2 : i32
  %sum3 = arith.addi %sum2, %w3 : i32
  %sum4 = arith.addi %sum3, %s : i32
  %sum5 = arith.addi %sum4, %r#1 : i32
  return %sum5, %p, %q, %r#0 : i32, i1, i1, i32
}

func.func @select_patterns(%b: i1, %c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %b, %c1, %c0 : i32
  %1 = arith.select %b, %c0, %c1 : i32
  %nb = arith.xori %b, %t : i1
  %2 = arith.select %nb, %x, %y : i32
  %in = arith.select %b, %x, %y : i32
  %3 = arith.select %b, %in, %z : i32
  %4 = arith.select %b, %z, %in : i32
  %e = arith.cmpi eq, %x, %y : i32
  %5 = arith.select %e, %x, %y : i32
  %6 = arith.select %c, %f, %t : i1
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i1
}

func.func private @usew(i32)
func.func @switch_cases(%i: i32, %x: i32, %y: i32, %b: i1) -> i32 {
  cf.switch %i : i32, [
    default: ^bb1(%x : i32),
    3: ^bb1(%x : i32),
    4: ^bb2(%y : i32),
    -1: ^bb3
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%p: i32):
  cf.br ^bb1(%p : i32)
^bb3:
  cf.cond_br %b, ^bb4, ^bb5
^bb4:
  func.call @usew(%x) : (i32) -> ()
  cf.cond_br %b, ^bb6, ^bb1(%y : i32)
^bb5:
  %s = arith.select %b, %x, %y : i32
  cf.br ^bb1(%s : i32)
^bb6:
  cf.br ^bb6
}
func.func @switch_const(%x: i32) -> i32 {
  %c = arith.constant -1 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    -1: ^bb2
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
}

