// RUN: gpuopt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv --split-input-file | FileCheck %s
// --convert-func-to-llvm with the bare-pointer calling convention: memrefs of static shape and
// strides pass as one pointer, rebuilt from their static shape; expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: llvm.func @bare(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<4xf32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg1, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg1, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xi32, 1>
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : memref<2x3xi32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %arg0, %26[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %arg0, %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.insertvalue %33, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.extractvalue %25[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %40 = llvm.call @bare(%37, %38, %39) : (!llvm.ptr, !llvm.ptr<1>, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %49 = llvm.insertvalue %48, %47[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %50 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @bare(%m: memref<4xf32>, %n: memref<2x3xi32, 1>, %k: memref<4xf32, strided<[1], offset: 2>>) -> memref<4xf32> {
  %r = call @bare(%m, %n, %k) : (memref<4xf32>, memref<2x3xi32, 1>, memref<4xf32, strided<[1], offset: 2>>) -> memref<4xf32>
  return %m : memref<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @dynamic_not_bare(%arg0: memref<?xf32>) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dynamic_not_bare(%m: memref<?xf32>) {
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @unranked_not_bare(%arg0: memref<*xf32>) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unranked_not_bare(%m: memref<*xf32>) {
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @scalars(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.add %arg1, %arg1 : i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scalars(%a: i32, %i: index) -> index {
  %0 = arith.addi %i, %i : index
  return %0 : index
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @loads(%arg0: !llvm.ptr, %arg1: i64) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = memref.load %10[%0] : memref<8xf32>
// CHECK-NEXT: llvm.return %12 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loads(%m: memref<8xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<8xf32>
  return %v : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @decl(!llvm.ptr, i64) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @calls_decl(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<16xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.call @decl(%11, %arg1) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %22 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @decl(memref<16xf32>, i64) -> memref<16xf32>
func.func @calls_decl(%m: memref<16xf32>, %a: i64) -> memref<16xf32> {
  %r = call @decl(%m, %a) : (memref<16xf32>, i64) -> memref<16xf32>
  return %r : memref<16xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @rank0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<5>) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<5>, ptr<5>, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<5>, ptr<5>, i64)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr<5>, ptr<5>, i64)>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.struct<(ptr<5>, ptr<5>, i64)> to memref<f64, 5>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : memref<f64, 5> to !llvm.struct<(ptr<5>, ptr<5>, i64)>
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg0, %7[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64)> to memref<f64>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %14 = memref.load %12[] : memref<f64>
// CHECK-NEXT: memref.store %14, %5[] : memref<f64, 5>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @rank0(%m: memref<f64>, %n: memref<f64, 5>) {
  %v = memref.load %m[] : memref<f64>
  memref.store %v, %n[] : memref<f64, 5>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @multi_results(%arg0: !llvm.ptr, %arg1: i32) -> !llvm.struct<(ptr, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg1, %13[1] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.return %14 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi_results(%m: memref<2xf32>, %a: i32) -> (memref<2xf32>, i32) {
  return %m, %a : memref<2xf32>, i32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @c_iface(%arg0: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @c_iface(%m: memref<4xf32>) -> i32 attributes {llvm.emit_c_interface} {
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @unused_args(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unused_args(%m: memref<4xf32>, %n: memref<3x3xi8>) {
  return
}
