// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Constants: folded as LLVM's IRBuilder folds them (arithmetic on constants, casts,
// compares, select on a constant, constant aggregates), float spellings, poison and zero.

module {
  llvm.func @fold(%x: i32, %p: !llvm.ptr) -> i32 {
    %a = llvm.mlir.constant(6 : i32) : i32
    %b = llvm.mlir.constant(7 : i32) : i32
    %0 = llvm.mul %a, %b : i32
    %1 = llvm.sub %0, %a : i32
    %2 = llvm.shl %1, %a : i32
    %3 = llvm.add %x, %2 : i32
    %4 = llvm.icmp "sgt" %a, %b : i32
    %5 = llvm.select %4, %x, %3 : i1, i32
    %6 = llvm.mlir.constant(-3 : i16) : i16
    %7 = llvm.sext %6 : i16 to i32
    %8 = llvm.add %5, %7 : i32
    %9 = llvm.mlir.constant(true) : i1
    %10 = llvm.zext %9 : i1 to i32
    %11 = llvm.xor %8, %10 : i32
    %z = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.icmp "eq" %p, %z : !llvm.ptr
    %13 = llvm.select %12, %11, %x : i1, i32
    %pz = llvm.mlir.poison : i32
    %14 = llvm.add %13, %pz : i32
    llvm.return %14 : i32
  }
  llvm.func @floats(%x: f64, %y: f32) -> f64 {
    %a = llvm.mlir.constant(1.0 : f64) : f64
    %b = llvm.mlir.constant(0.3 : f64) : f64
    %c = llvm.mlir.constant(-2.5e-3 : f64) : f64
    %d = llvm.mlir.constant(1.0e+300 : f64) : f64
    %e = llvm.mlir.constant(0.2 : f32) : f32
    %0 = llvm.fadd %x, %a : f64
    %1 = llvm.fmul %0, %b : f64
    %2 = llvm.fsub %1, %c : f64
    %3 = llvm.fdiv %2, %d : f64
    %4 = llvm.fadd %y, %e : f32
    %5 = llvm.fpext %4 : f32 to f64
    %6 = llvm.fadd %3, %5 : f64
    %7 = llvm.fadd %a, %b : f64
    %8 = llvm.fmul %6, %7 : f64
    llvm.return %8 : f64
  }
  llvm.func @aggregate(%x: i64) -> !llvm.struct<(i64, i64, ptr)> {
    %u = llvm.mlir.undef : !llvm.struct<(i64, i64, ptr)>
    %c = llvm.mlir.constant(4 : i64) : i64
    %0 = llvm.insertvalue %c, %u[1] : !llvm.struct<(i64, i64, ptr)>
    %1 = llvm.insertvalue %x, %0[0] : !llvm.struct<(i64, i64, ptr)>
    llvm.return %1 : !llvm.struct<(i64, i64, ptr)>
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @fold(i32 %0, ptr %1) {
// CHECK-NEXT:   %3 = add i32 %0, 2304
// CHECK-NEXT:   %4 = select i1 false, i32 %0, i32 %3
// CHECK-NEXT:   %5 = add i32 %4, -3
// CHECK-NEXT:   %6 = xor i32 %5, 1
// CHECK-NEXT:   %7 = icmp eq ptr %1, null
// CHECK-NEXT:   %8 = select i1 %7, i32 %6, i32 %0
// CHECK-NEXT:   %9 = add i32 %8, poison
// CHECK-NEXT:   ret i32 %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define double @floats(double %0, float %1) {
// CHECK-NEXT:   %3 = fadd double %0, 1.000000e+00
// CHECK-NEXT:   %4 = fmul double %3, 3.000000e-01
// CHECK-NEXT:   %5 = fsub double %4, -2.500000e-03
// CHECK-NEXT:   %6 = fdiv double %5, 1.000000e+300
// CHECK-NEXT:   %7 = fadd float %1, 0x3FC99999A0000000
// CHECK-NEXT:   %8 = fpext float %7 to double
// CHECK-NEXT:   %9 = fadd double %6, %8
// CHECK-NEXT:   %10 = fmul double %9, 1.300000e+00
// CHECK-NEXT:   ret double %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define { i64, i64, ptr } @aggregate(i64 %0) {
// CHECK-NEXT:   %2 = insertvalue { i64, i64, ptr } { i64 undef, i64 4, ptr undef }, i64 %0, 0
// CHECK-NEXT:   ret { i64, i64, ptr } %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
