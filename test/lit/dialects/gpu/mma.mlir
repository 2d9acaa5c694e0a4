// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// The subgroup matrix ops and !gpu.mma_matrix, as mlir-opt-19 prints them (elementwise kinds after two spaces).

// CHECK:module {
// CHECK-NEXT:  func.func @mma(%arg0: memref<32x32xf16, 3>, %arg1: memref<32x32xf32>, %arg2: index, %arg3: f16, %arg4: f32) {
// CHECK-NEXT:    %0 = gpu.subgroup_mma_load_matrix %arg0[%arg2, %arg2] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:    %1 = gpu.subgroup_mma_load_matrix %arg0[%arg2, %arg2] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK-NEXT:    %2 = gpu.subgroup_mma_load_matrix %arg1[%arg2, %arg2] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:    %3 = gpu.subgroup_mma_compute %0, %1, %2 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:    %4 = gpu.subgroup_mma_compute %0, %1, %2 {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:    %5 = gpu.subgroup_mma_constant_matrix %arg4 : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:    %6 = gpu.subgroup_mma_elementwise  addf %3, %5 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:    %7 = gpu.subgroup_mma_elementwise  negatef %6 : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:    gpu.subgroup_mma_store_matrix %7, %arg1[%arg2, %arg2] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
// CHECK-NEXT:    gpu.subgroup_mma_store_matrix %7, %arg1[%arg2, %arg2] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @types(%arg0: !gpu.mma_matrix<16x16xsi8, "AOp">, %arg1: !gpu.mma_matrix<16x16xui8, "BOp">, %arg2: !gpu.mma_matrix<16x16xi32, "COp">) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @vector_memref(%arg0: memref<32xvector<4xf16>>, %arg1: index) {
// CHECK-NEXT:    %0 = gpu.subgroup_mma_load_matrix %arg0[%arg1] {leadDimension = 32 : index} : memref<32xvector<4xf16>> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @mma(%a: memref<32x32xf16, 3>, %c: memref<32x32xf32>, %i: index, %f: f16, %g: f32) {
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %At = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %C = gpu.subgroup_mma_load_matrix %c[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %At, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %D2 = gpu.subgroup_mma_compute %A, %At, %C {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %K = gpu.subgroup_mma_constant_matrix %g : !gpu.mma_matrix<16x16xf32, "COp">
  %E = gpu.subgroup_mma_elementwise addf %D, %K : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %E2 = gpu.subgroup_mma_elementwise negatef %E : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %E2, %c[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  gpu.subgroup_mma_store_matrix %E2, %c[%i, %i] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  return
}
func.func @types(%a: !gpu.mma_matrix<16x16xsi8, "AOp">, %b: !gpu.mma_matrix<16x16xui8, "BOp">, %c: !gpu.mma_matrix<16x16xi32, "COp">) {
  return
}
func.func @vector_memref(%a: memref<32xvector<4xf16>>, %i: index) {
  %m = gpu.subgroup_mma_load_matrix %a[%i] {leadDimension = 32 : index} : memref<32xvector<4xf16>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
