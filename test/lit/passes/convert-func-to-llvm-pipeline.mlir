// RUN: gpuopt %s --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts --split-input-file | FileCheck %s
// The usual host lowering: func and arith to llvm, then the casts reconciled; expected text
// from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: llvm.func @callee(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<3>, %arg9: !llvm.ptr<3>, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr) -> !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg11, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg12, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg10, %5[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg0, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg1, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg2, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg5, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg4, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg6, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.add %arg7, %arg7 : i64
// CHECK-NEXT: %16 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %6[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %24 = llvm.extractvalue %6[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %25 = llvm.extractvalue %6[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT: %26 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.call @callee(%16, %17, %18, %19, %20, %21, %22, %15, %23, %24, %25, %26, %27) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr<3>, !llvm.ptr<3>, i64, i64, !llvm.ptr) -> !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %29 = llvm.extractvalue %28[0] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %30 = llvm.extractvalue %28[1] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %32 = llvm.insertvalue %29, %31[0] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: llvm.return %33 : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @callee(%a: memref<4x?xf32>, %b: index, %c: memref<f32, 3>, %d: memref<*xf32>) -> (index, memref<2x?xf32>) {
  %x = arith.addi %b, %b : index
  %r:2 = call @callee(%a, %x, %c, %d) : (memref<4x?xf32>, index, memref<f32, 3>, memref<*xf32>) -> (index, memref<2x?xf32>)
  return %r#0, %r#1 : index, memref<2x?xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @scalars(%arg0: i32, %arg1: i32, %arg2: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.sext %0 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %1, %arg2 : i64
// CHECK-NEXT: %3 = llvm.icmp "slt" %2, %arg2 : i64
// CHECK-NEXT: %4 = llvm.select %3, %2, %arg2 : i1, i64
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %6 = llvm.insertvalue %0, %5[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(i32, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scalars(%a: i32, %b: i32, %i: index) -> (i32, index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.muli %1, %i : index
  %3 = arith.cmpi slt, %2, %i : index
  %4 = arith.select %3, %2, %i : index
  return %0, %4 : i32, index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @branches(%arg0: i1, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2
// CHECK-NEXT: ^bb1(%0: i64):  // pred: ^bb0
// CHECK-NEXT: %1 = llvm.add %0, %0 : i64
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.return %arg1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @branches(%c: i1, %i: index, %m: memref<?xf32>) -> index {
  cf.cond_br %c, ^bb1(%i : index), ^bb2
^bb1(%x: index):
  %y = arith.addi %x, %x : index
  cf.br ^bb2
^bb2:
  return %i : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @c_iface(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.fmul %arg5, %arg5  : f32
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_c_iface(%arg0: !llvm.ptr, %arg1: f32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @c_iface(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> f32
// CHECK-NEXT: llvm.return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @c_iface(%m: memref<?xf32>, %f: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = arith.mulf %f, %f : f32
  return %0 : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func private @ext(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func @calls_ext(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @ext(%6, %7, %8, %9, %10) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @ext(memref<4xi32>) attributes {llvm.emit_c_interface}
func.func @calls_ext(%m: memref<4xi32>) {
  call @ext(%m) : (memref<4xi32>) -> ()
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @vectors(%arg0: !llvm.array<2 x vector<4xf32>>, %arg1: !llvm.array<2 x vector<4xf32>>) -> !llvm.array<2 x vector<4xf32>> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %arg1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.fadd %1, %2  : vector<4xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.fadd %5, %6  : vector<4xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %4[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %arg1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.intr.maximum(%10, %11)  : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %9[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.intr.maximum(%14, %15)  : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %13[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.return %17 : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vectors(%v: vector<2x4xf32>, %w: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = arith.addf %v, %w : vector<2x4xf32>
  %1 = arith.maximumf %0, %w : vector<2x4xf32>
  return %1 : vector<2x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @unused_memrefs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unused_memrefs(%a: memref<?x?xf32>, %b: memref<*xi8>) -> i64 {
  %c = arith.constant 5 : i64
  return %c : i64
}

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
// CHECK-NEXT: llvm.func @multi(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.return %8 : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @calls_multi(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.call @multi(%arg0, %6, %7, %8, %9, %10) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: llvm.return %12 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi(%a: i32, %m: memref<2xf32>) -> (i32, memref<2xf32>) {
  return %a, %m : i32, memref<2xf32>
}
func.func @calls_multi(%a: i32, %m: memref<2xf32>) -> i32 {
  %r:2 = call @multi(%a, %m) : (i32, memref<2xf32>) -> (i32, memref<2xf32>)
  return %r#0 : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @extended(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : i64
// CHECK-NEXT: %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %9 : !llvm.struct<(i32, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = arith.mulsi_extended %a, %b : i32
  return %0#0, %0#1 : i32, i32
}
