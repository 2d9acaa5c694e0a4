// RUN: gpuopt %s --canonicalize | FileCheck %s
// RUN: gpuopt %s --convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM

// arith.cmpf folds two constants, and a NaN constant against anything (found by
// `python -m tools.fuzz host`: gpuopt's lowering kept llvm.fcmp on constants, which
// mlir-opt-19 folds). The expected values are mlir-opt-19's.

func.func @cmpf_folds(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %false_lt = arith.cmpf false, %one, %two : f32
  %false_eq = arith.cmpf false, %two, %two : f32
  %oeq_lt = arith.cmpf oeq, %one, %two : f32
  %oeq_eq = arith.cmpf oeq, %two, %two : f32
  %ogt_lt = arith.cmpf ogt, %one, %two : f32
  %ogt_eq = arith.cmpf ogt, %two, %two : f32
  %oge_lt = arith.cmpf oge, %one, %two : f32
  %oge_eq = arith.cmpf oge, %two, %two : f32
  %olt_lt = arith.cmpf olt, %one, %two : f32
  %olt_eq = arith.cmpf olt, %two, %two : f32
  %ole_lt = arith.cmpf ole, %one, %two : f32
  %ole_eq = arith.cmpf ole, %two, %two : f32
  %one_lt = arith.cmpf one, %one, %two : f32
  %one_eq = arith.cmpf one, %two, %two : f32
  %ord_lt = arith.cmpf ord, %one, %two : f32
  %ord_eq = arith.cmpf ord, %two, %two : f32
  %ueq_lt = arith.cmpf ueq, %one, %two : f32
  %ueq_eq = arith.cmpf ueq, %two, %two : f32
  %ugt_lt = arith.cmpf ugt, %one, %two : f32
  %ugt_eq = arith.cmpf ugt, %two, %two : f32
  %uge_lt = arith.cmpf uge, %one, %two : f32
  %uge_eq = arith.cmpf uge, %two, %two : f32
  %ult_lt = arith.cmpf ult, %one, %two : f32
  %ult_eq = arith.cmpf ult, %two, %two : f32
  %ule_lt = arith.cmpf ule, %one, %two : f32
  %ule_eq = arith.cmpf ule, %two, %two : f32
  %une_lt = arith.cmpf une, %one, %two : f32
  %une_eq = arith.cmpf une, %two, %two : f32
  %uno_lt = arith.cmpf uno, %one, %two : f32
  %uno_eq = arith.cmpf uno, %two, %two : f32
  %true_lt = arith.cmpf true, %one, %two : f32
  %true_eq = arith.cmpf true, %two, %two : f32
  %olt_nan = arith.cmpf olt, %x, %nan : f32
  %uge_nan = arith.cmpf uge, %x, %nan : f32
  %une_nan = arith.cmpf une, %x, %nan : f32
  return %false_lt, %false_eq, %oeq_lt, %oeq_eq, %ogt_lt, %ogt_eq, %oge_lt, %oge_eq, %olt_lt, %olt_eq, %ole_lt, %ole_eq, %one_lt, %one_eq, %ord_lt, %ord_eq, %ueq_lt, %ueq_eq, %ugt_lt, %ugt_eq, %uge_lt, %uge_eq, %ult_lt, %ult_eq, %ule_lt, %ule_eq, %une_lt, %une_eq, %uno_lt, %uno_eq, %true_lt, %true_eq, %olt_nan, %uge_nan, %une_nan : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_folds
// CHECK-NOT: arith.cmpf
// CHECK: return %false, %false, %false, %true, %false, %false, %false, %true, %true, %false, %true, %true, %true, %false, %true, %true, %false, %true, %false, %false, %false, %true, %true, %false, %true, %true, %true, %false, %false, %false, %true, %true, %false, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1

// LLVM-LABEL: func.func @cmpf_folds
// LLVM-NOT: llvm.fcmp
// LLVM: return
