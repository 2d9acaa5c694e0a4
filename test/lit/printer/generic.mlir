// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --strict-whitespace --match-full-lines

// --mlir-print-op-generic: every op as "name"(operands) <{properties}>
// ({regions}) {attributes} : (types) -> results.  Names are unique in the
// whole module: numbering does not restart per function, and nested regions
// are numbered last-sibling first, so the last function gets %arg0 and %0.
// No op names its results, entry blocks with arguments get a ^bb0 label,
// and an empty block prints as a bare ^bb0: label.

func.func @first(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}

func.func @second(%x: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  return %y : i32
^bb2:
  return %c1 : i32
}

func.func @third(%m: memref<?xf32>, %i: index) {
  %v = memref.load %m[%i] : memref<?xf32>
  return
}

module @empty {
}

// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "func.func"() <{function_type = (i32) -> i32, sym_name = "first"}> ({
// CHECK-NEXT:  ^bb0(%arg4: i32):
// CHECK-NEXT:    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT:    %4 = "arith.addi"(%arg4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:    "func.return"(%4) : (i32) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "second"}> ({
// CHECK-NEXT:  ^bb0(%arg2: i32, %arg3: i1):
// CHECK-NEXT:    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT:    "cf.cond_br"(%arg3, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT:  ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT:    "func.return"(%2) : (i32) -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "third"}> ({
// CHECK-NEXT:  ^bb0(%arg0: memref<?xf32>, %arg1: index):
// CHECK-NEXT:    %0 = "memref.load"(%arg0, %arg1) : (memref<?xf32>, index) -> f32
// CHECK-NEXT:    "func.return"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "builtin.module"() <{sym_name = "empty"}> ({
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
