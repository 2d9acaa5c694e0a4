// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Float printing: `%e` style with 6 digits when that reads back exactly;
// otherwise the shortest exact decimal (`0.33333333333300003`,
// `9.99999974E-6`) if it has a '.'; otherwise, and for inf/nan, the bit
// pattern in uppercase hex.  Hex input is accepted for every float type.

// CHECK:module {
// CHECK-LABEL:  func.func @f32() {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 1.000000e+20 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 3.000000e+38 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 1.000000e+02 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0x4996B438 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0x4B3C614E : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_14 = arith.constant 3.14159274 : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f32() {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant 0.1 : f32
  %2 = arith.constant 1.0e-5 : f32
  %3 = arith.constant -2.5 : f32
  %4 = arith.constant 1.0e20 : f32
  %5 = arith.constant 3.0e38 : f32
  %6 = arith.constant 100.0 : f32
  %7 = arith.constant 1234567.0 : f32
  %8 = arith.constant 12345678.0 : f32
  %9 = arith.constant 0.0 : f32
  %10 = arith.constant -0.0 : f32
  %11 = arith.constant 0x7FC00000 : f32
  %12 = arith.constant 0xFF800000 : f32
  %13 = arith.constant 0x7F800000 : f32
  %14 = arith.constant 0x3F800000 : f32
  %15 = arith.constant 3.14159274 : f32
  return
}

// CHECK-LABEL:  func.func @f64() {
// CHECK-NEXT:    %cst = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:    %cst_0 = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT:    %cst_1 = arith.constant 9.9999999999999995E-8 : f64
// CHECK-NEXT:    %cst_2 = arith.constant 0.33333333333300003 : f64
// CHECK-NEXT:    %cst_3 = arith.constant 4.940660e-324 : f64
// CHECK-NEXT:    %cst_4 = arith.constant 1.000000e+16 : f64
// CHECK-NEXT:    %cst_5 = arith.constant 1.500000e-300 : f64
// CHECK-NEXT:    %cst_6 = arith.constant 2.000000e-01 : f64
// CHECK-NEXT:    %cst_7 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    %cst_8 = arith.constant 1.000000e+03 : f64
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f64() {
  %0 = arith.constant 0.1 : f64
  %1 = arith.constant 123456789.0 : f64
  %2 = arith.constant 1.0e-7 : f64
  %3 = arith.constant 0.333333333333 : f64
  %4 = arith.constant 0x0000000000000001 : f64
  %5 = arith.constant 1.0e16 : f64
  %6 = arith.constant 1.5e-300 : f64
  %7 = arith.constant 2.0e-1 : f64
  %8 = arith.constant 0x7FF8000000000000 : f64
  %9 = arith.constant 1.e3 : f64
  return
}
// CHECK-NEXT:}
