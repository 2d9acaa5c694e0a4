// RUN: gpuopt %s --canonicalize | FileCheck %s
// arith.cmpf of a sitofp/uitofp and a constant becomes arith.cmpi or a constant where the
// conversion cannot change the answer (CmpFIntToFPConst); mulf/divf of two negf drop them;
// index_cast(ui) of an ext(s|u)i casts the narrower value. Found by `python -m tools.fuzz
// canon`; the CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @fraction_and_range(%arg0: i8, %arg1: i16, %arg2: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: return %0, %1, %true, %false, %false, %false : i1, i1, i1, i1, i1, i1
func.func @fraction_and_range(%a: i8, %b: i16, %c: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f1 = arith.constant 4.400000e+00 : f32
  %x = arith.sitofp %a : i8 to f32
  %r1 = arith.cmpf olt, %x, %f1 : f32
  %f2 = arith.constant -4.400000e+00 : f32
  %r2 = arith.cmpf uge, %x, %f2 : f32
  %f3 = arith.constant 3.000000e+02 : f32
  %r3 = arith.cmpf one, %x, %f3 : f32
  %y = arith.uitofp %b : i16 to f16
  %f4 = arith.constant -5.000000e-01 : f16
  %r4 = arith.cmpf ule, %y, %f4 : f16
  %f5 = arith.constant 2.500000e+00 : f16
  %r5 = arith.cmpf oeq, %y, %f5 : f16
  %z = arith.sitofp %c : i32 to f64
  %f6 = arith.constant 1.000000e+30 : f64
  %r6 = arith.cmpf uno, %z, %f6 : f64
  return %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @conversion_may_round(%arg0: i32, %arg1: i64) -> (i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT: %cst = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.cmpf oge, %0, %cst : f32
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c100_i32 : i32
// CHECK-NEXT: return %1, %2, %true : i1, i1, i1
func.func @conversion_may_round(%a: i32, %b: i64) -> (i1, i1, i1) {
  %f1 = arith.constant 1.677721600e+07 : f32
  %x = arith.sitofp %a : i32 to f32
  %r1 = arith.cmpf oge, %x, %f1 : f32
  %f2 = arith.constant 1.000000e+02 : f32
  %r2 = arith.cmpf ogt, %x, %f2 : f32
  %f3 = arith.constant 0x7F800000 : f32
  %y = arith.uitofp %b : i64 to f32
  %r3 = arith.cmpf olt, %y, %f3 : f32
  return %r1, %r2, %r3 : i1, i1, i1
}

// CHECK-LABEL: func.func @negf_operands(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
func.func @negf_operands(%a: f32, %b: f32) -> (f32, f32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %m = arith.mulf %na, %nb fastmath<nnan> : f32
  %d = arith.divf %na, %nb : f32
  return %m, %d : f32, f32
}

// CHECK-LABEL: func.func @index_cast_of_ext(%arg0: i8, %arg1: vector<4xi8>) -> (index, index, vector<4xindex>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT: %2 = arith.index_cast %arg1 : vector<4xi8> to vector<4xindex>
// CHECK-NEXT: return %0, %1, %2 : index, index, vector<4xindex>
func.func @index_cast_of_ext(%a: i8, %b: vector<4xi8>) -> (index, index, vector<4xindex>) {
  %e = arith.extsi %a : i8 to i32
  %i = arith.index_cast %e : i32 to index
  %u = arith.extui %a : i8 to i16
  %j = arith.index_castui %u : i16 to index
  %v = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %w = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  return %i, %j, %w : index, index, vector<4xindex>
}
