// RUN: gpuopt %s --convert-func-to-llvm=index-bitwidth=32 --split-input-file | FileCheck %s
// --convert-func-to-llvm with 32-bit indices; expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: llvm.func @idx(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : index) : i32
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @idx(%i: index, %j: index) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.constant 7 : index
  %2 = arith.muli %0, %1 : index
  return %2 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @memref_arg(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i32 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg5, %5[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg4, %6[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg6, %7[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x4xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %11 = memref.load %9[%0, %0] : memref<?x4xf32>
// CHECK-NEXT: llvm.return %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @memref_arg(%m: memref<?x4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<?x4xf32>
  return %v : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @casts(%arg0: i64, %arg1: i16, %arg2: i32) -> !llvm.struct<(i64, i16)> {
// CHECK-NEXT: %0 = llvm.trunc %arg0 : i64 to i32
// CHECK-NEXT: %1 = llvm.sext %arg1 : i16 to i32
// CHECK-NEXT: %2 = llvm.add %0, %1 : i32
// CHECK-NEXT: %3 = llvm.sext %2 : i32 to i64
// CHECK-NEXT: %4 = llvm.trunc %arg2 : i32 to i16
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i64, i16)>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(i64, i16)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i64, i16)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(i64, i16)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @casts(%a: i64, %b: i16, %i: index) -> (i64, i16) {
  %0 = arith.index_cast %a : i64 to index
  %1 = arith.index_cast %b : i16 to index
  %2 = arith.addi %0, %1 : index
  %3 = arith.index_cast %2 : index to i64
  %4 = arith.index_castui %i : index to i16
  %5 = arith.index_cast %i : index to i32
  return %3, %4 : i64, i16
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %7 = llvm.call @calls(%5, %6, %arg2) : (i32, !llvm.ptr, i32) -> i32
// CHECK-NEXT: llvm.return %7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @calls(%m: memref<*xf32>, %i: index) -> index {
  %r = call @calls(%m, %i) : (memref<*xf32>, index) -> index
  return %r : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @vec(%arg0: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : vector<4xi32>
// CHECK-NEXT: llvm.return %0 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vec(%v: vector<4xindex>) -> vector<4xindex> {
  %0 = arith.addi %v, %v : vector<4xindex>
  return %0 : vector<4xindex>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @c_iface(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<2x?xi32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<2x?xi32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: llvm.return %9 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %8 = llvm.call @c_iface(%1, %2, %3, %4, %5, %6, %7, %arg2) : (!llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: llvm.store %8, %arg0 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @c_iface(%m: memref<2x?xi32>, %i: index) -> memref<2x?xi32> attributes {llvm.emit_c_interface} {
  return %m : memref<2x?xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func private @decl(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// CHECK-NEXT: %8 = llvm.call @_mlir_ciface_decl(%arg0, %7) : (i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.return %8 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_decl(i32, !llvm.ptr) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: }
func.func private @decl(index, memref<4xf32>) -> index attributes {llvm.emit_c_interface}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @branch(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @branch(%c: i1, %i: index) -> index {
  cf.cond_br %c, ^bb1(%i : index), ^bb1(%i : index)
^bb1(%x: index):
  return %x : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @constant_index() -> !llvm.struct<(i32, vector<2xi32>)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4294967296 : index) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<[1, 2]> : vector<2xindex>) : vector<2xi32>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(i32, vector<2xi32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, vector<2xi32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, vector<2xi32>)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, vector<2xi32>)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @constant_index() -> (index, vector<2xindex>) {
  %0 = arith.constant 4294967296 : index
  %1 = arith.constant dense<[1, 2]> : vector<2xindex>
  return %0, %1 : index, vector<2xindex>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @cmp(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT: %0 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT: llvm.return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cmp(%i: index, %j: index) -> i1 {
  %0 = arith.cmpi ult, %i, %j : index
  return %0 : i1
}
