// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Hand-written llvm-dialect control flow: nested loops with phis of constants, a switch
// whose cases pass block arguments, a block no branch reaches, unreachable and freeze.

llvm.func @nested(%n: i64, %p: !llvm.ptr) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^outer(%c0, %c0 : i64, i64)
^outer(%i: i64, %acc: i64):
  %ci = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %ci, ^inner(%c0, %acc : i64, i64), ^exit
^inner(%j: i64, %a: i64):
  %cj = llvm.icmp "slt" %j, %i : i64
  llvm.cond_br %cj, ^step, ^next
^step:
  %g = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %v = llvm.load %g : !llvm.ptr -> i64
  %a2 = llvm.add %a, %v : i64
  %j2 = llvm.add %j, %c1 : i64
  llvm.br ^inner(%j2, %a2 : i64, i64)
^next:
  %i2 = llvm.add %i, %c1 : i64
  llvm.br ^outer(%i2, %a : i64, i64)
^exit:
  llvm.return %acc : i64
}

llvm.func @dispatch(%k: i32, %x: f32) -> f32 {
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  llvm.switch %k : i32, ^join(%x : f32) [
    0: ^join(%one : f32),
    1: ^join(%two : f32),
    2: ^twice,
    3: ^trap
  ]
^twice:
  %d = llvm.fadd %x, %x : f32
  llvm.br ^join(%d : f32)
^orphan:
  llvm.br ^join(%x : f32)
^trap:
  llvm.unreachable
^join(%r: f32):
  %f = llvm.freeze %r : f32
  llvm.return %f : f32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @nested(i64 %0, ptr %1) {
// CHECK-NEXT:   br label %3
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %16, %2
// CHECK-NEXT:   %4 = phi i64 [ %17, %16 ], [ 0, %2 ]
// CHECK-NEXT:   %5 = phi i64 [ %9, %16 ], [ 0, %2 ]
// CHECK-NEXT:   %6 = icmp slt i64 %4, %0
// CHECK-NEXT:   br i1 %6, label %7, label %18
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %11, %3
// CHECK-NEXT:   %8 = phi i64 [ %15, %11 ], [ 0, %3 ]
// CHECK-NEXT:   %9 = phi i64 [ %14, %11 ], [ %5, %3 ]
// CHECK-NEXT:   %10 = icmp slt i64 %8, %4
// CHECK-NEXT:   br i1 %10, label %11, label %16
// CHECK-EMPTY:
// CHECK-NEXT: 11:                                               ; preds = %7
// CHECK-NEXT:   %12 = getelementptr i64, ptr %1, i64 %8
// CHECK-NEXT:   %13 = load i64, ptr %12, align 4
// CHECK-NEXT:   %14 = add i64 %9, %13
// CHECK-NEXT:   %15 = add i64 %8, 1
// CHECK-NEXT:   br label %7
// CHECK-EMPTY:
// CHECK-NEXT: 16:                                               ; preds = %7
// CHECK-NEXT:   %17 = add i64 %4, 1
// CHECK-NEXT:   br label %3
// CHECK-EMPTY:
// CHECK-NEXT: 18:                                               ; preds = %3
// CHECK-NEXT:   ret i64 %5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define float @dispatch(i32 %0, float %1) {
// CHECK-NEXT:   switch i32 %0, label %7 [
// CHECK-NEXT:     i32 0, label %10
// CHECK-NEXT:     i32 1, label %12
// CHECK-NEXT:     i32 2, label %3
// CHECK-NEXT:     i32 3, label %6
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %2
// CHECK-NEXT:   %4 = fadd float %1, %1
// CHECK-NEXT:   br label %7
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; No predecessors!
// CHECK-NEXT:   br label %7
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:   unreachable
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %5, %10, %12, %3, %2
// CHECK-NEXT:   %8 = phi float [ %13, %12 ], [ %11, %10 ], [ %1, %5 ], [ %4, %3 ], [ %1, %2 ]
// CHECK-NEXT:   %9 = freeze float %8
// CHECK-NEXT:   ret float %9
// CHECK-EMPTY:
// CHECK-NEXT: 10:                                               ; preds = %2
// CHECK-NEXT:   %11 = phi float [ 1.000000e+00, %2 ]
// CHECK-NEXT:   br label %7
// CHECK-EMPTY:
// CHECK-NEXT: 12:                                               ; preds = %2
// CHECK-NEXT:   %13 = phi float [ 2.000000e+00, %2 ]
// CHECK-NEXT:   br label %7
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
