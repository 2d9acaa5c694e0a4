// RUN: gpuopt %s --canonicalize | FileCheck %s --strict-whitespace --match-full-lines

// vector folds and canonicalizations (expected text from mlir-opt-19 --canonicalize):
// broadcast and splat of constants, broadcast(broadcast), identity broadcast, shape_cast and
// bitcast chains (shape_cast only when it only collapses or only expands), extract from
// broadcast/splat/extract/insert/constants, extractelement with a constant position, insert
// and insertelement of constants into constants, bitcast of splat constants (f16 -> f32 and
// narrow -> wide integers), one-element reductions, constant create_mask, in_bounds of
// transfers at constant indices, all-true transfer masks, tensor read-after-write
// forwarding, extract of from_elements and of shape_cast, shape_cast of broadcast,
// from_elements of one value, contract + add with a zero accumulator, tensor write-after-read,
// and unused pure or read-only ops.

func.func @broadcast_const() -> (vector<4xf32>, vector<2x4xi32>, vector<4xf32>) {
  %c = arith.constant 1.0 : f32
  %i = arith.constant 7 : i32
  %0 = vector.broadcast %c : f32 to vector<4xf32>
  %1 = vector.broadcast %i : i32 to vector<2x4xi32>
  %2 = vector.splat %c : vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<2x4xi32>, vector<4xf32>
}
func.func @broadcast_splat_vec() -> vector<2x4xf32> {
  %c = arith.constant dense<2.0> : vector<4xf32>
  %0 = vector.broadcast %c : vector<4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @broadcast_identity(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @broadcast_broadcast(%f: f32) -> vector<2x4xf32> {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
func.func @extract_broadcast(%f: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, f32, f32) {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[1] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.splat %f : vector<4xf32>
  %5 = vector.extract %4[3] : f32 from vector<4xf32>
  %6 = vector.extract %2[0, 1] : f32 from vector<3x4xf32>
  return %1, %3, %5, %6 : f32, vector<4xf32>, f32, f32
}
func.func @extract_const() -> (f32, vector<4xi32>, i32) {
  %c = arith.constant dense<3.0> : vector<2x4xf32>
  %0 = vector.extract %c[1, 1] : f32 from vector<2x4xf32>
  %d = arith.constant dense<5> : vector<2x4xi32>
  %1 = vector.extract %d[0] : vector<4xi32> from vector<2x4xi32>
  %e = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = vector.extract %e[2] : i32 from vector<4xi32>
  return %0, %1, %2 : f32, vector<4xi32>, i32
}
func.func @extract_empty(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @extract_extract(%v: vector<2x3x4xf32>) -> f32 {
  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<3x4xf32>
  return %1 : f32
}
func.func @extract_insert(%v: vector<2x4xf32>, %f: f32) -> (f32, f32) {
  %0 = vector.insert %f, %v [1, 2] : f32 into vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.extract %0[0, 2] : f32 from vector<2x4xf32>
  return %1, %2 : f32, f32
}
func.func @extractelement(%f: f32, %i: index) -> (f32, f32) {
  %c = arith.constant dense<4.0> : vector<4xf32>
  %0 = vector.extractelement %c[%i : index] : vector<4xf32>
  %s = vector.splat %f : vector<4xf32>
  %1 = vector.extractelement %s[%i : index] : vector<4xf32>
  return %0, %1 : f32, f32
}
func.func @shape_cast(%v: vector<2x4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
  %3 = vector.shape_cast %v : vector<2x4xf32> to vector<2x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %4 = vector.shape_cast %c : vector<2x4xf32> to vector<8xf32>
  return %1, %4, %3, %2 : vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>
}
func.func @bitcast(%v: vector<4xf32>) -> (vector<4xf32>, vector<4xi32>, vector<4xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  %1 = vector.bitcast %0 : vector<8xf16> to vector<4xf32>
  %2 = vector.bitcast %0 : vector<8xf16> to vector<4xi32>
  %3 = vector.bitcast %v : vector<4xf32> to vector<4xf32>
  return %1, %2, %3 : vector<4xf32>, vector<4xi32>, vector<4xf32>
}
func.func @insert_empty(%v: vector<4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %v, %w [] : vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @dead(%v: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  %0 = vector.fma %v, %v, %v : vector<4xf32>
  %1 = vector.reduction <add>, %v : vector<4xf32> into f32
  %2 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  return
}
func.func @extract_broadcast_rank(%f: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %2[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %3[0] : vector<4xf32> from vector<3x4xf32>
  return %1, %4 : vector<4xf32>, vector<4xf32>
}
func.func @bitcast_const() -> (vector<4xi32>, vector<2xf32>, vector<4xf32>) {
  %c = arith.constant dense<1> : vector<8xi16>
  %0 = vector.bitcast %c : vector<8xi16> to vector<4xi32>
  %h = arith.constant dense<1.0> : vector<4xf16>
  %1 = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %i = arith.constant dense<3> : vector<4xi32>
  %2 = vector.bitcast %i : vector<4xi32> to vector<4xf32>
  return %0, %1, %2 : vector<4xi32>, vector<2xf32>, vector<4xf32>
}
func.func @reduce_one(%v: vector<1xf32>, %a: f32) -> (f32, f32) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %v, %a : vector<1xf32> into f32
  return %0, %1 : f32, f32
}
func.func @masks() -> (vector<4x3xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = vector.create_mask %c3, %c2 : vector<4x3xi1>
  %1 = vector.constant_mask [4] : vector<4xi1>
  return %0, %1 : vector<4x3xi1>, vector<4xi1>
}
func.func @insert_const(%v: vector<4xf32>) -> vector<4xf32> {
  %c = arith.constant 1.0 : f32
  %d = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.insert %c, %d [1] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @insertelement_const() -> vector<4xf32> {
  %c = arith.constant 1.0 : f32
  %i = arith.constant 2 : index
  %d = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.insertelement %c, %d[%i : index] : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @extractelement_const() -> f32 {
  %i = arith.constant 2 : index
  %d = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : vector<4xf32>
  %0 = vector.extractelement %d[%i : index] : vector<4xf32>
  return %0 : f32
}
func.func @fma_const() -> vector<4xf32> {
  %d = arith.constant dense<2.0> : vector<4xf32>
  %0 = vector.fma %d, %d, %d : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @transfer(%m: memref<4xf32>, %p: f32, %i: index, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_read %m[%c0], %p : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%c0] : vector<4xf32>, memref<4xf32>
  return %0 : vector<4xf32>
}
func.func @broadcast_shape_cast(%v: vector<4xf32>) -> vector<1x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %1 = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %2 = vector.shape_cast %1 : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<1x4xf32>
}
func.func @from_elements(%a: f32, %b: f32) -> (f32, f32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.extract %0[1] : f32 from vector<2xf32>
  %c = arith.constant 1.0 : f32
  %2 = vector.from_elements %c, %c : vector<2xf32>
  %3 = vector.extract %2[0] : f32 from vector<2xf32>
  return %1, %3 : f32, f32
}
func.func @insert_extract(%v: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.insert %0, %v [1] : vector<4xf32> into vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
func.func @shape_cast_broadcast(%f: f32, %v: vector<4xf32>) -> (vector<8xf32>, vector<1x4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.shape_cast %0 : vector<2x4xf32> to vector<8xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<1x1x4xf32>
  %3 = vector.shape_cast %2 : vector<1x1x4xf32> to vector<1x4xf32>
  return %1, %3 : vector<8xf32>, vector<1x4xf32>
}
func.func @extract_shape_cast(%v: vector<8xf32>) -> f32 {
  %0 = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  %1 = vector.extract %0[1, 1] : f32 from vector<2x4xf32>
  return %1 : f32
}
func.func @shape_cast_const() -> vector<2x2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.shape_cast %c : vector<4xi32> to vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
func.func @masked(%m: memref<8xf32>, %p: f32, %i: index) -> vector<4xf32> {
  %k = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.transfer_read %m[%i], %p, %k : memref<8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @waw(%m: memref<8xf32>, %v: vector<4xf32>, %w: vector<4xf32>, %i: index) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  vector.transfer_write %w, %m[%i] : vector<4xf32>, memref<8xf32>
  return
}
func.func @tensor_raw(%t: tensor<8xf32>, %v: vector<4xf32>, %p: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_read %0[%c0], %p : tensor<8xf32>, vector<4xf32>
  return %1 : vector<4xf32>
}
func.func @broadcast_scalar_vec1(%v: vector<1xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<4xf32>
  %1 = vector.extract %0[2] : f32 from vector<4xf32>
  %2 = vector.broadcast %1 : f32 to vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @splat_extract(%f: f32) -> vector<4xf32> {
  %0 = vector.splat %f : vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  return %1 : vector<4xf32>
}
func.func @reduce_const() -> f32 {
  %c = arith.constant dense<1.0> : vector<4xf32>
  %0 = vector.reduction <add>, %c : vector<4xf32> into f32
  return %0 : f32
}
func.func @insert_broadcast(%f: f32, %g: f32) -> vector<4xf32> {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.insert %g, %0 [0] : f32 into vector<4xf32>
  %2 = vector.insert %f, %1 [0] : f32 into vector<4xf32>
  return %2 : vector<4xf32>
}
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @fe(%x: f32) -> vector<2xf32> {
  %0 = vector.from_elements %x, %x : vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @cadd(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {
  %z = arith.constant dense<0.0> : vector<4x16xf32>
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = arith.addf %0, %c : vector<4x16xf32>
  return %1 : vector<4x16xf32>
}
func.func @ins_splat(%f: f32) -> vector<4xf32> {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.insert %f, %0 [1] : f32 into vector<4xf32>
  return %1 : vector<4xf32>
}
func.func @war(%t: tensor<8xf32>, %p: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32>
  %1 = vector.transfer_write %0, %t[%c0] : vector<4xf32>, tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func @ee0(%v: vector<f32>) -> f32 {
  %0 = vector.extractelement %v[] : vector<f32>
  return %0 : f32
}
func.func @cadd_int(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32, %d: f32, %x: vector<4xf32>) -> (i32, f32, f32) {
  %z = arith.constant 0 : i32
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %z : vector<4xi32>, vector<4xi32> into i32
  %1 = arith.addi %c, %0 : i32
  %nz = arith.constant -0.0 : f32
  %2 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %x, %nz : vector<4xf32>, vector<4xf32> into f32
  %3 = arith.addf %2, %d : f32
  %one = arith.constant 1.0 : f32
  %4 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %x, %one : vector<4xf32>, vector<4xf32> into f32
  %5 = arith.addf %4, %d : f32
  return %1, %3, %5 : i32, f32, f32
}
func.func @fe0(%x: f32, %y: f32) -> (vector<f32>, vector<2xf32>) {
  %0 = vector.from_elements %x : vector<f32>
  %1 = vector.from_elements %x, %y : vector<2xf32>
  return %0, %1 : vector<f32>, vector<2xf32>
}

// CHECK:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT:#map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map4 = affine_map<(d0) -> ()>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @broadcast_const() -> (vector<4xf32>, vector<2x4xi32>, vector<4xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<7> : vector<2x4xi32>
// CHECK-NEXT:    return %cst, %cst_0, %cst : vector<4xf32>, vector<2x4xi32>, vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @broadcast_splat_vec() -> vector<2x4xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<2.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:    return %cst : vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @broadcast_identity(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @broadcast_broadcast(%arg0: f32) -> vector<2x4xf32> {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT:    return %0 : vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_broadcast(%arg0: f32, %arg1: vector<4xf32>) -> (f32, vector<4xf32>, f32, f32) {
// CHECK-NEXT:    %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT:    return %arg0, %arg1, %arg0, %0 : f32, vector<4xf32>, f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_const() -> (f32, vector<4xi32>, i32) {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    return %cst, %cst_0, %c3_i32 : f32, vector<4xi32>, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_empty(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_extract(%arg0: vector<2x3x4xf32>) -> f32 {
// CHECK-NEXT:    %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_insert(%arg0: vector<2x4xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:    %0 = vector.extract %arg0[0, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT:    return %arg1, %0 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extractelement(%arg0: f32, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:    %cst = arith.constant dense<4.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %0 = vector.extractelement %cst[%arg1 : index] : vector<4xf32>
// CHECK-NEXT:    %1 = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT:    %2 = vector.extractelement %1[%arg1 : index] : vector<4xf32>
// CHECK-NEXT:    return %0, %2 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @shape_cast(%arg0: vector<2x4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT:    %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT:    %1 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
// CHECK-NEXT:    return %arg0, %cst, %arg0, %1 : vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @bitcast(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<4xi32>, vector<4xf32>) {
// CHECK-NEXT:    %0 = vector.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:    return %arg0, %0, %arg0 : vector<4xf32>, vector<4xi32>, vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @insert_empty(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dead(%arg0: vector<4xf32>, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_broadcast_rank(%arg0: f32, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:    return %0, %arg1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @bitcast_const() -> (vector<4xi32>, vector<2xf32>, vector<4xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<65537> : vector<4xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<0.00782680511> : vector<2xf32>
// CHECK-NEXT:    %0 = vector.bitcast %cst : vector<4xi32> to vector<4xf32>
// CHECK-NEXT:    return %cst_0, %cst_1, %0 : vector<4xi32>, vector<2xf32>, vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @reduce_one(%arg0: vector<1xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:    %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:    %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:    %2 = arith.mulf %1, %arg1 : f32
// CHECK-NEXT:    return %0, %2 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @masks() -> (vector<4x3xi1>, vector<4xi1>) {
// CHECK-NEXT:    %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:    %1 = vector.constant_mask [4] : vector<4xi1>
// CHECK-NEXT:    return %0, %1 : vector<4x3xi1>, vector<4xi1>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @insert_const(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-NEXT:    return %cst : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @insertelement_const() -> vector<4xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-NEXT:    return %cst : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extractelement_const() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @fma_const() -> vector<4xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %0 = vector.fma %cst, %cst, %cst : vector<4xf32>
// CHECK-NEXT:    return %0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @transfer(%arg0: memref<4xf32>, %arg1: f32, %arg2: index, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = vector.transfer_read %arg0[%c0], %arg1 {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
// CHECK-NEXT:    vector.transfer_write %arg3, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
// CHECK-NEXT:    return %0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @broadcast_shape_cast(%arg0: vector<4xf32>) -> vector<1x4xf32> {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:    return %0 : vector<1x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @from_elements(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %arg1, %cst : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @insert_extract(%arg0: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:    %0 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:    %1 = vector.insert %0, %arg0 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:    return %1 : vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @shape_cast_broadcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<8xf32>, vector<1x4xf32>) {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<8xf32>
// CHECK-NEXT:    %1 = vector.broadcast %arg1 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:    return %0, %1 : vector<8xf32>, vector<1x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extract_shape_cast(%arg0: vector<8xf32>) -> f32 {
// CHECK-NEXT:    %0 = vector.extract %arg0[5] : f32 from vector<8xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @shape_cast_const() -> vector<2x2xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:    %0 = vector.shape_cast %cst : vector<4xi32> to vector<2x2xi32>
// CHECK-NEXT:    return %0 : vector<2x2xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @masked(%arg0: memref<8xf32>, %arg1: f32, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.transfer_read %arg0[%arg2], %arg1 : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:    return %0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @waw(%arg0: memref<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index) {
// CHECK-NEXT:    vector.transfer_write %arg1, %arg0[%arg3] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:    vector.transfer_write %arg2, %arg0[%arg3] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @tensor_raw(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:    return %arg1 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @broadcast_scalar_vec1(%arg0: vector<1xf32>) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:    %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT:    return %1 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @splat_extract(%arg0: f32) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:    return %0 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @reduce_const() -> f32 {
// CHECK-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %0 = vector.reduction <add>, %cst : vector<4xf32> into f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @insert_broadcast(%arg0: f32, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:    %1 = vector.insert %arg1, %0 [0] : f32 into vector<4xf32>
// CHECK-NEXT:    %2 = vector.insert %arg0, %1 [0] : f32 into vector<4xf32>
// CHECK-NEXT:    return %2 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @fe(%arg0: f32) -> vector<2xf32> {
// CHECK-NEXT:    %0 = vector.splat %arg0 : vector<2xf32>
// CHECK-NEXT:    return %0 : vector<2xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cadd(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>) -> vector<4x16xf32> {
// CHECK-NEXT:    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT:    return %0 : vector<4x16xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @ins_splat(%arg0: f32) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:    %1 = vector.insert %arg0, %0 [1] : f32 into vector<4xf32>
// CHECK-NEXT:    return %1 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @war(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT:    return %arg0 : tensor<8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @ee0(%arg0: vector<f32>) -> f32 {
// CHECK-NEXT:    %0 = vector.extractelement %arg0[] : vector<f32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cadd_int(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32, %arg3: f32, %arg4: vector<4xf32>) -> (i32, f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xi32>, vector<4xi32> into i32
// CHECK-NEXT:    %1 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg4, %arg4, %cst_0 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT:    %2 = arith.addf %1, %arg3 : f32
// CHECK-NEXT:    %3 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg4, %arg4, %cst : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT:    %4 = arith.addf %3, %arg3 : f32
// CHECK-NEXT:    return %0, %2, %4 : i32, f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @fe0(%arg0: f32, %arg1: f32) -> (vector<f32>, vector<2xf32>) {
// CHECK-NEXT:    %0 = vector.splat %arg0 : vector<f32>
// CHECK-NEXT:    %1 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT:    return %0, %1 : vector<f32>, vector<2xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
