// RUN: gpuopt %s --canonicalize --split-input-file | FileCheck %s
// affine folds and canonicalizations: constant and identity affine.apply/min/max, maps composed
// with the affine.apply ops feeding them (dims that are valid symbols become symbols),
// one-result affine.min/max as affine.apply, empty and zero-trip affine.for, affine.if with
// a trivially true or false set, affine.if sets, affine.for bounds and load/store subscripts
// composed and canonicalized, constant bounds folded; expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: func.func @constants() -> (index, index, index, index, index) {
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: return %c17, %c3, %c7, %c3, %c3 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @constants() -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c3)[%c5]
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1, 4)>(%c3, %c5)
  %2 = affine.max affine_map<(d0) -> (d0 floordiv 2, 7)>(%c5)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%c3)
  %4 = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%c5)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @identity(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: return %arg0, %arg1, %arg0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @identity(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %1 = affine.min affine_map<()[s0] -> (s0)>()[%b]
  %2 = affine.max affine_map<(d0) -> (d0)>(%a)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 2 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 16)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @compose(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @compose(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0)
  %2 = affine.apply affine_map<(d0, d1) -> (d1 * 16 + d0)>(%0, %b)
  return %1, %2 : index, index
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @single_result_min_max(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @single_result_min_max(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0) -> (d0 + 1)>(%a)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%b]
  return %0, %1 : index, index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<10xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: affine.for %arg2 = 0 to 0 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loops(%A: memref<10xf32>, %x: f32) -> (f32, f32) {
  affine.for %i = 0 to 4 {
  }
  %r = affine.for %i = 5 to 5 iter_args(%s = %x) -> (f32) {
    %t = arith.addf %s, %s : f32
    affine.yield %t : f32
  }
  %q = affine.for %i = 0 to 8 iter_args(%s = %x) -> (f32) {
    affine.yield %s : f32
  }
  affine.for %i = 0 to 0 {
    affine.store %x, %A[%i] : memref<10xf32>
  }
  return %r, %q : f32, f32
}

// -----

// CHECK: #set = affine_set<()[s0] : (s0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @ifs(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[2] : memref<10xf32>
// CHECK-NEXT: affine.if #set()[%arg2] {
// CHECK-NEXT: affine.store %arg1, %arg0[3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @ifs(%A: memref<10xf32>, %x: f32, %n: index) -> f32 {
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %x, %A[0] : memref<10xf32>
  }
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %x, %A[1] : memref<10xf32>
  } else {
    affine.store %x, %A[2] : memref<10xf32>
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    affine.store %x, %A[3] : memref<10xf32>
  }
  return %r : f32
}

// -----

// CHECK: #set = affine_set<()[s0, s1] : (-s0 + s1 * 3 - 3 >= 0, s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_composed(%arg0: memref<100xf32>, %arg1: f32, %arg2: index, %arg3: index) {
// CHECK-NEXT: affine.if #set()[%arg3, %arg2] {
// CHECK-NEXT: affine.store %arg1, %arg0[5] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_composed(%A: memref<100xf32>, %x: f32, %i: index, %n: index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 - s0 + 7)>(%i)[%n]
  affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>(%0)[%n] {
    affine.store %x, %A[5] : memref<100xf32>
  }
  return
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 2 + 10)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0, s0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @bounds_and_subscripts(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1) * 2 + 1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[symbol(%arg1) * 2] : memref<100xf32>
// CHECK-NEXT: affine.for %arg3 = %arg1 to #map()[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.min #map1()[%arg1]
// CHECK-NEXT: affine.store %arg2, %arg0[symbol(%1)] : memref<100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @bounds_and_subscripts(%A: memref<100xf32>, %n: index, %x: f32) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  %v = affine.load %A[%0 + 1] : memref<100xf32>
  affine.store %v, %A[%0] : memref<100xf32>
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 10)>(%0) {
    affine.store %x, %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %c4 {
    affine.store %x, %A[%i] : memref<100xf32>
  }
  %m = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%n, %0)
  affine.store %x, %A[%m] : memref<100xf32>
  return
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> ((s0 + s1) mod 32 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg1, %arg0]
// CHECK-NEXT: return %arg0, %1, %2, %0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 mod 4)>(%0, %a)
  %2 = affine.apply affine_map<(d0, d1) -> (d1 + d0)>(%a, %b)
  %3 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) mod 32 + 1)>(%a)[%b]
  return %1, %2, %3, %0 : index, index, index, index
}
func.func @g(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %1 = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 2)>(%0, %i)
    %v = affine.load %A[%1] : memref<?xf32>
  }
  return
}
