// RUN: gpuopt %s --convert-arith-to-llvm --split-input-file | FileCheck %s

// arith ops fold on converted constants before they are lowered; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @folds(%arg0: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:      %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:      %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:      return %5 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// an op on converted constants folds (legalizeWithFold sees the original constants)
func.func @folds(%a: index) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = arith.addi %c2, %c3 : index
  %1 = arith.muli %a, %0 : index
  return %1 : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @fold_to_operand(%arg0: i32) -> (i32, i1) {
// CHECK-NEXT:      %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %1 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(9 : index) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:      return %arg0, %3 : i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// folds to an operand, and comparisons of constants
func.func @fold_to_operand(%a: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.cmpi ult, %c7, %c9 : index
  return %0, %1 : i32, i1
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @commuted(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:      %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:      return %arg0, %arg0 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// commutative ops with a constant on the left
func.func @commuted(%a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %c1, %a : i32
  %1 = arith.addi %c0, %a : i32
  return %0, %1 : i32, i32
}
