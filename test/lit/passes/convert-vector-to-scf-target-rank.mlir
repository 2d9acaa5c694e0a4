// RUN: gpuopt %s --convert-vector-to-scf=target-rank=2 --split-input-file | FileCheck %s
// target-rank=2: 2-D transfers stay, 3-D ones lose one dimension; 1-D ones stay as they are.

// CHECK: module {
// CHECK-NEXT:   func.func @r2(%arg0: memref<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:     return %0 : vector<4x8xf32>
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

// CHECK: module {
// CHECK-NEXT:   func.func @r3(%arg0: memref<2x3x4xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %2 = vector.transfer_read %arg0[%arg2, %arg1, %c0], %cst {in_bounds = [false, true]} : memref<2x3x4xf32>, vector<3x4xf32>
// CHECK-NEXT:       memref.store %2, %0[%arg2] : memref<2xvector<3x4xf32>>
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
// CHECK-NEXT:         %4 = memref.load %0[%arg3] : memref<2xvector<3x4xf32>>
// CHECK-NEXT:         vector.transfer_write %4, %arg0[%3, %arg1, %arg1] {in_bounds = [true, false]} : vector<3x4xf32>, memref<?x?x?xf32>
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

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mask3(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<vector<2x3x4xi1>>
// CHECK-NEXT:     memref.store %arg2, %alloca_1[] : memref<vector<2x3x4xi1>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca_1 : memref<vector<2x3x4xi1>> to memref<2xvector<3x4xi1>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %6 = memref.load %1[%arg3] : memref<2xvector<3x4xi1>>
// CHECK-NEXT:         %7 = vector.transfer_read %arg0[%5, %arg1, %arg1], %cst_0, %6 : memref<?x?x?xf32>, vector<3x4xf32>
// CHECK-NEXT:         memref.store %7, %0[%arg3] : memref<2xvector<3x4xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg3] : memref<2xvector<3x4xf32>>
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

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @r1(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
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

// CHECK: module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @kern(%arg0: memref<16x32xf32>) kernel {
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %0 = vector.transfer_read %arg0[%thread_id_x, %c0], %cst {in_bounds = [false, true]} : memref<16x32xf32>, vector<2x4xf32>
// CHECK-NEXT:       %1 = arith.addf %0, %0 : vector<2x4xf32>
// CHECK-NEXT:       vector.transfer_write %1, %arg0[%thread_id_x, %c0] {in_bounds = [false, true]} : vector<2x4xf32>, memref<16x32xf32>
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
