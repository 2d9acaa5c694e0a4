// RUN: gpuopt %s --convert-vector-to-scf --split-input-file | FileCheck %s
// n-D transfers lowered one dimension at a time through alloca buffers, as mlir-opt-19 does.

// CHECK: module {
// CHECK-NEXT:   func.func @r2(%arg0: memref<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %2 = vector.transfer_read %arg0[%arg1, %c0], %cst {in_bounds = [true]} : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT:       memref.store %2, %0[%arg1] : memref<4xvector<8xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     return %1 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 2-D static read: a buffer alloca, a type_cast, a loop over rows read in bounds. Expected text from mlir-opt-19.
func.func @r2(%m: memref<4x8xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %p : memref<4x8xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @w2(%arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     memref.store %arg1, %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:       scf.if %2 {
// CHECK-NEXT:         %3 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:         %4 = memref.load %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT:         vector.transfer_write %4, %arg0[%3, %arg2] : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 2-D write on a dynamic memref: memref.dim / affine.apply / cmpi and an scf.if per row. Expected text from mlir-opt-19.
func.func @w2(%m: memref<?x?xf32>, %v: vector<4x8xf32>, %i: index) {
  vector.transfer_write %v, %m[%i, %i] : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @r2d(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:         %5 = vector.transfer_read %arg0[%4, %arg1], %cst_0 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:         memref.store %5, %0[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     return %1 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 2-D dynamic read: the else branch stores the padding vector. Expected text from mlir-opt-19.
func.func @r2d(%m: memref<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @r3(%arg0: memref<2x3x4xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %2 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %4 = arith.cmpi slt, %3, %c3 : index
// CHECK-NEXT:         scf.if %4 {
// CHECK-NEXT:           %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:           %6 = vector.transfer_read %arg0[%arg2, %5, %c0], %cst_0 {in_bounds = [true]} : memref<2x3x4xf32>, vector<4xf32>
// CHECK-NEXT:           memref.store %6, %2[%arg2, %arg3] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:         } else {
// CHECK-NEXT:           memref.store %cst, %2[%arg2, %arg3] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     return %1 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 3-D static read: two nested loops, the middle dimension not in bounds. Expected text from mlir-opt-19.
func.func @r3(%m: memref<2x3x4xf32>, %i: index) -> vector<2x3x4xf32> {
  %p = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %i, %c0], %p : memref<2x3x4xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @w3(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     memref.store %arg2, %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:       scf.if %2 {
// CHECK-NEXT:         %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %4 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:         scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:           %5 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:           %6 = memref.load %4[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:           vector.transfer_write %6, %arg0[%3, %5, %arg1] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 3-D dynamic write with in_bounds = [false, true, false]. Expected text from mlir-opt-19.
func.func @w3(%m: memref<?x?x?xf32>, %i: index, %v: vector<2x3x4xf32>) {
  vector.transfer_write %v, %m[%i, %i, %i] {in_bounds = [false, true, false]} : vector<2x3x4xf32>, memref<?x?x?xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @w2s(%arg0: memref<4x8xi32>, %arg1: vector<4x8xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xi32>>
// CHECK-NEXT:     memref.store %arg1, %alloca[] : memref<vector<4x8xi32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4x8xi32>> to memref<4xvector<8xi32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %1 = memref.load %0[%arg2] : memref<4xvector<8xi32>>
// CHECK-NEXT:       vector.transfer_write %1, %arg0[%arg2, %c0] {in_bounds = [true]} : vector<8xi32>, memref<4x8xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 2-D static write of i32. Expected text from mlir-opt-19.
func.func @w2s(%m: memref<4x8xi32>, %v: vector<4x8xi32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0] : vector<4x8xi32>, memref<4x8xi32>
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @w3s(%arg0: memref<3x4x8xf16>, %arg1: vector<2x4x8xf16>, %arg2: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x4x8xf16>>
// CHECK-NEXT:     memref.store %arg1, %alloca[] : memref<vector<2x4x8xf16>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x4x8xf16>> to memref<2xvector<4x8xf16>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %2 = vector.type_cast %0 : memref<2xvector<4x8xf16>> to memref<2x4xvector<8xf16>>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT:         %3 = affine.apply #map1(%arg4)
// CHECK-NEXT:         %4 = arith.cmpi slt, %3, %c4 : index
// CHECK-NEXT:         scf.if %4 {
// CHECK-NEXT:           %5 = affine.apply #map1(%arg4)
// CHECK-NEXT:           %6 = memref.load %2[%arg3, %arg4] : memref<2x4xvector<8xf16>>
// CHECK-NEXT:           vector.transfer_write %6, %arg0[%1, %5, %arg2] : vector<8xf16>, memref<3x4x8xf16>
// CHECK-NEXT:         } else {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 3-D write of f16, in_bounds on the leading dimension only. Expected text from mlir-opt-19.
func.func @w3s(%m: memref<3x4x8xf16>, %v: vector<2x4x8xf16>, %i: index) {
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %m[%i, %c1, %i] {in_bounds = [true, false, false]} : vector<2x4x8xf16>, memref<3x4x8xf16>
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @r1(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT:         %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:         %6 = vector.insertelement %5, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT:         scf.yield %6 : vector<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 1-D read along a non-minor dimension: a scalar loop with insertelement. Expected text from mlir-opt-19.
func.func @r1(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided(%arg0: memref<8xf32, strided<[2]>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT:       %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT:         %5 = memref.load %arg0[%1] : memref<8xf32, strided<[2]>>
// CHECK-NEXT:         %6 = vector.insertelement %5, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT:         scf.yield %6 : vector<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 1-D read of a strided memref: a scalar loop. Expected text from mlir-opt-19.
func.func @strided(%m: memref<8xf32, strided<[2]>>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p : memref<8xf32, strided<[2]>>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @vecelem(%arg0: memref<4xvector<8xf32>>, %arg1: vector<8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0], %arg1 {in_bounds = [true]} : memref<4xvector<8xf32>>, vector<4x8xf32>
// CHECK-NEXT:     return %0 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// read from a memref of vectors. Expected text from mlir-opt-19.
func.func @vecelem(%m: memref<4xvector<8xf32>>, %p: vector<8xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<4xvector<8xf32>>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mask2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<4x8xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<vector<4x8xi1>>
// CHECK-NEXT:     %0 = vector.create_mask %arg2, %arg3 : vector<4x8xi1>
// CHECK-NEXT:     memref.store %0, %alloca_1[] : memref<vector<4x8xi1>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     %2 = vector.type_cast %alloca_1 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %4 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         %6 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:         %7 = memref.load %2[%arg4] : memref<4xvector<8xi1>>
// CHECK-NEXT:         %8 = vector.transfer_read %arg0[%6, %arg1], %cst_0, %7 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:         memref.store %8, %1[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %1[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     return %3 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 2-D read with a create_mask: the mask goes to its own buffer and is loaded per row. Expected text from mlir-opt-19.
func.func @mask2(%m: memref<?x?xf32>, %i: index, %a: index, %b: index) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %mask = vector.create_mask %a, %b : vector<4x8xi1>
  %v = vector.transfer_read %m[%i, %i], %p, %mask : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @maskw(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4x8xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<vector<4x8xi1>>
// CHECK-NEXT:     %0 = vector.constant_mask [2, 6] : vector<4x8xi1>
// CHECK-NEXT:     memref.store %0, %alloca_0[] : memref<vector<4x8xi1>>
// CHECK-NEXT:     memref.store %arg2, %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     %2 = vector.type_cast %alloca_0 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = memref.load %1[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT:       %5 = memref.load %2[%arg3] : memref<4xvector<8xi1>>
// CHECK-NEXT:       vector.transfer_write %4, %arg0[%3, %arg1], %5 : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 2-D write with a constant_mask. Expected text from mlir-opt-19.
func.func @maskw(%m: memref<?x?xf32>, %i: index, %v: vector<4x8xf32>) {
  %mask = vector.constant_mask [2, 6] : vector<4x8xi1>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true, false]} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mask3(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     %alloca_2 = memref.alloca() : memref<vector<2x3x4xi1>>
// CHECK-NEXT:     memref.store %arg2, %alloca_2[] : memref<vector<2x3x4xi1>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca_2 : memref<vector<2x3x4xi1>> to memref<2xvector<3x4xi1>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %6 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:         %7 = vector.type_cast %1 : memref<2xvector<3x4xi1>> to memref<2x3xvector<4xi1>>
// CHECK-NEXT:         scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:           %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:           %8 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:           %9 = arith.cmpi sgt, %dim_3, %8 : index
// CHECK-NEXT:           scf.if %9 {
// CHECK-NEXT:             %10 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:             %11 = memref.load %7[%arg3, %arg4] : memref<2x3xvector<4xi1>>
// CHECK-NEXT:             %12 = vector.transfer_read %arg0[%5, %10, %arg1], %cst_1, %11 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:             memref.store %12, %6[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:           } else {
// CHECK-NEXT:             memref.store %cst, %6[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst_0, %0[%arg3] : memref<2xvector<3x4xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     return %2 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 3-D read with a mask argument. Expected text from mlir-opt-19.
func.func @mask3(%m: memref<?x?x?xf32>, %i: index, %mask: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i, %i], %p, %mask : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bcast_inner(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:         %5 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %cst) -> (vector<8xf32>) {
// CHECK-NEXT:           %6 = memref.load %arg0[%4, %arg1] : memref<?x?xf32>
// CHECK-NEXT:           %7 = vector.insertelement %6, %arg4[%arg3 : index] : vector<8xf32>
// CHECK-NEXT:           scf.yield %7 : vector<8xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:         memref.store %5, %0[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     return %1 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// broadcast inner dimension: after one level, a 1-D broadcast read (scalar loop). Expected text from mlir-opt-19.
func.func @bcast_inner(%m: memref<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, 0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bcast_mask(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xi1>) -> vector<4x8xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<vector<4xi1>>
// CHECK-NEXT:     memref.store %arg2, %alloca_0[] : memref<vector<4xi1>>
// CHECK-NEXT:     %0 = memref.load %alloca_0[] : memref<vector<4xi1>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:       %5 = vector.extractelement %0[%arg3 : index] : vector<4xi1>
// CHECK-NEXT:       %6 = arith.andi %4, %5 : i1
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         %7 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %8 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %cst) -> (vector<8xf32>) {
// CHECK-NEXT:           %9 = memref.load %arg0[%7, %arg1] : memref<?x?xf32>
// CHECK-NEXT:           %10 = vector.insertelement %9, %arg5[%arg4 : index] : vector<8xf32>
// CHECK-NEXT:           scf.yield %10 : vector<8xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:         memref.store %8, %1[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %1[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT:     return %2 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// broadcast inner dimension with a 1-D mask: the mask bit guards each row. Expected text from mlir-opt-19.
func.func @bcast_mask(%m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d0, 0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mask1d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       %4 = vector.extractelement %arg2[%arg3 : index] : vector<4xi1>
// CHECK-NEXT:       %5 = arith.andi %3, %4 : i1
// CHECK-NEXT:       %6 = scf.if %5 -> (vector<4xf32>) {
// CHECK-NEXT:         %7 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:         %8 = vector.insertelement %7, %arg4[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:         scf.yield %8 : vector<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg4 : vector<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %6 : vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 1-D masked read along a non-minor dimension: mask bit and bounds check combined. Expected text from mlir-opt-19.
func.func @mask1d(%m: memref<?x?xf32>, %i: index, %mk: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p, %mk {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @r1bc(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT:     return %1 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 1-D all-broadcast read: a scalar load and a broadcast (first round). Expected text from mlir-opt-19.
func.func @r1bc(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @lead(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<8xf32> to vector<4x8xf32>
// CHECK-NEXT:     return %1 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// leading broadcast: a 1-D read and a broadcast (first round). Expected text from mlir-opt-19.
func.func @lead(%m: memref<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @lead3(%arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3x8xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<3x8xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<3x8xf32>> to memref<3xvector<8xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:         %6 = vector.transfer_read %arg0[%arg1, %5, %arg1], %cst_0 {in_bounds = [true]} : memref<?x?x?xf32>, vector<8xf32>
// CHECK-NEXT:         memref.store %6, %0[%arg2] : memref<3xvector<8xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg2] : memref<3xvector<8xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<3x8xf32>>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<3x8xf32> to vector<2x3x8xf32>
// CHECK-NEXT:     return %2 : vector<2x3x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// leading broadcast over a 2-D rest: reduced read, then lowered. Expected text from mlir-opt-19.
func.func @lead3(%m: memref<?x?x?xf32>, %i: index) -> vector<2x3x8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (0, d1, d2)>, in_bounds = [true, false, true]} : memref<?x?x?xf32>, vector<2x3x8xf32>
  return %v : vector<2x3x8xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @allb(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x3xf32> {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : f32 to vector<2x3xf32>
// CHECK-NEXT:     return %1 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// all-broadcast 2-D read: a scalar load and a broadcast. Expected text from mlir-opt-19.
func.func @allb(%m: memref<?x?xf32>, %i: index) -> vector<2x3xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, 0)>, in_bounds = [true, true]} : memref<?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @kern(%arg0: memref<16x32xf32>) kernel {
// CHECK-NEXT:       %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:       %c16 = arith.constant 16 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:       %alloca_1 = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:       scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %4 = affine.apply #map(%thread_id_x, %arg1)
// CHECK-NEXT:         %5 = arith.cmpi slt, %4, %c16 : index
// CHECK-NEXT:         scf.if %5 {
// CHECK-NEXT:           %6 = affine.apply #map(%thread_id_x, %arg1)
// CHECK-NEXT:           %7 = vector.transfer_read %arg0[%6, %c0], %cst_0 {in_bounds = [true]} : memref<16x32xf32>, vector<4xf32>
// CHECK-NEXT:           memref.store %7, %0[%arg1] : memref<2xvector<4xf32>>
// CHECK-NEXT:         } else {
// CHECK-NEXT:           memref.store %cst, %0[%arg1] : memref<2xvector<4xf32>>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = memref.load %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT:       %2 = arith.addf %1, %1 : vector<2x4xf32>
// CHECK-NEXT:       memref.store %2, %alloca_1[] : memref<vector<2x4xf32>>
// CHECK-NEXT:       %3 = vector.type_cast %alloca_1 : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:       scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %4 = affine.apply #map(%thread_id_x, %arg1)
// CHECK-NEXT:         %5 = arith.cmpi slt, %4, %c16 : index
// CHECK-NEXT:         scf.if %5 {
// CHECK-NEXT:           %6 = affine.apply #map(%thread_id_x, %arg1)
// CHECK-NEXT:           %7 = memref.load %3[%arg1] : memref<2xvector<4xf32>>
// CHECK-NEXT:           vector.transfer_write %7, %arg0[%6, %c0] {in_bounds = [true]} : vector<4xf32>, memref<16x32xf32>
// CHECK-NEXT:         } else {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// transfers inside a gpu.func kernel: buffers at the kernel's start. Expected text from mlir-opt-19.
gpu.module @k {
  gpu.func @kern(%m: memref<16x32xf32>) kernel {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %p = arith.constant 0.0 : f32
    %v = vector.transfer_read %m[%t, %c0], %p : memref<16x32xf32>, vector<2x4xf32>
    %w = arith.addf %v, %v : vector<2x4xf32>
    vector.transfer_write %w, %m[%t, %c0] : vector<2x4xf32>, memref<16x32xf32>
    gpu.return
  }
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: memref<8x8xf32>, %arg1: index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<vector<2x8xf32>>
// CHECK-NEXT:       %alloca_0 = memref.alloca() : memref<vector<2x8xf32>>
// CHECK-NEXT:       %0 = vector.type_cast %alloca : memref<vector<2x8xf32>> to memref<2xvector<8xf32>>
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %3 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT:         %4 = vector.transfer_read %arg0[%3, %c0], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<8xf32>
// CHECK-NEXT:         memref.store %4, %0[%arg3] : memref<2xvector<8xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = memref.load %alloca[] : memref<vector<2x8xf32>>
// CHECK-NEXT:       memref.store %1, %alloca_0[] : memref<vector<2x8xf32>>
// CHECK-NEXT:       %2 = vector.type_cast %alloca_0 : memref<vector<2x8xf32>> to memref<2xvector<8xf32>>
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %3 = memref.load %2[%arg3] : memref<2xvector<8xf32>>
// CHECK-NEXT:         vector.transfer_write %3, %arg0[%arg3, %arg2] : vector<8xf32>, memref<8x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// transfers in an scf.for: LLVM 19's scf.for is an allocation scope. Expected text from mlir-opt-19.
func.func @in_loop(%m: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x8xf32>
    vector.transfer_write %v, %m[%c0, %i] : vector<2x8xf32>, memref<8x8xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @tensor(%arg0: tensor<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:     return %0 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// transfer on a tensor: left alone (lower-tensors=false). Expected text from mlir-opt-19.
func.func @tensor(%t: tensor<4x8xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%c0, %c0], %p : tensor<4x8xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
