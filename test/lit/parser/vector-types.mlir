// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// vector types, fixed and scalable, and as element types.

// CHECK:module {
// CHECK-NEXT:  func.func private @fixed(vector<4xf32>, vector<1xi1>, vector<2x3xf16>, vector<2x2x2xbf16>, vector<8xindex>, vector<4xi64>)
func.func private @fixed(vector<4xf32>, vector<1xi1>, vector<2x3xf16>, vector<2x2x2xbf16>, vector<8xindex>, vector<4xi64>)
// CHECK-NEXT:  func.func private @scalable(vector<[4]xf32>, vector<2x[4]xi8>, vector<[2]x[2]xf64>, vector<4x[8]xi32>)
func.func private @scalable(vector<[4]xf32>, vector<2x[4]xi8>, vector<[2]x[2]xf64>, vector<4x[8]xi32>)
// CHECK-NEXT:  func.func private @nested(memref<4xvector<4xf32>>, tensor<?xvector<[4]xi8>>, tuple<vector<2xf32>, vector<[2]xf32>>)
func.func private @nested(memref<4xvector<4xf32>>, tensor<?xvector<[4]xi8>>, tuple<vector<2xf32>, vector<[2]xf32>>)
// CHECK-NEXT:  func.func private @zero_d(vector<f32>)
func.func private @zero_d(vector<f32>)

// CHECK-NEXT:  func.func @ops(%arg0: vector<4xf32>, %arg1: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:    %1 = arith.mulf %arg1, %arg1 : vector<[4]xf32>
// CHECK-NEXT:    %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:    return %1 : vector<[4]xf32>
// CHECK-NEXT:  }
func.func @ops(%v: vector<4xf32>, %s: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = arith.addf %v, %v : vector<4xf32>
  %1 = arith.mulf %s, %s : vector<[4]xf32>
  %c = arith.constant dense<2.0> : vector<4xf32>
  return %1 : vector<[4]xf32>
}
// CHECK-NEXT:}
