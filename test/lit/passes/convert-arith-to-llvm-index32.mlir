// RUN: gpuopt %s --convert-arith-to-llvm=index-bitwidth=32 --split-input-file | FileCheck %s
// --convert-arith-to-llvm with 32-bit indices; expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: func.func @idx(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.add %1, %0 : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(100 : index) : i32
// CHECK-NEXT: %4 = llvm.udiv %2, %3  : i32
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @idx(%i: index, %j: index) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.constant 100 : index
  %2 = arith.divui %0, %1 : index
  return %2 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: i64, %arg1: i32, %arg2: i16, %arg3: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i32
// CHECK-NEXT: %1 = llvm.trunc %arg0 : i64 to i32
// CHECK-NEXT: %2 = llvm.zext %arg2 : i16 to i32
// CHECK-NEXT: %3 = llvm.sext %0 : i32 to i64
// CHECK-NEXT: %4 = llvm.trunc %0 : i32 to i8
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @casts(%a: i64, %b: i32, %c: i16, %i: index) {
  %0 = arith.index_cast %a : i64 to index
  %1 = arith.index_cast %b : i32 to index
  %2 = arith.index_castui %c : i16 to index
  %3 = arith.index_cast %i : index to i64
  %4 = arith.index_castui %i : index to i32
  %5 = arith.index_cast %i : index to i8
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @vectors(%arg0: vector<4xindex>, %arg1: vector<2x2xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4xindex> to vector<4xi32>
// CHECK-NEXT: %1 = llvm.mul %0, %0 : vector<4xi32>
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<false> : vector<2x2xi1>) : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xindex>) : vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vectors(%v: vector<4xindex>, %w: vector<2x2xindex>) {
  %0 = arith.muli %v, %v : vector<4xindex>
  %1 = arith.cmpi slt, %w, %w : vector<2x2xindex>
  %2 = arith.constant dense<[1, 2, 3, 4]> : vector<4xindex>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @select_index(%arg0: i1, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %2 = llvm.select %arg0, %1, %0 : i1, i32
// CHECK-NEXT: %3 = llvm.intr.smax(%2, %1)  : (i32, i32) -> i32
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i32 to index
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_index(%c: i1, %i: index, %j: index) -> index {
  %0 = arith.select %c, %i, %j : index
  %1 = arith.maxsi %0, %i : index
  return %1 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @extended_index(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.zext %1 : i32 to i64
// CHECK-NEXT: %3 = llvm.zext %0 : i32 to i64
// CHECK-NEXT: %4 = llvm.mul %2, %3 : i64
// CHECK-NEXT: %5 = llvm.trunc %4 : i64 to i32
// CHECK-NEXT: %6 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %7 = llvm.lshr %4, %6  : i64
// CHECK-NEXT: %8 = llvm.trunc %7 : i64 to i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @extended_index(%i: index, %j: index) {
  %0:2 = arith.mului_extended %i, %j : index
  return
}
