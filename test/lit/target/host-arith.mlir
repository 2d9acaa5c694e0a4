// RUN: gpuopt %s --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// Host code: func and arith lowered by gpuopt, then translated.

func.func @int_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.remui %3, %a : i32
  %5 = arith.andi %4, %b : i32
  %6 = arith.ori %5, %a : i32
  %7 = arith.xori %6, %b : i32
  %8 = arith.shli %7, %a : i32
  %9 = arith.shrsi %8, %b : i32
  %10 = arith.shrui %9, %a : i32
  %c = arith.constant 42 : i32
  %11 = arith.addi %10, %c : i32
  return %11 : i32
}

func.func @float_ops(%a: f32, %b: f64) -> f64 {
  %0 = arith.addf %a, %a : f32
  %1 = arith.mulf %0, %a fastmath<fast> : f32
  %2 = arith.divf %1, %a : f32
  %3 = arith.negf %2 : f32
  %4 = arith.extf %3 : f32 to f64
  %5 = arith.subf %4, %b : f64
  %c = arith.constant 0.1 : f64
  %6 = arith.addf %5, %c : f64
  return %6 : f64
}

func.func @casts(%a: i32, %f: f32, %i: index) -> i64 {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.addi %0, %1 : i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.sitofp %3 : i16 to f32
  %5 = arith.addf %4, %f : f32
  %6 = arith.fptosi %5 : f32 to i64
  %7 = arith.index_cast %i : index to i64
  %8 = arith.addi %6, %7 : i64
  return %8 : i64
}

func.func @compare(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpf olt, %x, %y : f32
  %2 = arith.andi %0, %1 : i1
  %3 = arith.select %2, %a, %b : i32
  %4 = arith.cmpi uge, %3, %b : i32
  %5 = arith.select %4, %3, %a : i32
  return %5 : i32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @int_ops(i32 %0, i32 %1) {
// CHECK-NEXT:   %3 = add i32 %0, %1
// CHECK-NEXT:   %4 = sub i32 %3, %1
// CHECK-NEXT:   %5 = mul i32 %4, %0
// CHECK-NEXT:   %6 = sdiv i32 %5, %1
// CHECK-NEXT:   %7 = urem i32 %6, %0
// CHECK-NEXT:   %8 = and i32 %7, %1
// CHECK-NEXT:   %9 = or i32 %8, %0
// CHECK-NEXT:   %10 = xor i32 %9, %1
// CHECK-NEXT:   %11 = shl i32 %10, %0
// CHECK-NEXT:   %12 = ashr i32 %11, %1
// CHECK-NEXT:   %13 = lshr i32 %12, %0
// CHECK-NEXT:   %14 = add i32 %13, 42
// CHECK-NEXT:   ret i32 %14
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define double @float_ops(float %0, double %1) {
// CHECK-NEXT:   %3 = fadd float %0, %0
// CHECK-NEXT:   %4 = fmul fast float %3, %0
// CHECK-NEXT:   %5 = fdiv float %4, %0
// CHECK-NEXT:   %6 = fneg float %5
// CHECK-NEXT:   %7 = fpext float %6 to double
// CHECK-NEXT:   %8 = fsub double %7, %1
// CHECK-NEXT:   %9 = fadd double %8, 1.000000e-01
// CHECK-NEXT:   ret double %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @casts(i32 %0, float %1, i64 %2) {
// CHECK-NEXT:   %4 = sext i32 %0 to i64
// CHECK-NEXT:   %5 = zext i32 %0 to i64
// CHECK-NEXT:   %6 = add i64 %4, %5
// CHECK-NEXT:   %7 = trunc i64 %6 to i16
// CHECK-NEXT:   %8 = sitofp i16 %7 to float
// CHECK-NEXT:   %9 = fadd float %8, %1
// CHECK-NEXT:   %10 = fptosi float %9 to i64
// CHECK-NEXT:   %11 = add i64 %10, %2
// CHECK-NEXT:   ret i64 %11
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @compare(i32 %0, i32 %1, float %2, float %3) {
// CHECK-NEXT:   %5 = icmp slt i32 %0, %1
// CHECK-NEXT:   %6 = fcmp olt float %2, %3
// CHECK-NEXT:   %7 = and i1 %5, %6
// CHECK-NEXT:   %8 = select i1 %7, i32 %0, i32 %1
// CHECK-NEXT:   %9 = icmp uge i32 %8, %1
// CHECK-NEXT:   %10 = select i1 %9, i32 %8, i32 %0
// CHECK-NEXT:   ret i32 %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
