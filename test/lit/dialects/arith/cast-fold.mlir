// RUN: gpuopt %s --canonicalize | FileCheck %s --match-full-lines

// The folds of the int/float casts on constants, scalars and vectors (found by
// `python -m tools.fuzz host`: gpuopt left llvm.sitofp of a constant that mlir-opt-19 folds).
// Not folded, as in mlir-opt-19: fptosi/fptoui out of range or of NaN, inexact or overflowing
// truncf. sitofp to f16 past its range folds to inf. The expected text is mlir-opt-19's.

func.func @cast_folds() -> (f32, f32, f64, f16, i32, i32, i8, i8, f64, f32, f16, f16, i32, f32, i64, f32, i16, vector<2xf32>, vector<2xi32>) {
  %t = arith.constant true
  %m = arith.constant -7 : i32
  %big = arith.constant 16777217 : i32
  %h = arith.constant 1.5 : f32
  %n = arith.constant -3.75 : f32
  %x = arith.constant 300.5 : f32
  %inexact = arith.constant 0.1 : f64
  %ovf = arith.constant 1.0e+10 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %i2 = arith.constant 0x3F800000 : i32
  %v = arith.constant dense<[1, -2]> : vector<2xi32>
  %vf = arith.constant dense<[1.5, -2.0]> : vector<2xf32>
  %0 = arith.sitofp %t : i1 to f32
  %1 = arith.uitofp %m : i32 to f32
  %2 = arith.sitofp %m : i32 to f64
  %3 = arith.sitofp %big : i32 to f16
  %4 = arith.fptosi %n : f32 to i32
  %5 = arith.fptoui %n : f32 to i32
  %6 = arith.fptosi %x : f32 to i8
  %7 = arith.fptoui %x : f32 to i8
  %8 = arith.extf %h : f32 to f64
  %9 = arith.truncf %inexact : f64 to f32
  %10 = arith.truncf %h : f32 to f16
  %11 = arith.truncf %ovf : f32 to f16
  %12 = arith.bitcast %h : f32 to i32
  %13 = arith.bitcast %i2 : i32 to f32
  %14 = arith.fptosi %nan : f32 to i64
  %15 = arith.uitofp %big : i32 to f32
  %16 = arith.fptosi %h : f32 to i16
  %17 = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %18 = arith.fptosi %vf : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18 : f32, f32, f64, f16, i32, i32, i8, i8, f64, f32, f16, f16, i32, f32, i64, f32, i16, vector<2xf32>, vector<2xi32>
}

// CHECK-LABEL:  func.func @cast_folds() -> (f32, f32, f64, f16, i32, i32, i8, i8, f64, f32, f16, f16, i32, f32, i64, f32, i16, vector<2xf32>, vector<2xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1, -2]> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1.000000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:    %cst_1 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %c1069547520_i32 = arith.constant 1069547520 : i32
// CHECK-NEXT:    %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:    %cst_4 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:    %cst_5 = arith.constant -3.750000e+00 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 3.005000e+02 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:    %cst_8 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_10 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -7.000000e+00 : f64
// CHECK-NEXT:    %cst_13 = arith.constant 0x7C00 : f16
// CHECK-NEXT:    %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:    %0 = arith.fptoui %cst_5 : f32 to i32
// CHECK-NEXT:    %1 = arith.fptosi %cst_6 : f32 to i8
// CHECK-NEXT:    %2 = arith.fptoui %cst_6 : f32 to i8
// CHECK-NEXT:    %3 = arith.truncf %cst_7 : f64 to f32
// CHECK-NEXT:    %4 = arith.truncf %cst_8 : f32 to f16
// CHECK-NEXT:    %5 = arith.fptosi %cst_9 : f32 to i64
// CHECK-NEXT:    return %cst_10, %cst_11, %cst_12, %cst_13, %c-3_i32, %0, %1, %2, %cst_4, %3, %cst_3, %4, %c1069547520_i32, %cst_2, %5, %cst_1, %c1_i16, %cst_0, %cst : f32, f32, f64, f16, i32, i32, i8, i8, f64, f32, f16, f16, i32, f32, i64, f32, i16, vector<2xf32>, vector<2xi32>
// CHECK-NEXT:  }
