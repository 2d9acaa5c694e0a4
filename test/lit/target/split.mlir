// RUN: gpuopt-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// --split-input-file: each chunk is its own module; the outputs are joined by an empty line.

llvm.func @first(%a: i32) -> i32 {
  llvm.return %a : i32
}

// -----

module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @second(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    %1 = llvm.alloca %0 x !llvm.struct<(i8, i64)> : (i64) -> !llvm.ptr
    %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i8, i64)>
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i8, i64)>
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.alloca %c1 x f64 : (i32) -> !llvm.ptr
    %5 = llvm.load %4 : !llvm.ptr -> f64
    %6 = llvm.fptoui %5 : f64 to i64
    %7 = llvm.add %3, %6 : i64
    llvm.return %7 : i64
  }
}

// -----

llvm.func @third() {
  llvm.br ^exit
^dead:
  llvm.unreachable
^exit:
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @first(i32 %0) {
// CHECK-NEXT:   ret i32 %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
// CHECK-NEXT: target triple = "x86_64-unknown-linux-gnu"
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @second(ptr %0) {
// CHECK-NEXT:   %2 = load i64, ptr %0, align 8
// CHECK-NEXT:   %3 = alloca { i8, i64 }, i64 %2, align 8
// CHECK-NEXT:   %4 = load { i8, i64 }, ptr %3, align 8
// CHECK-NEXT:   %5 = extractvalue { i8, i64 } %4, 1
// CHECK-NEXT:   %6 = alloca double, align 8
// CHECK-NEXT:   %7 = load double, ptr %6, align 8
// CHECK-NEXT:   %8 = fptoui double %7 to i64
// CHECK-NEXT:   %9 = add i64 %5, %8
// CHECK-NEXT:   ret i64 %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @third() {
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 1:                                                ; No predecessors!
// CHECK-NEXT:   unreachable
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %0
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
