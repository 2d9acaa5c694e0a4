// RUN: gpuopt %s --canonicalize | FileCheck %s --match-full-lines

// Float folds as mlir-opt-19 makes them (APFloat): x / 0 is an infinity, 0 / 0 and inf - inf
// the positive default NaN (x86 gives a negative one), remf folds (fmod, the sign of the lhs),
// minnumf ignores a NaN while maxnumf propagates it (LLVM 19's folds). Found by
// `python -m tools.fuzz host`: gpuopt left llvm.frem of constants, which mlir-opt-19 folds.
// The expected text is mlir-opt-19's.

func.func @float_folds() -> (f32, f32, f32, f32, f32, f32, f32, f32, f64, f16, f32, f32, f32, f32, f32) {
  %one = arith.constant 1.5 : f32
  %mone = arith.constant -3.0 : f32
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %d64 = arith.constant 7.5 : f64
  %h = arith.constant 5.0 : f16
  %h2 = arith.constant 1.5 : f16
  %0 = arith.divf %one, %zero : f32
  %1 = arith.divf %one, %nzero : f32
  %2 = arith.divf %zero, %zero : f32
  %3 = arith.addf %inf, %ninf : f32
  %4 = arith.mulf %inf, %zero : f32
  %5 = arith.remf %mone, %one : f32
  %6 = arith.remf %one, %zero : f32
  %7 = arith.remf %one, %inf : f32
  %8 = arith.remf %d64, %d64 : f64
  %9 = arith.remf %h, %h2 : f16
  %10 = arith.minnumf %nan, %one : f32
  %11 = arith.minnumf %one, %nan : f32
  %12 = arith.maxnumf %nan, %one : f32
  %13 = arith.minimumf %one, %nan : f32
  %14 = arith.remf %inf, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f32, f32, f32, f32, f32, f32, f32, f64, f16, f32, f32, f32, f32, f32
}

// CHECK-LABEL:  func.func @float_folds() -> (f32, f32, f32, f32, f32, f32, f32, f32, f64, f16, f32, f32, f32, f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %cst_5 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_1, %cst_1, %cst_2, %cst_1, %cst_3, %cst_4, %cst_5, %cst_3, %cst_3, %cst_1, %cst_1, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f64, f16, f32, f32, f32, f32, f32
// CHECK-NEXT:  }
