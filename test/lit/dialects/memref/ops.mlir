// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// memref alloc/alloca/dealloc/load/store/cast/dim.  Results are named
// %alloc, %alloca, %cast, %dim; a load is numbered.

// CHECK:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:module {
// CHECK-LABEL:  func.func @alloc(%arg0: index) {
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:    %alloc_1 = memref.alloc(%arg0, %arg0) {alignment = 16 : i64} : memref<?x?xi32>
// CHECK-NEXT:    %alloca = memref.alloca() : memref<8xf32>
// CHECK-NEXT:    %alloca_2 = memref.alloca(%arg0)[%arg0] : memref<?xf32, #map>
// CHECK-NEXT:    %alloc_3 = memref.alloc() : memref<16xf32, #gpu.address_space<global>>
// CHECK-NEXT:    memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:    memref.dealloc %alloc_0 : memref<4x4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @alloc(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4x4xf32>
  %c = memref.alloc(%n, %n) {alignment = 16} : memref<?x?xi32>
  %d = memref.alloca() : memref<8xf32>
  %e = memref.alloca(%n)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %f = memref.alloc() : memref<16xf32, #gpu.address_space<global>>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<4x4xf32>
  return
}

// CHECK-LABEL:  func.func @access(%arg0: memref<4x?xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT:    memref.store %arg1, %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT:    %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:    %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:    %2 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT:    memref.store %2, %alloca[] : memref<f32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @access(%m: memref<4x?xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %s = memref.alloca() : memref<f32>
  %2 = memref.load %s[] : memref<f32>
  memref.store %2, %s[] : memref<f32>
  return %1 : f32
}

// CHECK-LABEL:  func.func @cast_and_dim(%arg0: memref<4x4xf32>, %arg1: memref<*xf32>) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %cast : memref<?x?xf32> to memref<*xf32>
// CHECK-NEXT:    %cast_1 = memref.cast %arg1 : memref<*xf32> to memref<4x4xf32>
// CHECK-NEXT:    %dim = memref.dim %cast, %c1 : memref<?x?xf32>
// CHECK-NEXT:    %dim_2 = memref.dim %arg0, %c1 : memref<4x4xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
func.func @cast_and_dim(%m: memref<4x4xf32>, %u: memref<*xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  %3 = memref.dim %0, %c1 : memref<?x?xf32>
  %4 = memref.dim %m, %c1 : memref<4x4xf32>
  return %3 : index
}
// CHECK-NEXT:}

// GENERIC:    %10 = "memref.alloc"(%arg5) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT:    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
// GENERIC-NEXT:    %12 = "memref.alloc"(%arg5, %arg5) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xi32>
// GENERIC-NEXT:    %13 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
// GENERIC-NEXT:    %14 = "memref.alloca"(%arg5, %arg5) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>
// GENERIC-NEXT:    %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xf32, #gpu.address_space<global>>
// GENERIC:    %6 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x?xf32>, index, index) -> f32
// GENERIC:    %7 = "memref.load"(%arg2, %arg4, %arg4) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:    %8 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// GENERIC-NEXT:    %9 = "memref.load"(%8) : (memref<f32>) -> f32
// GENERIC:    %1 = "memref.cast"(%arg0) : (memref<4x4xf32>) -> memref<?x?xf32>
// GENERIC-NEXT:    %2 = "memref.cast"(%1) : (memref<?x?xf32>) -> memref<*xf32>
// GENERIC-NEXT:    %3 = "memref.cast"(%arg1) : (memref<*xf32>) -> memref<4x4xf32>
// GENERIC-NEXT:    %4 = "memref.dim"(%1, %0) : (memref<?x?xf32>, index) -> index
// GENERIC-NEXT:    %5 = "memref.dim"(%arg0, %0) : (memref<4x4xf32>, index) -> index
