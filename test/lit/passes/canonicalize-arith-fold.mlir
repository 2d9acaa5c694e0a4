// RUN: gpuopt %s --canonicalize | FileCheck %s
// Folds that mlir-opt-19's --canonicalize makes, in its order: arith ops on constants
// (vectors, NaNs, bf16), memref.cast into memref.subview, memref.dim and other casts, and
// where the greedy driver leaves folded constants. Found by `python -m tools.fuzz canon`;
// the CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @vector_casts_and_negf() -> (vector<4xindex>, vector<4xf32>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[3, 4294967295, 1, 7]> : vector<4xindex>
// CHECK-NEXT: %cst_0 = arith.constant dense<[-2.560000e+02, -2.550000e+02, -5.000000e-01, -0.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[false, false, true, false]> : vector<4xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : vector<4xindex>, vector<4xf32>, vector<4xi1>, vector<4xi1>
func.func @vector_casts_and_negf() -> (vector<4xindex>, vector<4xf32>, vector<4xi1>, vector<4xi1>) {
  %i = arith.constant dense<[3, -1, 1, 7]> : vector<4xi32>
  %u = arith.index_castui %i : vector<4xi32> to vector<4xindex>
  %f = arith.constant dense<[256.0, 255.0, 0.5, 0.0]> : vector<4xf32>
  %n = arith.negf %f : vector<4xf32>
  %a = arith.constant dense<[3, -112, 91, -10]> : vector<4xi8>
  %b = arith.constant dense<7> : vector<4xi8>
  %c = arith.cmpi sge, %a, %b : vector<4xi8>
  %t = arith.constant dense<true> : vector<4xi1>
  %m = arith.minsi %t, %c : vector<4xi1>
  return %u, %n, %c, %m : vector<4xindex>, vector<4xf32>, vector<4xi1>, vector<4xi1>
}

// CHECK-LABEL: func.func @splat_results_and_identities(%arg0: vector<4xi1>, %arg1: i16) -> (vector<4xi64>, vector<4xi1>, i16, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<4xi64>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: return %cst, %cst_0, %arg1, %true : vector<4xi64>, vector<4xi1>, i16, i1
func.func @splat_results_and_identities(%x: vector<4xi1>, %y: i16) -> (vector<4xi64>, vector<4xi1>, i16, i1) {
  %a = arith.constant dense<[7, -9, 63, 5]> : vector<4xi64>
  %q = arith.floordivsi %a, %a : vector<4xi64>
  %ones = arith.constant dense<true> : vector<4xi1>
  %o = arith.ori %x, %ones : vector<4xi1>
  %max = arith.constant 32767 : i16
  %mn = arith.minsi %y, %max : i16
  %t = arith.constant true
  %d = arith.divsi %t, %t : i1
  return %q, %o, %mn, %d : vector<4xi64>, vector<4xi1>, i16, i1
}

// CHECK-LABEL: func.func @nans(%arg0: f16) -> (f32, f16, f32, f16, f16) {
// CHECK-NEXT: %cst = arith.constant 0x7FFE : f16
// CHECK-NEXT: %cst_0 = arith.constant 0xFE00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7C01 : f16
// CHECK-NEXT: %cst_3 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %0 = arith.maximumf %arg0, %cst_2 : f16
// CHECK-NEXT: return %cst_3, %0, %cst_1, %cst_0, %cst : f32, f16, f32, f16, f16
func.func @nans(%x: f16) -> (f32, f16, f32, f16, f16) {
  %v = arith.constant -2.5 : f32
  %nan = arith.constant 0xFFC00000 : f32
  %m = arith.minimumf %v, %nan : f32
  %s = arith.constant 0x7C01 : f16
  %k = arith.maximumf %x, %s : f16
  %sn = arith.constant 0xFF800001 : f32
  %big = arith.constant 65504.0 : f32
  %p = arith.mulf %sn, %big : f32
  %d = arith.constant 0xFFF8000000000000 : f64
  %t = arith.truncf %d : f64 to f16
  %bits = arith.constant 32766 : i16
  %bc = arith.bitcast %bits : i16 to f16
  return %m, %k, %p, %t, %bc : f32, f16, f32, f16, f16
}

// CHECK-LABEL: func.func @bf16_rounding() -> (bf16, bf16, f16) {
// CHECK-NEXT: %cst = arith.constant 0x7F80 : bf16
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant -7.629390e-06 : f16
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : bf16, bf16, f16
func.func @bf16_rounding() -> (bf16, bf16, f16) {
  %a = arith.constant 3.5e+38 : bf16
  %b = arith.constant 1.00390625 : bf16
  %c = arith.constant 0x8080 : bf16
  %d = arith.bitcast %c : bf16 to f16
  return %a, %b, %d : bf16, bf16, f16
}

// CHECK-LABEL: func.func @shifts_and_ceildiv() -> (vector<4xi8>, i16, vector<4xi16>, vector<4xi16>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[false, true, true, true]> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 12852, 8391, 0]> : vector<4xi16>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 7812, -28711, 1]> : vector<4xi16>
// CHECK-NEXT: %c31428_i16 = arith.constant 31428 : i16
// CHECK-NEXT: %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT: %cst_3 = arith.constant dense<[0, 127, 0, -1]> : vector<4xi8>
// CHECK-NEXT: %0 = arith.ceildivsi %c-32768_i16, %c31428_i16 : i16
// CHECK-NEXT: return %cst_3, %0, %cst_2, %cst_1, %cst_0, %cst : vector<4xi8>, i16, vector<4xi16>, vector<4xi16>, vector<4xi1>, vector<4xi1>
func.func @shifts_and_ceildiv() -> (vector<4xi8>, i16, vector<4xi16>, vector<4xi16>, vector<4xi1>, vector<4xi1>) {
  %a = arith.constant dense<-1> : vector<4xi8>
  %b = arith.constant dense<[-128, 1, 9, 0]> : vector<4xi8>
  %s = arith.shrui %a, %b : vector<4xi8>
  %min = arith.constant -32768 : i16
  %p = arith.constant 31428 : i16
  %c = arith.ceildivsi %min, %p : i16
  %m = arith.constant dense<[-1, -29022, 23451, -1]> : vector<4xi16>
  %lo, %hi = arith.mulsi_extended %m, %m : vector<4xi16>
  %x = arith.constant dense<[false, true, true, true]> : vector<4xi1>
  %sum, %ov = arith.addui_extended %x, %x : vector<4xi1>, vector<4xi1>
  return %s, %c, %lo, %hi, %sum, %ov : vector<4xi8>, i16, vector<4xi16>, vector<4xi16>, vector<4xi1>, vector<4xi1>
}

// CHECK-LABEL: func.func @select_vector_condition() -> vector<4xf16> {
// CHECK-NEXT: %cst = arith.constant dense<[5.000000e+00, 6.000000e+00, 7.000000e+00, 4.000000e+00]> : vector<4xf16>
// CHECK-NEXT: return %cst : vector<4xf16>
func.func @select_vector_condition() -> vector<4xf16> {
  %c = arith.constant dense<[false, false, false, true]> : vector<4xi1>
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf16>
  %b = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : vector<4xf16>
  %s = arith.select %c, %a, %b : vector<4xi1>, vector<4xf16>
  return %s : vector<4xf16>
}

// CHECK-LABEL: func.func @subview_of_cast(%arg0: memref<8x16xf32>) -> (memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1]>>) {
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [4, 2] [1, 1] : memref<8x16xf32> to memref<4x2xf32, strided<[16, 1], offset: 18>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x2xf32, strided<[16, 1], offset: 18>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast, %cast_0 : memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1]>>
func.func @subview_of_cast(%m: memref<8x16xf32>) -> (memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1]>>) {
  %cast = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %cast[%c1, 2] [4, %c2] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %all = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  %back = memref.cast %all : memref<8x16xf32, strided<[16, 1]>> to memref<?x?xf32, strided<[?, 1]>>
  return %sv, %back : memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1]>>
}

// CHECK-LABEL: func.func @floordivsi_last_element() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<[7, 9]> : vector<2xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 2]> : vector<2xi8>
// CHECK-NEXT: %cst_1 = arith.constant dense<[2, 0]> : vector<2xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<[7, 4]> : vector<2xi8>
// CHECK-NEXT: %0 = arith.floordivsi %cst, %cst_1 : vector<2xi8>
// CHECK-NEXT: %1 = arith.divsi %cst, %cst_0 : vector<2xi8>
// CHECK-NEXT: return %cst_2, %0, %1 : vector<2xi8>, vector<2xi8>, vector<2xi8>
func.func @floordivsi_last_element() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[7, 9]> : vector<2xi8>
  %z0 = arith.constant dense<[0, 2]> : vector<2xi8>
  %z1 = arith.constant dense<[2, 0]> : vector<2xi8>
  %r0 = arith.floordivsi %a, %z0 : vector<2xi8>
  %r1 = arith.floordivsi %a, %z1 : vector<2xi8>
  %r2 = arith.divsi %a, %z0 : vector<2xi8>
  return %r0, %r1, %r2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @fold_order(%arg0: i32) -> (i64, f32, i64, i32, i64) {
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: return %c64_i64, %cst, %c1_i64, %arg0, %c64_i64 : i64, f32, i64, i32, i64
func.func @fold_order(%a: i32) -> (i64, f32, i64, i32, i64) {
  %c = arith.constant 64 : i64
  %f = arith.constant 2.0 : f32
  %x = arith.andi %c, %c : i64
  %one = arith.constant 1 : i64
  %y = arith.bitcast %one : i64 to i64
  %z = arith.bitcast %a : i32 to i32
  %m = arith.minsi %c, %c : i64
  return %x, %f, %y, %z, %m : i64, f32, i64, i32, i64
}

// CHECK-LABEL: func.func @mulsi_extended_by_one(%arg0: i1, %arg1: vector<4xi8>) -> (i1, i1, vector<4xi8>, vector<4xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %true : i1
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %cst : vector<4xi8>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<4xi1> to vector<4xi8>
// CHECK-NEXT: return %low, %high, %arg1, %1 : i1, i1, vector<4xi8>, vector<4xi8>
func.func @mulsi_extended_by_one(%a: i1, %b: vector<4xi8>) -> (i1, i1, vector<4xi8>, vector<4xi8>) {
  %t = arith.constant true
  %l, %h = arith.mulsi_extended %a, %t : i1
  %o = arith.constant dense<1> : vector<4xi8>
  %l2, %h2 = arith.mulsi_extended %b, %o : vector<4xi8>
  return %l, %h, %l2, %h2 : i1, i1, vector<4xi8>, vector<4xi8>
}

// CHECK-LABEL: func.func @memref_dim(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x16xf32> to memref<?x16xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %arg1 : memref<?x16xf32>
// CHECK-NEXT: return %dim, %c8, %arg2 : index, index, index
func.func @memref_dim(%m: memref<8x16xf32>, %i: index, %n: index) -> (index, index, index) {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x16xf32>
  %d = memref.dim %c, %i : memref<?x16xf32>
  %c0 = arith.constant 0 : index
  %e = memref.dim %c, %c0 : memref<?x16xf32>
  %s = memref.subview %m[0, 0] [%n, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1]>>
  %f = memref.dim %s, %c0 : memref<?x4xf32, strided<[16, 1]>>
  return %d, %e, %f : index, index, index
}

// CHECK-LABEL: func.func @worklist_order() -> (i1, i1, i16, i64) {
// CHECK-NEXT: %c24949_i16 = arith.constant 24949 : i16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: return %false, %true, %c24949_i16, %c0_i64 : i1, i1, i16, i64
func.func @worklist_order() -> (i1, i1, i16, i64) {
  %f = arith.constant false
  %f2 = arith.constant false
  %lo, %hi = arith.mulsi_extended %f, %f2 : i1
  %t = arith.constant true
  %s = arith.select %hi, %f, %t : i1
  %c = arith.constant 24949 : i16
  %a = arith.constant 7 : i64
  %z = arith.subi %a, %a : i64
  return %hi, %s, %c, %z : i1, i1, i16, i64
}

// CHECK-LABEL: func.func @and_not_and_nan_payloads(%arg0: i1, %arg1: vector<4xi8>) -> (i1, vector<4xi8>, f16, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFF8000000000001 : f64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: %0 = arith.truncf %cst_0 : f64 to f16
// CHECK-NEXT: return %false, %cst_1, %0, %cst : i1, vector<4xi8>, f16, f32
func.func @and_not_and_nan_payloads(%a: i1, %v: vector<4xi8>) -> (i1, vector<4xi8>, f16, f32) {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  %r = arith.andi %a, %n : i1
  %ones = arith.constant dense<-1> : vector<4xi8>
  %nv = arith.xori %v, %ones : vector<4xi8>
  %rv = arith.andi %nv, %v : vector<4xi8>
  %p = arith.constant 0xFFF8000000000001 : f64
  %h = arith.truncf %p : f64 to f16
  %q = arith.constant 0x7FF8000020000000 : f64
  %s = arith.truncf %q : f64 to f32
  return %r, %rv, %h, %s : i1, vector<4xi8>, f16, f32
}

// CHECK-LABEL: func.func @cast_round_trip(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>) -> (memref<4x4xf32>, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<*xf32>
// CHECK-NEXT: %0 = memref.rank %cast : memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4x4xf32> to memref<4x4xf32>
// CHECK-NEXT: return %arg0, %0, %c2 : memref<4x4xf32>, index, index
func.func @cast_round_trip(%m: memref<4x4xf32>, %o: memref<4x4xf32>) -> (memref<4x4xf32>, index, index) {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x4xf32>
  %u = memref.cast %c : memref<?x4xf32> to memref<*xf32>
  %b = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  %r = memref.rank %u : memref<*xf32>
  %r2 = memref.rank %c : memref<?x4xf32>
  memref.copy %c, %o : memref<?x4xf32> to memref<4x4xf32>
  return %b, %r, %r2 : memref<4x4xf32>, index, index
}
