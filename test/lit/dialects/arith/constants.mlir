// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// arith.constant names its result after the value: %c<N> for index,
// %c<N>_<type> for other integers (negative: %c-1_i32), %true/%false for i1,
// %cst for floats and vectors/tensors.  Repeats get a suffix from one
// counter shared by the whole function (%true_0, %cst_1, ..., %c1_i32_6).

// CHECK:module {
// CHECK-LABEL:  func.func @constants() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c-5 = arith.constant -5 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true_0 = arith.constant true
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT:    %cst_2 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<0> : tensor<2x2xi64>
// CHECK-NEXT:    %c1_5 = arith.constant 1 : index
// CHECK-NEXT:    %c1_i32_6 = arith.constant 1 : i32
// CHECK-NEXT:    %c7_i128 = arith.constant 7 : i128
// CHECK-NEXT:    %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant -5 : index
  %3 = arith.constant 1 : i32
  %4 = arith.constant -1 : i32
  %5 = arith.constant 0 : i64
  %6 = arith.constant 255 : i8
  %7 = arith.constant -32768 : i16
  %8 = arith.constant true
  %9 = arith.constant false
  %10 = arith.constant 1 : i1
  %11 = arith.constant 1.0 : f32
  %12 = arith.constant 2.5 : f64
  %13 = arith.constant dense<1.0> : vector<4xf32>
  %14 = arith.constant dense<[1, 2]> : vector<2xi32>
  %15 = arith.constant dense<0> : tensor<2x2xi64>
  %16 = arith.constant 1 : index
  %17 = arith.constant 1 : i32
  %18 = arith.constant 7 : i128
  %19 = arith.constant 0x7FC00000 : f32
  return
}
// CHECK-NEXT:}

// GENERIC:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:    %2 = "arith.constant"() <{value = -5 : index}> : () -> index
// GENERIC-NEXT:    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
// GENERIC-NEXT:    %5 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// GENERIC-NEXT:    %6 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT:    %7 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
// GENERIC-NEXT:    %8 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %9 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:    %10 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %12 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
// GENERIC-NEXT:    %13 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
// GENERIC-NEXT:    %14 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC-NEXT:    %15 = "arith.constant"() <{value = dense<0> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
// GENERIC-NEXT:    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:    %18 = "arith.constant"() <{value = 7 : i128}> : () -> i128
// GENERIC-NEXT:    %19 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
