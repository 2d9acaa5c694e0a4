// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Calls (direct, indirect, variadic, void, tail), vectors (insertelement, extractelement,
// shufflevector) and aggregate values.

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @sink(vector<4xf32>)
  llvm.func @vec(%v: vector<4xf32>, %x: f32, %i: i32) -> f32 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %0 = llvm.insertelement %x, %v[%c0 : i32] : vector<4xf32>
    %1 = llvm.extractelement %0[%i : i32] : vector<4xf32>
    %2 = llvm.fadd %0, %v : vector<4xf32>
    %3 = llvm.extractelement %2[%c2 : i64] : vector<4xf32>
    %4 = llvm.fadd %1, %3 : f32
    %5 = llvm.shufflevector %2, %v [0, 5, 2, 7] : vector<4xf32>
    llvm.call @sink(%5) : (vector<4xf32>) -> ()
    llvm.return %4 : f32
  }
  llvm.func @indirect(%f: !llvm.ptr, %a: i64) -> i64 {
    %0 = llvm.call %f(%a) : !llvm.ptr, (i64) -> i64
    %1 = llvm.call tail %f(%0) : !llvm.ptr, (i64) -> i64
    llvm.return %1 : i64
  }
  llvm.func @variadic(%fmt: !llvm.ptr, %x: i32, %d: f64) -> i32 {
    %0 = llvm.call @printf(%fmt, %x, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    llvm.return %0 : i32
  }
  llvm.func @agg(%a: i32, %b: f64) -> !llvm.struct<(i32, array<2 x f64>)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f64>)>
    %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, array<2 x f64>)>
    %1 = llvm.insertvalue %b, %0[1, 0] : !llvm.struct<(i32, array<2 x f64>)>
    %2 = llvm.insertvalue %b, %1[1, 1] : !llvm.struct<(i32, array<2 x f64>)>
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, array<2 x f64>)>
    %4 = llvm.extractvalue %3[1] : !llvm.array<2 x f64>
    %5 = llvm.fadd %4, %b : f64
    %6 = llvm.insertvalue %5, %2[1, 0] : !llvm.struct<(i32, array<2 x f64>)>
    llvm.return %6 : !llvm.struct<(i32, array<2 x f64>)>
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @printf(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @sink(<4 x float>)
// CHECK-EMPTY:
// CHECK-NEXT: define float @vec(<4 x float> %0, float %1, i32 %2) {
// CHECK-NEXT:   %4 = insertelement <4 x float> %0, float %1, i32 0
// CHECK-NEXT:   %5 = extractelement <4 x float> %4, i32 %2
// CHECK-NEXT:   %6 = fadd <4 x float> %4, %0
// CHECK-NEXT:   %7 = extractelement <4 x float> %6, i64 2
// CHECK-NEXT:   %8 = fadd float %5, %7
// CHECK-NEXT:   %9 = shufflevector <4 x float> %6, <4 x float> %0, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
// CHECK-NEXT:   call void @sink(<4 x float> %9)
// CHECK-NEXT:   ret float %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @indirect(ptr %0, i64 %1) {
// CHECK-NEXT:   %3 = call i64 %0(i64 %1)
// CHECK-NEXT:   %4 = tail call i64 %0(i64 %3)
// CHECK-NEXT:   ret i64 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @variadic(ptr %0, i32 %1, double %2) {
// CHECK-NEXT:   %4 = call i32 (ptr, ...) @printf(ptr %0, i32 %1, double %2)
// CHECK-NEXT:   ret i32 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define { i32, [2 x double] } @agg(i32 %0, double %1) {
// CHECK-NEXT:   %3 = insertvalue { i32, [2 x double] } undef, i32 %0, 0
// CHECK-NEXT:   %4 = insertvalue { i32, [2 x double] } %3, double %1, 1, 0
// CHECK-NEXT:   %5 = insertvalue { i32, [2 x double] } %4, double %1, 1, 1
// CHECK-NEXT:   %6 = extractvalue { i32, [2 x double] } %5, 1
// CHECK-NEXT:   %7 = extractvalue [2 x double] %6, 1
// CHECK-NEXT:   %8 = fadd double %7, %1
// CHECK-NEXT:   %9 = insertvalue { i32, [2 x double] } %5, double %8, 1, 0
// CHECK-NEXT:   ret { i32, [2 x double] } %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
