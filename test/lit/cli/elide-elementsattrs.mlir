// RUN: gpuopt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s
// RUN: gpuopt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=0 | FileCheck %s --check-prefix=ZERO
// RUN: gpuopt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not gpuopt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not gpuopt --mlir-elide-elementsattrs-if-larger %s 2>&1 | FileCheck %s --check-prefix=NEXT

// Dense elements attributes with more elements than the limit print as
// `dense_resource<__elided__>`, wherever they are (properties, attribute
// dictionaries, arrays); splats and attributes within the limit are kept, as
// mlir-opt-19 prints them.

// CHECK: module attributes {x.a = dense_resource<__elided__> : tensor<3xi1>, x.b = [dense<[1, 2]> : vector<2xi32>, {k = dense_resource<__elided__> : tensor<2x2xf16>}], x.c = dense<7> : tensor<3x3xi64>, x.d = dense<> : tensor<0xi32>, x.e = dense_resource<__elided__> : tensor<4xi8>} {
// ZERO: module attributes {x.a = dense_resource<__elided__> : tensor<3xi1>, x.b = [dense_resource<__elided__> : vector<2xi32>, {k = dense_resource<__elided__> : tensor<2x2xf16>}], x.c = dense<7> : tensor<3x3xi64>, x.d = dense<> : tensor<0xi32>, x.e = dense_resource<__elided__> : tensor<4xi8>} {
module attributes {x.a = dense<[true, false, true]> : tensor<3xi1>, x.b = [dense<[1, 2]> : vector<2xi32>, {k = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>}], x.c = dense<7> : tensor<3x3xi64>, x.d = dense<> : tensor<0xi32>, x.e = dense<"0x01020304"> : tensor<4xi8>} {
  // CHECK-LABEL: func.func @f
  func.func @f() -> (vector<4xi32>, vector<3xindex>, tensor<2xf32>) {
    // CHECK: %cst = arith.constant dense<0> : vector<4xi32>
    // CHECK: %cst_0 = arith.constant dense_resource<__elided__> : vector<3xindex>
    // CHECK: %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    // GENERIC: "arith.constant"() <{value = dense_resource<__elided__> : vector<3xindex>}> : () -> vector<3xindex>
    // GENERIC: "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %0 = arith.constant dense<0> : vector<4xi32>
    %1 = arith.constant dense<[0, 1, 2]> : vector<3xindex>
    %2 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    // CHECK: "x.op"() {v = dense_resource<__elided__> : tensor<3x1xi8>} : () -> ()
    "x.op"() {v = dense<[[1], [2], [3]]> : tensor<3x1xi8>} : () -> ()
    return %0, %1, %2 : vector<4xi32>, vector<3xindex>, tensor<2xf32>
  }
}

// BAD: gpuopt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
// NEXT: gpuopt: for the --mlir-elide-elementsattrs-if-larger option: '{{.*}}elide-elementsattrs.mlir' value invalid for uint argument!
