// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// Every vector op gpuopt knows, in its custom form: loads and stores (nontemporal = false is
// not printed), transfers (a minor identity permutation_map and all-false in_bounds are left
// out, and so get no alias), static and dynamic positions, 0-D vectors, scalable vectors,
// reduction kinds with fastmath, print punctuation and strings, masks and contractions
// (iterator_types print as strings, kind is always printed), 0-D transfers, masks of
// scalable vectors and memrefs of vectors. Expected text is mlir-opt-19's.

func.func @mem(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>, %mask: vector<4xi1>, %p: f32) -> vector<4xf32> {
  %nf = vector.load %m[%i, %j] {nontemporal = false} : memref<?x?xf32>, vector<4xf32>
  %0 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  %n = vector.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %j], %p, %mask {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %b = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j], %mask {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  return %0 : vector<4xf32>
}
func.func @tensor(%t: tensor<?xf32>, %i: index, %v: vector<4xf32>, %p: f32) -> tensor<?xf32> {
  %1 = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  %2 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %2 : tensor<?xf32>
}
func.func @elem(%v: vector<4xf32>, %w: vector<2x4xf32>, %f: f32, %i: index, %c: i32, %s: vector<[4]xf32>, %z: vector<f32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.extract %w[1, %i] : f32 from vector<2x4xf32>
  %4 = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %5 = vector.insert %f, %w[1, %i] : f32 into vector<2x4xf32>
  %6 = vector.insert %v, %w[0] : vector<4xf32> into vector<2x4xf32>
  %7 = vector.extractelement %v[%i : index] : vector<4xf32>
  %8 = vector.extractelement %v[%c : i32] : vector<4xf32>
  %9 = vector.insertelement %f, %v[%i : index] : vector<4xf32>
  %10 = vector.splat %f : vector<4xf32>
  %11 = vector.reduction <add>, %v : vector<4xf32> into f32
  %12 = vector.reduction <maximumf>, %v, %f fastmath<fast> : vector<4xf32> into f32
  %13 = vector.fma %v, %v, %v : vector<4xf32>
  %14 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %15 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  %16 = vector.extractelement %z[] : vector<f32>
  %17 = vector.insertelement %f, %z[] : vector<f32>
  %18 = vector.broadcast %f : f32 to vector<[4]xf32>
  %19 = vector.extract %w[] : vector<2x4xf32> from vector<2x4xf32>
  vector.print %v : vector<4xf32>
  vector.print %f : f32 punctuation <comma>
  vector.print punctuation <newline>
  vector.print str "hello\n"
  vector.print %v : vector<4xf32> punctuation <no_punctuation>
  return
}
func.func @masks(%a: index, %b: index) {
  %0 = vector.create_mask %a, %b : vector<4x3xi1>
  %1 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %2 = vector.constant_mask [4] : vector<[4]xi1>
  %3 = vector.step : vector<4xindex>
  return
}
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %x: f32, %y: f32, %z: f32) -> vector<4x16xf32> {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %2 = vector.from_elements %x, %y, %z : vector<3xf32>
  return %0 : vector<4x16xf32>
}
func.func @e(%m: memref<f32>, %t: memref<?x?xf32>, %p: f32, %i: index, %v: vector<f32>, %s: vector<[4]xf32>, %k: vector<[4]xi1>, %mv: memref<?xvector<4xf32>>, %pv: vector<4xf32>, %pv2: vector<8xi32>) {
  %0 = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  vector.transfer_write %v, %m[] : vector<f32>, memref<f32>
  %1 = vector.transfer_read %t[%i, %i], %p, %k {in_bounds = [false]} : memref<?x?xf32>, vector<[4]xf32>
  %2 = vector.transfer_read %t[%i, %i], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  %3 = vector.transfer_read %mv[%i], %pv : memref<?xvector<4xf32>>, vector<2x4xf32>
  %4 = vector.transfer_read %t[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<[4]xf32>
  %5 = vector.load %t[%i, %i] : memref<?x?xf32>, vector<f32>
  %6 = vector.reduction <add>, %v : vector<f32> into f32
  %7 = vector.reduction <minsi>, %pv2 : vector<8xi32> into i32
  %8 = vector.broadcast %v : vector<f32> to vector<4xf32>
  %9 = vector.shape_cast %v : vector<f32> to vector<1xf32>
  %10 = vector.extract %s[1] : f32 from vector<[4]xf32>
  %11 = vector.insert %p, %v [] : f32 into vector<f32>
  vector.print str "a\"b\\c"
  vector.print %p : f32 punctuation <open>
  %12 = vector.create_mask %i : vector<[4]xi1>
  %13 = vector.splat %i : vector<4xindex>
  %14 = vector.bitcast %pv : vector<4xf32> to vector<16xi8>
  %15 = vector.from_elements %p : vector<f32>
  return
}

// CHECK:#map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1) -> (0)>
// CHECK-NEXT:#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT:#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT:#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT:#map6 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @mem(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: f32) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.load %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    %1 = vector.load %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    %2 = vector.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    vector.store %arg3, %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    %3 = vector.transfer_read %arg0[%arg1, %arg2], %arg5 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    %4 = vector.transfer_read %arg0[%arg1, %arg2], %arg5, %arg4 {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    %5 = vector.transfer_read %arg0[%arg1, %arg2], %arg5 {permutation_map = #map1} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT:    %6 = vector.transfer_read %arg0[%arg1, %arg2], %arg5 {in_bounds = [true], permutation_map = #map2} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:    vector.transfer_write %arg3, %arg0[%arg1, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:    vector.transfer_write %arg3, %arg0[%arg1, %arg2], %arg4 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:    return %1 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @tensor(%arg0: tensor<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: f32) -> tensor<?xf32> {
// CHECK-NEXT:    %0 = vector.transfer_read %arg0[%arg1], %arg3 : tensor<?xf32>, vector<4xf32>
// CHECK-NEXT:    %1 = vector.transfer_write %arg2, %arg0[%arg1] : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT:    return %1 : tensor<?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @elem(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: i32, %arg5: vector<[4]xf32>, %arg6: vector<f32>) {
// CHECK-NEXT:    %0 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT:    %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:    %2 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:    %3 = vector.extract %arg1[1, %arg3] : f32 from vector<2x4xf32>
// CHECK-NEXT:    %4 = vector.extract %arg1[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT:    %5 = vector.insert %arg2, %arg1 [1, %arg3] : f32 into vector<2x4xf32>
// CHECK-NEXT:    %6 = vector.insert %arg0, %arg1 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:    %7 = vector.extractelement %arg0[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:    %8 = vector.extractelement %arg0[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT:    %9 = vector.insertelement %arg2, %arg0[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:    %10 = vector.splat %arg2 : vector<4xf32>
// CHECK-NEXT:    %11 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:    %12 = vector.reduction <maximumf>, %arg0, %arg2 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT:    %13 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:    %14 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT:    %15 = vector.bitcast %arg0 : vector<4xf32> to vector<8xf16>
// CHECK-NEXT:    %16 = vector.extractelement %arg6[] : vector<f32>
// CHECK-NEXT:    %17 = vector.insertelement %arg2, %arg6[] : vector<f32>
// CHECK-NEXT:    %18 = vector.broadcast %arg2 : f32 to vector<[4]xf32>
// CHECK-NEXT:    %19 = vector.extract %arg1[] : vector<2x4xf32> from vector<2x4xf32>
// CHECK-NEXT:    vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:    vector.print %arg2 : f32 punctuation <comma>
// CHECK-NEXT:    vector.print
// CHECK-NEXT:    vector.print str "hello\0A"
// CHECK-NEXT:    vector.print %arg0 : vector<4xf32> punctuation <no_punctuation>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @masks(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %0 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK-NEXT:    %1 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:    %2 = vector.constant_mask [4] : vector<[4]xi1>
// CHECK-NEXT:    %3 = vector.step : vector<4xindex>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @contract(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: f32, %arg4: f32, %arg5: f32) -> vector<4x16xf32> {
// CHECK-NEXT:    %0 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT:    %1 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT:    %2 = vector.from_elements %arg3, %arg4, %arg5 : vector<3xf32>
// CHECK-NEXT:    return %0 : vector<4x16xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @e(%arg0: memref<f32>, %arg1: memref<?x?xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<[4]xf32>, %arg6: vector<[4]xi1>, %arg7: memref<?xvector<4xf32>>, %arg8: vector<4xf32>, %arg9: vector<8xi32>) {
// CHECK-NEXT:    %0 = vector.transfer_read %arg0[], %arg2 : memref<f32>, vector<f32>
// CHECK-NEXT:    vector.transfer_write %arg4, %arg0[] : vector<f32>, memref<f32>
// CHECK-NEXT:    %1 = vector.transfer_read %arg1[%arg3, %arg3], %arg2, %arg6 : memref<?x?xf32>, vector<[4]xf32>
// CHECK-NEXT:    %2 = vector.transfer_read %arg1[%arg3, %arg3], %arg2 {in_bounds = [true, false], permutation_map = #map6} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:    %3 = vector.transfer_read %arg7[%arg3], %arg8 : memref<?xvector<4xf32>>, vector<2x4xf32>
// CHECK-NEXT:    %4 = vector.transfer_read %arg1[%arg3, %arg3], %arg2, %arg6 {permutation_map = #map} : memref<?x?xf32>, vector<[4]xf32>
// CHECK-NEXT:    %5 = vector.load %arg1[%arg3, %arg3] : memref<?x?xf32>, vector<f32>
// CHECK-NEXT:    %6 = vector.reduction <add>, %arg4 : vector<f32> into f32
// CHECK-NEXT:    %7 = vector.reduction <minsi>, %arg9 : vector<8xi32> into i32
// CHECK-NEXT:    %8 = vector.broadcast %arg4 : vector<f32> to vector<4xf32>
// CHECK-NEXT:    %9 = vector.shape_cast %arg4 : vector<f32> to vector<1xf32>
// CHECK-NEXT:    %10 = vector.extract %arg5[1] : f32 from vector<[4]xf32>
// CHECK-NEXT:    %11 = vector.insert %arg2, %arg4 [] : f32 into vector<f32>
// CHECK-NEXT:    vector.print str "a\22b\\c"
// CHECK-NEXT:    vector.print %arg2 : f32 punctuation <open>
// CHECK-NEXT:    %12 = vector.create_mask %arg3 : vector<[4]xi1>
// CHECK-NEXT:    %13 = vector.splat %arg3 : vector<4xindex>
// CHECK-NEXT:    %14 = vector.bitcast %arg8 : vector<4xf32> to vector<16xi8>
// CHECK-NEXT:    %15 = vector.from_elements %arg2 : vector<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT:#map3 = affine_map<(d0, d1) -> (0)>
// GENERIC-NEXT:#map4 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT:#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT:#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT:#map8 = affine_map<() -> ()>
// GENERIC-NEXT:#map9 = affine_map<(d0, d1) -> (0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<?x?xf32>, index, index, vector<4xf32>, vector<4xi1>, f32) -> vector<4xf32>, sym_name = "mem"}> ({
// GENERIC-NEXT:  ^bb0(%arg29: memref<?x?xf32>, %arg30: index, %arg31: index, %arg32: vector<4xf32>, %arg33: vector<4xi1>, %arg34: f32):
// GENERIC-NEXT:    %45 = "vector.load"(%arg29, %arg30, %arg31) <{nontemporal = false}> : (memref<?x?xf32>, index, index) -> vector<4xf32>
// GENERIC-NEXT:    %46 = "vector.load"(%arg29, %arg30, %arg31) : (memref<?x?xf32>, index, index) -> vector<4xf32>
// GENERIC-NEXT:    %47 = "vector.load"(%arg29, %arg30, %arg31) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<4xf32>
// GENERIC-NEXT:    "vector.store"(%arg32, %arg29, %arg30, %arg31) : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:    %48 = "vector.transfer_read"(%arg29, %arg30, %arg31, %arg34) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC-NEXT:    %49 = "vector.transfer_read"(%arg29, %arg30, %arg31, %arg34, %arg33) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// GENERIC-NEXT:    %50 = "vector.transfer_read"(%arg29, %arg30, %arg31, %arg34) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
// GENERIC-NEXT:    %51 = "vector.transfer_read"(%arg29, %arg30, %arg31, %arg34) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC-NEXT:    "vector.transfer_write"(%arg32, %arg29, %arg30, %arg31) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:    "vector.transfer_write"(%arg32, %arg29, %arg30, %arg31, %arg33) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
// GENERIC-NEXT:    "func.return"(%46) : (vector<4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<?xf32>, index, vector<4xf32>, f32) -> tensor<?xf32>, sym_name = "tensor"}> ({
// GENERIC-NEXT:  ^bb0(%arg25: tensor<?xf32>, %arg26: index, %arg27: vector<4xf32>, %arg28: f32):
// GENERIC-NEXT:    %43 = "vector.transfer_read"(%arg25, %arg26, %arg28) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map4}> : (tensor<?xf32>, index, f32) -> vector<4xf32>
// GENERIC-NEXT:    %44 = "vector.transfer_write"(%arg27, %arg25, %arg26) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map4}> : (vector<4xf32>, tensor<?xf32>, index) -> tensor<?xf32>
// GENERIC-NEXT:    "func.return"(%44) : (tensor<?xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, f32, index, i32, vector<[4]xf32>, vector<f32>) -> (), sym_name = "elem"}> ({
// GENERIC-NEXT:  ^bb0(%arg18: vector<4xf32>, %arg19: vector<2x4xf32>, %arg20: f32, %arg21: index, %arg22: i32, %arg23: vector<[4]xf32>, %arg24: vector<f32>):
// GENERIC-NEXT:    %23 = "vector.broadcast"(%arg20) : (f32) -> vector<4xf32>
// GENERIC-NEXT:    %24 = "vector.broadcast"(%arg18) : (vector<4xf32>) -> vector<3x4xf32>
// GENERIC-NEXT:    %25 = "vector.extract"(%arg19) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %26 = "vector.extract"(%arg19, %arg21) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x4xf32>, index) -> f32
// GENERIC-NEXT:    %27 = "vector.extract"(%arg19) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> f32
// GENERIC-NEXT:    %28 = "vector.insert"(%arg20, %arg19, %arg21) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
// GENERIC-NEXT:    %29 = "vector.insert"(%arg18, %arg19) <{static_position = array<i64: 0>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:    %30 = "vector.extractelement"(%arg18, %arg21) : (vector<4xf32>, index) -> f32
// GENERIC-NEXT:    %31 = "vector.extractelement"(%arg18, %arg22) : (vector<4xf32>, i32) -> f32
// GENERIC-NEXT:    %32 = "vector.insertelement"(%arg20, %arg18, %arg21) : (f32, vector<4xf32>, index) -> vector<4xf32>
// GENERIC-NEXT:    %33 = "vector.splat"(%arg20) : (f32) -> vector<4xf32>
// GENERIC-NEXT:    %34 = "vector.reduction"(%arg18) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:    %35 = "vector.reduction"(%arg18, %arg20) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
// GENERIC-NEXT:    %36 = "vector.fma"(%arg18, %arg18, %arg18) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %37 = "vector.shape_cast"(%arg19) : (vector<2x4xf32>) -> vector<8xf32>
// GENERIC-NEXT:    %38 = "vector.bitcast"(%arg18) : (vector<4xf32>) -> vector<8xf16>
// GENERIC-NEXT:    %39 = "vector.extractelement"(%arg24) : (vector<f32>) -> f32
// GENERIC-NEXT:    %40 = "vector.insertelement"(%arg20, %arg24) : (f32, vector<f32>) -> vector<f32>
// GENERIC-NEXT:    %41 = "vector.broadcast"(%arg20) : (f32) -> vector<[4]xf32>
// GENERIC-NEXT:    %42 = "vector.extract"(%arg19) <{static_position = array<i64>}> : (vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:    "vector.print"(%arg18) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// GENERIC-NEXT:    "vector.print"(%arg20) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
// GENERIC-NEXT:    "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
// GENERIC-NEXT:    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
// GENERIC-NEXT:    "vector.print"(%arg18) <{punctuation = #vector.punctuation<no_punctuation>}> : (vector<4xf32>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index) -> (), sym_name = "masks"}> ({
// GENERIC-NEXT:  ^bb0(%arg16: index, %arg17: index):
// GENERIC-NEXT:    %19 = "vector.create_mask"(%arg16, %arg17) : (index, index) -> vector<4x3xi1>
// GENERIC-NEXT:    %20 = "vector.constant_mask"() <{mask_dim_sizes = [3, 2]}> : () -> vector<4x3xi1>
// GENERIC-NEXT:    %21 = "vector.constant_mask"() <{mask_dim_sizes = [4]}> : () -> vector<[4]xi1>
// GENERIC-NEXT:    %22 = "vector.step"() : () -> vector<4xindex>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>, f32, f32, f32) -> vector<4x16xf32>, sym_name = "contract"}> ({
// GENERIC-NEXT:  ^bb0(%arg10: vector<4x8xf32>, %arg11: vector<8x16xf32>, %arg12: vector<4x16xf32>, %arg13: f32, %arg14: f32, %arg15: f32):
// GENERIC-NEXT:    %16 = "vector.contract"(%arg10, %arg11, %arg12) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// GENERIC-NEXT:    %17 = "vector.contract"(%arg10, %arg11, %arg12) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// GENERIC-NEXT:    %18 = "vector.from_elements"(%arg13, %arg14, %arg15) : (f32, f32, f32) -> vector<3xf32>
// GENERIC-NEXT:    "func.return"(%16) : (vector<4x16xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<f32>, memref<?x?xf32>, f32, index, vector<f32>, vector<[4]xf32>, vector<[4]xi1>, memref<?xvector<4xf32>>, vector<4xf32>, vector<8xi32>) -> (), sym_name = "e"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<f32>, %arg1: memref<?x?xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<[4]xf32>, %arg6: vector<[4]xi1>, %arg7: memref<?xvector<4xf32>>, %arg8: vector<4xf32>, %arg9: vector<8xi32>):
// GENERIC-NEXT:    %0 = "vector.transfer_read"(%arg0, %arg2) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = #map8}> : (memref<f32>, f32) -> vector<f32>
// GENERIC-NEXT:    "vector.transfer_write"(%arg4, %arg0) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = #map8}> : (vector<f32>, memref<f32>) -> ()
// GENERIC-NEXT:    %1 = "vector.transfer_read"(%arg1, %arg3, %arg3, %arg2, %arg6) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<[4]xi1>) -> vector<[4]xf32>
// GENERIC-NEXT:    %2 = "vector.transfer_read"(%arg1, %arg3, %arg3, %arg2) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map9}> : (memref<?x?xf32>, index, index, f32) -> vector<2x4xf32>
// GENERIC-NEXT:    %3 = "vector.transfer_read"(%arg7, %arg3, %arg8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map4}> : (memref<?xvector<4xf32>>, index, vector<4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:    %4 = "vector.transfer_read"(%arg1, %arg3, %arg3, %arg2, %arg6) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<[4]xi1>) -> vector<[4]xf32>
// GENERIC-NEXT:    %5 = "vector.load"(%arg1, %arg3, %arg3) : (memref<?x?xf32>, index, index) -> vector<f32>
// GENERIC-NEXT:    %6 = "vector.reduction"(%arg4) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<f32>) -> f32
// GENERIC-NEXT:    %7 = "vector.reduction"(%arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minsi>}> : (vector<8xi32>) -> i32
// GENERIC-NEXT:    %8 = "vector.broadcast"(%arg4) : (vector<f32>) -> vector<4xf32>
// GENERIC-NEXT:    %9 = "vector.shape_cast"(%arg4) : (vector<f32>) -> vector<1xf32>
// GENERIC-NEXT:    %10 = "vector.extract"(%arg5) <{static_position = array<i64: 1>}> : (vector<[4]xf32>) -> f32
// GENERIC-NEXT:    %11 = "vector.insert"(%arg2, %arg4) <{static_position = array<i64>}> : (f32, vector<f32>) -> vector<f32>
// GENERIC-NEXT:    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "a\22b\\c"}> : () -> ()
// GENERIC-NEXT:    "vector.print"(%arg2) <{punctuation = #vector.punctuation<open>}> : (f32) -> ()
// GENERIC-NEXT:    %12 = "vector.create_mask"(%arg3) : (index) -> vector<[4]xi1>
// GENERIC-NEXT:    %13 = "vector.splat"(%arg3) : (index) -> vector<4xindex>
// GENERIC-NEXT:    %14 = "vector.bitcast"(%arg8) : (vector<4xf32>) -> vector<16xi8>
// GENERIC-NEXT:    %15 = "vector.from_elements"(%arg2) : (f32) -> vector<f32>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
