// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Globals: strings, scalars, aggregates from initializer regions, linkage, address spaces,
// alignment, constants and externals; their addresses used in code.

module {
  llvm.mlir.global internal constant @name("kernel\00") {addr_space = 0 : i32}
  llvm.mlir.global external @counter(7 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global private @scratch() {addr_space = 3 : i32} : !llvm.array<64 x i32>
  llvm.mlir.global external @ext_var() {addr_space = 0 : i32} : i32
  llvm.mlir.global internal @pi(3.14159 : f64) {addr_space = 0 : i32} : f64
  llvm.mlir.global internal constant @half(5.000000e-01 : f32) {addr_space = 0 : i32} : f32
  llvm.mlir.global weak @w(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
    %3 = llvm.mlir.constant(2.5 : f64) : f64
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, f64)>
    llvm.return %4 : !llvm.struct<(i32, f64)>
  }
  llvm.mlir.global internal @zeros() {addr_space = 0 : i32} : !llvm.struct<(i64, ptr)> {
    %0 = llvm.mlir.zero : !llvm.struct<(i64, ptr)>
    llvm.return %0 : !llvm.struct<(i64, ptr)>
  }
  llvm.mlir.global internal @self_ptr() {addr_space = 0 : i32} : !llvm.ptr {
    %0 = llvm.mlir.addressof @counter : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @puts(!llvm.ptr) -> i32
  llvm.func @use() -> i64 {
    %0 = llvm.mlir.addressof @name : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
    %2 = llvm.call @puts(%1) : (!llvm.ptr) -> i32
    %3 = llvm.mlir.addressof @counter : !llvm.ptr
    %4 = llvm.load %3 : !llvm.ptr -> i64
    %5 = llvm.sext %2 : i32 to i64
    %6 = llvm.add %4, %5 : i64
    llvm.store %6, %3 {alignment = 8 : i64} : i64, !llvm.ptr
    %7 = llvm.mlir.addressof @ext_var : !llvm.ptr
    %8 = llvm.load volatile %7 : !llvm.ptr -> i32
    %9 = llvm.mlir.addressof @pi : !llvm.ptr
    %10 = llvm.load %9 : !llvm.ptr -> f64
    %11 = llvm.fptosi %10 : f64 to i64
    %12 = llvm.add %6, %11 : i64
    %13 = llvm.mlir.addressof @name : !llvm.ptr
    %14 = llvm.getelementptr %13[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
    %15 = llvm.load %14 : !llvm.ptr -> i8
    %16 = llvm.zext %15 : i8 to i64
    %17 = llvm.add %12, %16 : i64
    llvm.return %17 : i64
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @name = internal constant [7 x i8] c"kernel\00"
// CHECK-NEXT: @counter = global i64 7, align 8
// CHECK-NEXT: @scratch = private addrspace(3) global [64 x i32] undef
// CHECK-NEXT: @ext_var = external global i32
// CHECK-NEXT: @pi = internal global double 3.141590e+00
// CHECK-NEXT: @half = internal constant float 5.000000e-01
// CHECK-NEXT: @w = weak global i32 0
// CHECK-NEXT: @pair = internal global { i32, double } { i32 3, double 2.500000e+00 }
// CHECK-NEXT: @zeros = internal global { i64, ptr } zeroinitializer
// CHECK-NEXT: @self_ptr = internal global ptr @counter
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @puts(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @use() {
// CHECK-NEXT:   %1 = call i32 @puts(ptr @name)
// CHECK-NEXT:   %2 = load i64, ptr @counter, align 4
// CHECK-NEXT:   %3 = sext i32 %1 to i64
// CHECK-NEXT:   %4 = add i64 %2, %3
// CHECK-NEXT:   store i64 %4, ptr @counter, align 8
// CHECK-NEXT:   %5 = load volatile i32, ptr @ext_var, align 4
// CHECK-NEXT:   %6 = load double, ptr @pi, align 8
// CHECK-NEXT:   %7 = fptosi double %6 to i64
// CHECK-NEXT:   %8 = add i64 %4, %7
// CHECK-NEXT:   %9 = load i8, ptr getelementptr ([7 x i8], ptr @name, i32 0, i32 3), align 1
// CHECK-NEXT:   %10 = zext i8 %9 to i64
// CHECK-NEXT:   %11 = add i64 %8, %10
// CHECK-NEXT:   ret i64 %11
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
