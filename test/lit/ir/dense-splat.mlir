// RUN: gpuopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// A dense attribute with one element is a splat (dense<1>), whatever its element type and
// nesting; none or two elements stay lists.

// CHECK:module {
// CHECK-NEXT:  func.func @f() -> (vector<1xi32>, tensor<1xf32>, vector<1x1xi1>, tensor<1x1xindex>, vector<1xf16>, tensor<1xi8>, tensor<0xi32>, vector<2xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<1> : vector<1xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<2.500000e+00> : tensor<1xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<true> : vector<1x1xi1>
// CHECK-NEXT:    %cst_2 = arith.constant dense<7> : tensor<1x1xindex>
// CHECK-NEXT:    %cst_3 = arith.constant dense<1.000000e+00> : vector<1xf16>
// CHECK-NEXT:    %cst_4 = arith.constant dense<-3> : tensor<1xi8>
// CHECK-NEXT:    %cst_5 = arith.constant dense<> : tensor<0xi32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<4> : vector<2xi32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : vector<1xi32>, tensor<1xf32>, vector<1x1xi1>, tensor<1x1xindex>, vector<1xf16>, tensor<1xi8>, tensor<0xi32>, vector<2xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g() -> tensor<1xcomplex<f32>> {
// CHECK-NEXT:    %cst = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>
// CHECK-NEXT:    return %cst : tensor<1xcomplex<f32>>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @h() {
// CHECK-NEXT:    "foo.op"() {a = dense<"x"> : tensor<1x!foo.s>, b = dense<5> : tensor<1x1xi64>, c = dense<1.500000e+00> : tensor<1x1xbf16>} : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (vector<1xi32>, tensor<1xf32>, vector<1x1xi1>, tensor<1x1xindex>, vector<1xf16>, tensor<1xi8>, tensor<0xi32>, vector<2xi32>), sym_name = "f"}> ({
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = dense<1> : vector<1xi32>}> : () -> vector<1xi32>
// GENERIC-NEXT:    %2 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
// GENERIC-NEXT:    %3 = "arith.constant"() <{value = dense<true> : vector<1x1xi1>}> : () -> vector<1x1xi1>
// GENERIC-NEXT:    %4 = "arith.constant"() <{value = dense<7> : tensor<1x1xindex>}> : () -> tensor<1x1xindex>
// GENERIC-NEXT:    %5 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1xf16>}> : () -> vector<1xf16>
// GENERIC-NEXT:    %6 = "arith.constant"() <{value = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
// GENERIC-NEXT:    %7 = "arith.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
// GENERIC-NEXT:    %8 = "arith.constant"() <{value = dense<4> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC-NEXT:    "func.return"(%1, %2, %3, %4, %5, %6, %7, %8) : (vector<1xi32>, tensor<1xf32>, vector<1x1xi1>, tensor<1x1xindex>, vector<1xf16>, tensor<1xi8>, tensor<0xi32>, vector<2xi32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> tensor<1xcomplex<f32>>, sym_name = "g"}> ({
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>}> : () -> tensor<1xcomplex<f32>>
// GENERIC-NEXT:    "func.return"(%0) : (tensor<1xcomplex<f32>>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
// GENERIC-NEXT:    "foo.op"() {a = dense<"x"> : tensor<1x!foo.s>, b = dense<5> : tensor<1x1xi64>, c = dense<1.500000e+00> : tensor<1x1xbf16>} : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
func.func @f() -> (vector<1xi32>, tensor<1xf32>, vector<1x1xi1>, tensor<1x1xindex>, vector<1xf16>, tensor<1xi8>, tensor<0xi32>, vector<2xi32>) {
  %0 = arith.constant dense<[1]> : vector<1xi32>
  %1 = arith.constant dense<[2.5]> : tensor<1xf32>
  %2 = arith.constant dense<[[true]]> : vector<1x1xi1>
  %3 = arith.constant dense<[[7]]> : tensor<1x1xindex>
  %4 = arith.constant dense<[1.0]> : vector<1xf16>
  %5 = arith.constant dense<[-3]> : tensor<1xi8>
  %6 = arith.constant dense<[]> : tensor<0xi32>
  %7 = arith.constant dense<[4, 4]> : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<1xi32>, tensor<1xf32>, vector<1x1xi1>, tensor<1x1xindex>, vector<1xf16>, tensor<1xi8>, tensor<0xi32>, vector<2xi32>
}

func.func @g() -> tensor<1xcomplex<f32>> {
  %0 = arith.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  return %0 : tensor<1xcomplex<f32>>
}

func.func @h() {
  "foo.op"() {a = dense<["x"]> : tensor<1x!foo.s>, b = dense<[[5]]> : tensor<1x1xi64>, c = dense<[[1.5]]> : tensor<1x1xbf16>} : () -> ()
  return
}
