// RUN: gpuopt %s --convert-func-to-llvm --split-input-file | FileCheck %s
// func.func and friends lowered to llvm (memref arguments expanded, results packed, C
// interface wrappers, attributes, visibility, unranked results copied); arith and cf branches
// are lowered too, as LLVM 19's pass does; expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: llvm.func @scalars(%arg0: i32, %arg1: i64, %arg2: f32) -> i64 {
// CHECK-NEXT: %0 = llvm.add %arg1, %arg1 : i64
// CHECK-NEXT: %1 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scalars(%a: i32, %i: index, %x: f32) -> index {
  %0 = arith.addi %i, %i : index
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.muli %0, %1 : index
  return %2 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @callee(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<3>, %arg9: !llvm.ptr<3>, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr) -> !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> {
// CHECK-NEXT: %0 = llvm.add %arg7, %arg7 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %alloc : memref<2xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<3>, %arg9: !llvm.ptr<3>, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg11, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg12, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg8, %5[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg9, %6[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg10, %7[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<3>, ptr<3>, i64)> to memref<f32, 3>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<f32, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg0, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg1, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg2, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg5, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg4, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg6, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.extractvalue %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.extractvalue %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %10[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %29 = llvm.extractvalue %10[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %30 = llvm.extractvalue %10[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %31 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %33 = llvm.call @callee(%21, %22, %23, %24, %25, %26, %27, %arg7, %28, %29, %30, %31, %32) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr<3>, !llvm.ptr<3>, i64, i64, !llvm.ptr) -> !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %34 = llvm.extractvalue %33[0] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %35 = llvm.extractvalue %33[1] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.return %34 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @callee(%a: memref<4x?xf32>, %b: index, %c: memref<f32, 3>, %d: memref<*xf32>) -> (index, memref<2xi32>) {
  %x = arith.addi %b, %b : index
  %m = memref.alloc() : memref<2xi32>
  return %x, %m : index, memref<2xi32>
}
func.func @caller(%v: memref<4x?xf32>, %i: index, %c: memref<f32, 3>, %d: memref<*xf32>) -> index {
  %r:2 = call @callee(%v, %i, %c, %d) : (memref<4x?xf32>, index, memref<f32, 3>, memref<*xf32>) -> (index, memref<2xi32>)
  return %r#0 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @unconverted_users(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg6 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %11 = memref.load %8[%0] : memref<4xf32>
// CHECK-NEXT: %12 = memref.load %8[%1] : memref<4xf32>
// CHECK-NEXT: %13 = llvm.fadd %11, %12  : f32
// CHECK-NEXT: llvm.return %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unconverted_users(%m: memref<4xf32>, %i: index, %j: index) -> f32 {
  %c = arith.constant 3 : index
  %x = memref.load %m[%j] : memref<4xf32>
  %y = memref.load %m[%i] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @decl(i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @idx_decl(i64) -> i64 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @nested_decl() attributes {sym_visibility = "nested"}
// CHECK-NEXT: llvm.func @uses_decls(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.call @decl(%arg0, %8, %9, %10, %11, %12) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
// CHECK-NEXT: llvm.return %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @decl(i32, memref<?xf32>) -> f32
func.func private @idx_decl(index) -> index
func.func nested @nested_decl()
func.func @uses_decls(%a: i32, %m: memref<?xf32>) -> f32 {
  %r = call @decl(%a, %m) : (i32, memref<?xf32>) -> f32
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func internal @attrs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {other = 3 : i64, tag} {
// CHECK-NEXT: llvm.return %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @attr_decl(i64 {llvm.zeroext}, !llvm.ptr {llvm.nonnull}) -> (i64 {llvm.signext}) attributes {sym_visibility = "private"}
// CHECK-NEXT: }
func.func @attrs(%a: memref<4xf32> {llvm.noalias}, %b: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.linkage = #llvm.linkage<internal>, tag, other = 3 : i64} {
  return %b : i32
}
func.func private @attr_decl(i64 {llvm.zeroext}, !llvm.ptr {llvm.nonnull}) -> (i64 {llvm.signext})

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @c_iface(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %alloc : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.call @c_iface(%1, %2, %3, %4, %5, %6, %7, %arg2, %9, %10) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %11, %arg0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @c_iface_scalar(%arg0: f64) -> f64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg0 : f64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface_scalar(%arg0: f64) -> f64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @c_iface_scalar(%arg0) : (f64) -> f64
// CHECK-NEXT: llvm.return %0 : f64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @c_iface_void(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface_void(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @c_iface_void(%1, %2, %3, %4, %5) : (!llvm.ptr<1>, !llvm.ptr<1>, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @c_iface(%m: memref<4x?xf32>, %i: index, %u: memref<*xi8>) -> memref<2xf32> attributes {llvm.emit_c_interface} {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
func.func @c_iface_scalar(%x: f64) -> f64 attributes {llvm.emit_c_interface} {
  return %x : f64
}
func.func @c_iface_void(%m: memref<?xi32, 1>) attributes {llvm.emit_c_interface} {
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func private @ext(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext(%1, %9, %arg5) : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext(!llvm.ptr, !llvm.ptr, i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func private @ext_scalar(%arg0: f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.call @_mlir_ciface_ext_scalar(%arg0) : (f32) -> f32
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_scalar(f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func private @ext_void(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg4, %7[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.alloca %9 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %8, %10 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_void(%4, %10) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_void(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: }
func.func private @ext(memref<?xf32>, i64) -> memref<2xf32> attributes {llvm.emit_c_interface}
func.func private @ext_scalar(f32) -> f32 attributes {llvm.emit_c_interface}
func.func private @ext_void(memref<*xf32>, memref<f16>) attributes {llvm.emit_c_interface}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @target() -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @indirect() -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @target : !llvm.ptr
// CHECK-NEXT: %1 = llvm.call %0() : !llvm.ptr, () -> i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @target() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @indirect() -> i32 {
  %f = constant @target : () -> i32
  %r = call_indirect %f() : () -> i32
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @branches(%arg0: i1, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg6 : i64), ^bb2(%7, %arg6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)
// CHECK-NEXT: ^bb1(%8: i64):  // pred: ^bb0
// CHECK-NEXT: %9 = llvm.add %8, %8 : i64
// CHECK-NEXT: llvm.br ^bb2(%7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)
// CHECK-NEXT: ^bb2(%10: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %11: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %14 = memref.load %13[%12] : memref<4xf32>
// CHECK-NEXT: llvm.return %11 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @branches(%a: i1, %m: memref<4xf32>, %i: index) -> index {
  cf.cond_br %a, ^bb1(%i : index), ^bb2(%m, %i : memref<4xf32>, index)
^bb1(%x: index):
  %y = arith.addi %x, %x : index
  cf.br ^bb2(%m, %y : memref<4xf32>, index)
^bb2(%n: memref<4xf32>, %z: index):
  %v = memref.load %n[%z] : memref<4xf32>
  return %z : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @tensors(%arg0: i32, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: return %arg1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @calls_tensors(%arg0: tensor<4xf32>, %arg1: i32) {
// CHECK-NEXT: %0 = call @tensors(%arg1, %arg0) : (i32, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @tensors(%a: i32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addi %a, %a : i32
  return %t : tensor<4xf32>
}
func.func @calls_tensors(%t: tensor<4xf32>, %a: i32) {
  %r = call @tensors(%a, %t) : (i32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @empty() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @unused(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: i64) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @calls_empty() {
// CHECK-NEXT: llvm.call @empty() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty() {
  return
}
func.func @unused(%a: memref<?x?x?xf32>, %b: memref<*xf32>, %c: i64) {
  return
}
func.func @calls_empty() {
  call @empty() : () -> ()
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @vector_args(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: vector<4xi1>, %arg2: !llvm.struct<(f32, f32)>) -> !llvm.array<2 x vector<3xf32>> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.fadd %1, %2  : vector<3xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.fadd %5, %6  : vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.return %8 : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vector_args(%v: vector<2x3xf32>, %w: vector<4xi1>, %c: complex<f32>) -> vector<2x3xf32> {
  %0 = arith.addf %v, %v : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @strided(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %n: memref<8xi64, strided<[2], offset: 4>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  return %m : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @multi(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %11 = llvm.insertvalue %7, %10[2] : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.return %11 : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @calls_multi(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg6, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.call @multi(%arg0, %arg1, %9, %10, %11, %12, %13) : (i32, f32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %15 = llvm.extractvalue %14[0] : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %16 = llvm.extractvalue %14[1] : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %17 = llvm.extractvalue %14[2] : !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: %19 = memref.load %18[%0] : memref<2xf32>
// CHECK-NEXT: llvm.return %16 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi(%a: i32, %b: f32, %m: memref<2xf32>) -> (i32, f32, memref<2xf32>) {
  return %a, %b, %m : i32, f32, memref<2xf32>
}
func.func @calls_multi(%a: i32, %b: f32, %m: memref<2xf32>, %i: index) -> f32 {
  %r:3 = call @multi(%a, %b, %m) : (i32, f32, memref<2xf32>) -> (i32, f32, memref<2xf32>)
  %s = memref.load %r#2[%i] : memref<2xf32>
  return %r#1 : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @c_iface_attrs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface_attrs(%arg0: !llvm.ptr {llvm.noalias}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @c_iface_attrs(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> i32
// CHECK-NEXT: llvm.return %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @c_iface_attrs_struct(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64 {llvm.signext}) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg5, %9[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface_attrs_struct(%arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.noalias}, %arg2: i64 {llvm.signext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @c_iface_attrs_struct(%1, %2, %3, %4, %5, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: llvm.store %6, %arg0 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @c_iface_attrs(%m: memref<4xf32> {llvm.noalias}, %i: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  return %i : i32
}
func.func @c_iface_attrs_struct(%m: memref<4xf32> {llvm.noalias}, %j: i64 {llvm.signext}) -> (memref<4xf32>, i64) attributes {llvm.emit_c_interface} {
  return %m, %j : memref<4xf32>, i64
}

// -----

// CHECK: module {
// CHECK-NEXT: gpu.module @kernels {
// CHECK-NEXT: llvm.func @device(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @host(%arg0: i64) -> i64 {
// CHECK-NEXT: llvm.return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @kernels {
  func.func @device(%a: index) -> index {
    %0 = arith.addi %a, %a : index
    return %0 : index
  }
}
func.func @host(%a: index) -> index {
  return %a : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @loops(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: %13 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %14 = scf.for %arg6 = %10 to %0 step %12 iter_args(%arg7 = %13) -> (f32) {
// CHECK-NEXT: %17 = memref.load %7[%arg6] : memref<?xf32>
// CHECK-NEXT: %18 = llvm.fadd %arg7, %17  : f32
// CHECK-NEXT: scf.yield %18 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %7, %10 : memref<?xf32>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %dim : index to i64
// CHECK-NEXT: %16 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: scf.if %16 {
// CHECK-NEXT: %17 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.call @loops(%17, %18, %19, %20, %21, %15) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return %14 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loops(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  %d = memref.dim %m, %c0 : memref<?xf32>
  %x = arith.index_cast %d : index to i64
  %true = arith.constant true
  scf.if %true {
    %q = func.call @loops(%m, %d) : (memref<?xf32>, index) -> f32
  }
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @ws(%arg0: memref<4xf32, #gpu.address_space<workgroup>>) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @multi_c(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_multi_c(%arg0: !llvm.ptr, %arg1: i32, %arg2: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @multi_c(%arg1, %1, %2, %3, %4, %5) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.store %6, %arg0 : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func private @ext_multi(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_multi(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_multi(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func @vec_elem(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xindex>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @ret_unranked() -> !llvm.struct<(i64, ptr)> attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @calls_ret_unranked() {
// CHECK-NEXT: %0 = llvm.call @ret_unranked() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %2, %4 : i64
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.mul %2, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %1 : i64
// CHECK-NEXT: %9 = llvm.mul %8, %3 : i64
// CHECK-NEXT: %10 = llvm.add %5, %9 : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%11, %12, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%12) : (!llvm.ptr) -> ()
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %11, %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @c_priv_def(%arg0: i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_priv_def(%arg0: i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.call @c_priv_def(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @ws(%m: memref<4xf32, #gpu.address_space<workgroup>>) {
  return
}
func.func @multi_c(%a: i32, %m: memref<?xf32>) -> (i32, memref<?xf32>) attributes {llvm.emit_c_interface} {
  return %a, %m : i32, memref<?xf32>
}
func.func private @ext_multi(memref<*xf32>) -> (i32, f32) attributes {llvm.emit_c_interface}
func.func @vec_elem(%m: memref<4xvector<4xf32>>, %n: memref<2xindex>, %o: memref<2x2xcomplex<f32>>) -> memref<2xindex> {
  return %n : memref<2xindex>
}
func.func private @ret_unranked() -> memref<*xf32>
func.func @calls_ret_unranked() {
  %0 = call @ret_unranked() : () -> memref<*xf32>
  return
}
func.func private @c_priv_def(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @ret_u(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xi32, 2>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xi32, 2> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %14 = llvm.mul %11, %13 : i64
// CHECK-NEXT: %15 = llvm.extractvalue %9[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.mul %11, %15 : i64
// CHECK-NEXT: %17 = llvm.add %16, %10 : i64
// CHECK-NEXT: %18 = llvm.mul %17, %12 : i64
// CHECK-NEXT: %19 = llvm.add %14, %18 : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %11, %20 : i64
// CHECK-NEXT: %22 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.mul %11, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %10 : i64
// CHECK-NEXT: %25 = llvm.mul %24, %12 : i64
// CHECK-NEXT: %26 = llvm.add %21, %25 : i64
// CHECK-NEXT: %27 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
// CHECK-NEXT: %28 = llvm.extractvalue %9[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%27, %28, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.extractvalue %9[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.insertvalue %27, %31[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %33 = llvm.call @malloc(%26) : (i64) -> !llvm.ptr
// CHECK-NEXT: %34 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%33, %34, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %35 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.insertvalue %33, %37[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.mlir.undef : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %40 = llvm.insertvalue %32, %39[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %41 = llvm.insertvalue %38, %40[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: llvm.return %41 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @call_u(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xi32, 2>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xi32, 2> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.extractvalue %9[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.extractvalue %9[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.call @ret_u(%10, %11, %12, %13) : (i64, !llvm.ptr, i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %15 = llvm.extractvalue %14[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %16 = llvm.extractvalue %14[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %18, %20 : i64
// CHECK-NEXT: %22 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.mul %18, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %17 : i64
// CHECK-NEXT: %25 = llvm.mul %24, %19 : i64
// CHECK-NEXT: %26 = llvm.add %21, %25 : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %28 = llvm.mul %18, %27 : i64
// CHECK-NEXT: %29 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.mul %18, %29 : i64
// CHECK-NEXT: %31 = llvm.add %30, %17 : i64
// CHECK-NEXT: %32 = llvm.mul %31, %19 : i64
// CHECK-NEXT: %33 = llvm.add %28, %32 : i64
// CHECK-NEXT: %34 = llvm.alloca %26 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.extractvalue %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%34, %35, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%35) : (!llvm.ptr) -> ()
// CHECK-NEXT: %36 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %37 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %40 = llvm.alloca %33 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %41 = llvm.extractvalue %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%40, %41, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%41) : (!llvm.ptr) -> ()
// CHECK-NEXT: %42 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %43 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %45 = llvm.insertvalue %40, %44[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @ret_u(%m: memref<*xf32>, %n: memref<*xi32, 2>) -> (memref<*xf32>, memref<*xi32, 2>) {
  return %m, %n : memref<*xf32>, memref<*xi32, 2>
}
func.func @call_u(%m: memref<*xf32>, %n: memref<*xi32, 2>) {
  %0:2 = call @ret_u(%m, %n) : (memref<*xf32>, memref<*xi32, 2>) -> (memref<*xf32>, memref<*xi32, 2>)
  return
}
