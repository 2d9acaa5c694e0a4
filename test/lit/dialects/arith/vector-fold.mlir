// RUN: gpuopt %s --canonicalize | FileCheck %s --match-full-lines

// Binary arith ops fold two dense vector constants element by element (constFoldBinaryOp), the
// float ones with APFloat's NaN. Found by `python -m tools.fuzz host` (seed 200344): gpuopt left
// llvm.fdiv of two vector constants that mlir-opt-19 folds. The expected text is mlir-opt-19's.

func.func @vector_folds() -> (vector<4xf32>, vector<4xf32>, vector<2xf64>, vector<4xi32>, vector<4xi32>) {
  %a = arith.constant dense<[-40.875, 31.25, 57.125, -0.0]> : vector<4xf32>
  %b = arith.constant dense<1.5> : vector<4xf32>
  %d = arith.constant dense<[2.0, 0.5]> : vector<2xf64>
  %i = arith.constant dense<[7, -1, 2147483647, 3]> : vector<4xi32>
  %j = arith.constant dense<2> : vector<4xi32>
  %0 = arith.divf %a, %a : vector<4xf32>
  %1 = arith.addf %b, %b : vector<4xf32>
  %2 = arith.mulf %d, %d : vector<2xf64>
  %3 = arith.addi %i, %j : vector<4xi32>
  %4 = arith.muli %j, %j : vector<4xi32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<2xf64>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL:  func.func @vector_folds() -> (vector<4xf32>, vector<4xf32>, vector<2xf64>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+00, 1.000000e+00, 1.000000e+00, 0x7FC00000]> : vector<4xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<3.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[4.000000e+00, 2.500000e-01]> : vector<2xf64>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[9, 1, -2147483647, 5]> : vector<4xi32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<4> : vector<4xi32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<4xf32>, vector<4xf32>, vector<2xf64>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT:  }
