// Attributes of every kind as CSE keys and fold results: equal ones merge, unequal ones
// (0.0 and -0.0 elements, f64 -0.0 and 0.0) stay apart; mlir-opt-19 prints exactly this.
// RUN: gpuopt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: gpuopt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CSE: #map = affine_map<(d0) -> (d0 + 1)>
// CSE-LABEL: func.func @dense_keys() -> (vector<2xi32>, vector<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1x0xi8>, tensor<1x0xi8>, tensor<2xf32>, tensor<2xf32>) {
// CSE-NEXT: %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CSE-NEXT: %cst_0 = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CSE-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>
// CSE-NEXT: %cst_2 = arith.constant dense<[-0.000000e+00, 0.000000e+00]> : tensor<2xf32>
// CSE-NEXT: %cst_3 = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CSE-NEXT: %cst_4 = arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CSE-NEXT: %cst_5 = arith.constant dense<> : tensor<1x0xi8>
// CSE-NEXT: %cst_6 = arith.constant dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>
// CSE-NEXT: return %cst, %cst, %cst_0, %cst_0, %cst_1, %cst_2, %cst_3, %cst_3, %cst_4, %cst_4, %cst_5, %cst_5, %cst_6, %cst_6 : vector<2xi32>, vector<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1x0xi8>, tensor<1x0xi8>, tensor<2xf32>, tensor<2xf32>
// CSE-NEXT: }
// CSE-LABEL: func.func @discardable_keys(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CSE-NEXT: %0 = arith.addi %arg0, %arg1 {k = [1, [2, 3], "s"]} : i32
// CSE-NEXT: %1 = arith.addi %arg0, %arg1 {k = {x = 1 : i32, y = [unit]}} : i32
// CSE-NEXT: %2 = arith.addi %arg0, %arg1 {f = array<f32: 0.000000e+00, 1.500000e+00>, k = array<i32: 1, 2>} : i32
// CSE-NEXT: %3 = arith.addi %arg0, %arg1 {k = dense_resource<blob> : tensor<2xi32>} : i32
// CSE-NEXT: %4 = arith.addi %arg0, %arg1 {k = #gpu<dim x>, l = #nvvm.target<O = 3, chip = "sm_90">} : i32
// CSE-NEXT: %5 = arith.addi %arg0, %arg1 {k = #map, s = @sym::@nested, t = memref<2xf32, strided<[1], offset: ?>>} : i32
// CSE-NEXT: %6 = arith.addi %arg0, %arg1 {d = dense<[[1, 2]]> : tensor<1x2xi64>, e = array<f64: -0.000000e+00>} : i32
// CSE-NEXT: %7 = arith.addi %arg0, %arg1 {d = dense<[[1, 2]]> : tensor<1x2xi64>, e = array<f64: 0.000000e+00>} : i32
// CSE-NEXT: return %0, %0, %1, %1, %2, %2, %3, %3, %4, %4, %5, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CSE-NEXT: }

// CANON: #map = affine_map<(d0) -> (d0 + 1)>
// CANON-LABEL: func.func @dense_keys() -> (vector<2xi32>, vector<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1x0xi8>, tensor<1x0xi8>, tensor<2xf32>, tensor<2xf32>) {
// CANON-NEXT: %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CANON-NEXT: %cst_0 = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CANON-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>
// CANON-NEXT: %cst_2 = arith.constant dense<[-0.000000e+00, 0.000000e+00]> : tensor<2xf32>
// CANON-NEXT: %cst_3 = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CANON-NEXT: %cst_4 = arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CANON-NEXT: %cst_5 = arith.constant dense<> : tensor<1x0xi8>
// CANON-NEXT: %cst_6 = arith.constant dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>
// CANON-NEXT: return %cst, %cst, %cst_0, %cst_0, %cst_1, %cst_2, %cst_3, %cst_3, %cst_4, %cst_4, %cst_5, %cst_5, %cst_6, %cst_6 : vector<2xi32>, vector<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1x0xi8>, tensor<1x0xi8>, tensor<2xf32>, tensor<2xf32>
// CANON-NEXT: }
// CANON-LABEL: func.func @discardable_keys(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CANON-NEXT: %0 = arith.addi %arg0, %arg1 {k = [1, [2, 3], "s"]} : i32
// CANON-NEXT: %1 = arith.addi %arg0, %arg1 {k = [1, [2, 3], "s"]} : i32
// CANON-NEXT: %2 = arith.addi %arg0, %arg1 {k = {x = 1 : i32, y = [unit]}} : i32
// CANON-NEXT: %3 = arith.addi %arg0, %arg1 {k = {x = 1 : i32, y = [unit]}} : i32
// CANON-NEXT: %4 = arith.addi %arg0, %arg1 {f = array<f32: 0.000000e+00, 1.500000e+00>, k = array<i32: 1, 2>} : i32
// CANON-NEXT: %5 = arith.addi %arg0, %arg1 {f = array<f32: 0.000000e+00, 1.500000e+00>, k = array<i32: 1, 2>} : i32
// CANON-NEXT: %6 = arith.addi %arg0, %arg1 {k = dense_resource<blob> : tensor<2xi32>} : i32
// CANON-NEXT: %7 = arith.addi %arg0, %arg1 {k = dense_resource<blob> : tensor<2xi32>} : i32
// CANON-NEXT: %8 = arith.addi %arg0, %arg1 {k = #gpu<dim x>, l = #nvvm.target<O = 3, chip = "sm_90">} : i32
// CANON-NEXT: %9 = arith.addi %arg0, %arg1 {k = #gpu<dim x>, l = #nvvm.target<O = 3, chip = "sm_90">} : i32
// CANON-NEXT: %10 = arith.addi %arg0, %arg1 {k = #map, s = @sym::@nested, t = memref<2xf32, strided<[1], offset: ?>>} : i32
// CANON-NEXT: %11 = arith.addi %arg0, %arg1 {k = #map, s = @sym::@nested, t = memref<2xf32, strided<[1], offset: ?>>} : i32
// CANON-NEXT: %12 = arith.addi %arg0, %arg1 {d = dense<[[1, 2]]> : tensor<1x2xi64>, e = array<f64: -0.000000e+00>} : i32
// CANON-NEXT: %13 = arith.addi %arg0, %arg1 {d = dense<[[1, 2]]> : tensor<1x2xi64>, e = array<f64: 0.000000e+00>} : i32
// CANON-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CANON-NEXT: }

func.func @dense_keys() -> (vector<2xi32>, vector<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1x0xi8>, tensor<1x0xi8>, tensor<2xf32>, tensor<2xf32>) {
  %0 = arith.constant dense<[1, 2]> : vector<2xi32>
  %1 = arith.constant dense<[1, 2]> : vector<2xi32>
  %2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %3 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %4 = arith.constant dense<[0.0, -0.0]> : tensor<2xf32>
  %5 = arith.constant dense<[-0.0, 0.0]> : tensor<2xf32>
  %6 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %7 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %8 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %9 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %10 = arith.constant dense<[[]]> : tensor<1x0xi8>
  %11 = arith.constant dense<> : tensor<1x0xi8>
  %12 = arith.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %13 = arith.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : vector<2xi32>, vector<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1x0xi8>, tensor<1x0xi8>, tensor<2xf32>, tensor<2xf32>
}

func.func @discardable_keys(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b {k = [1, [2, 3], "s"]} : i32
  %1 = arith.addi %a, %b {k = [1, [2, 3], "s"]} : i32
  %2 = arith.addi %a, %b {k = {x = 1 : i32, y = [unit]}} : i32
  %3 = arith.addi %a, %b {k = {x = 1 : i32, y = [unit]}} : i32
  %4 = arith.addi %a, %b {k = array<i32: 1, 2>, f = array<f32: 0.0, 1.5>} : i32
  %5 = arith.addi %a, %b {k = array<i32: 1, 2>, f = array<f32: 0.0, 1.5>} : i32
  %6 = arith.addi %a, %b {k = dense_resource<blob> : tensor<2xi32>} : i32
  %7 = arith.addi %a, %b {k = dense_resource<blob> : tensor<2xi32>} : i32
  %8 = arith.addi %a, %b {k = #gpu<dim x>, l = #nvvm.target<O = 3, chip = "sm_90">} : i32
  %9 = arith.addi %a, %b {k = #gpu<dim x>, l = #nvvm.target<O = 3, chip = "sm_90">} : i32
  %10 = arith.addi %a, %b {k = affine_map<(d0) -> (d0 + 1)>, s = @sym::@nested, t = memref<2xf32, strided<[1], offset: ?>>} : i32
  %11 = arith.addi %a, %b {k = affine_map<(d0) -> (d0 + 1)>, s = @sym::@nested, t = memref<2xf32, strided<[1], offset: ?>>} : i32
  %12 = arith.addi %a, %b {d = dense<[[1, 2]]> : tensor<1x2xi64>, e = array<f64: -0.0>} : i32
  %13 = arith.addi %a, %b {d = dense<[[1, 2]]> : tensor<1x2xi64>, e = array<f64: 0.0>} : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
