// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// llvm.intr.* ops: calls to @llvm.* with their declarations and attribute groups.

module {
  llvm.func @math(%x: f32, %y: f64, %v: vector<4xf32>) -> f32 {
    %0 = llvm.intr.sqrt(%x) : (f32) -> f32
    %1 = llvm.intr.fabs(%0) : (f32) -> f32
    %2 = llvm.intr.floor(%1) : (f32) -> f32
    %3 = llvm.intr.ceil(%2) : (f32) -> f32
    %4 = llvm.intr.maxnum(%3, %x) : (f32, f32) -> f32
    %5 = llvm.intr.minnum(%4, %x) : (f32, f32) -> f32
    %6 = llvm.intr.fma(%5, %5, %x) : (f32, f32, f32) -> f32
    %7 = llvm.intr.copysign(%6, %x) : (f32, f32) -> f32
    %8 = llvm.intr.sqrt(%y) : (f64) -> f64
    %9 = llvm.intr.fabs(%v) : (vector<4xf32>) -> vector<4xf32>
    %10 = llvm.intr.round(%8) : (f64) -> f64
    %11 = llvm.fptrunc %10 : f64 to f32
    %12 = llvm.fadd %7, %11 : f32
    %13 = llvm.intr.exp2(%12) : (f32) -> f32
    %i = llvm.mlir.constant(3 : i32) : i32
    %14 = llvm.intr.powi(%13, %i) : (f32, i32) -> f32
    %15 = llvm.intr.trunc(%14) : (f32) -> f32
    llvm.return %15 : f32
  }
  llvm.func @bits(%a: i32, %b: i64) -> i32 {
    %0 = llvm.intr.ctpop(%a) : (i32) -> i32
    %1 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %2 = "llvm.intr.cttz"(%b) <{is_zero_poison = true}> : (i64) -> i64
    %3 = llvm.trunc %2 : i64 to i32
    %4 = llvm.intr.smax(%0, %1) : (i32, i32) -> i32
    %5 = llvm.intr.umin(%4, %3) : (i32, i32) -> i32
    %6 = "llvm.intr.abs"(%5) <{is_int_min_poison = false}> : (i32) -> i32
    %7 = llvm.intr.bswap(%6) : (i32) -> i32
    %8 = llvm.intr.bitreverse(%7) : (i32) -> i32
    %9 = llvm.intr.fshl(%8, %a, %0) : (i32, i32, i32) -> i32
    %10 = llvm.intr.sadd.sat(%9, %a) : (i32, i32) -> i32
    %11 = llvm.intr.smin(%10, %a) : (i32, i32) -> i32
    %12 = llvm.intr.umax(%11, %a) : (i32, i32) -> i32
    llvm.return %12 : i32
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define float @math(float %0, double %1, <4 x float> %2) {
// CHECK-NEXT:   %4 = call float @llvm.sqrt.f32(float %0)
// CHECK-NEXT:   %5 = call float @llvm.fabs.f32(float %4)
// CHECK-NEXT:   %6 = call float @llvm.floor.f32(float %5)
// CHECK-NEXT:   %7 = call float @llvm.ceil.f32(float %6)
// CHECK-NEXT:   %8 = call float @llvm.maxnum.f32(float %7, float %0)
// CHECK-NEXT:   %9 = call float @llvm.minnum.f32(float %8, float %0)
// CHECK-NEXT:   %10 = call float @llvm.fma.f32(float %9, float %9, float %0)
// CHECK-NEXT:   %11 = call float @llvm.copysign.f32(float %10, float %0)
// CHECK-NEXT:   %12 = call double @llvm.sqrt.f64(double %1)
// CHECK-NEXT:   %13 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %2)
// CHECK-NEXT:   %14 = call double @llvm.round.f64(double %12)
// CHECK-NEXT:   %15 = fptrunc double %14 to float
// CHECK-NEXT:   %16 = fadd float %11, %15
// CHECK-NEXT:   %17 = call float @llvm.exp2.f32(float %16)
// CHECK-NEXT:   %18 = call float @llvm.powi.f32.i32(float %17, i32 3)
// CHECK-NEXT:   %19 = call float @llvm.trunc.f32(float %18)
// CHECK-NEXT:   ret float %19
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @bits(i32 %0, i64 %1) {
// CHECK-NEXT:   %3 = call i32 @llvm.ctpop.i32(i32 %0)
// CHECK-NEXT:   %4 = call i32 @llvm.ctlz.i32(i32 %0, i1 false)
// CHECK-NEXT:   %5 = call i64 @llvm.cttz.i64(i64 %1, i1 true)
// CHECK-NEXT:   %6 = trunc i64 %5 to i32
// CHECK-NEXT:   %7 = call i32 @llvm.smax.i32(i32 %3, i32 %4)
// CHECK-NEXT:   %8 = call i32 @llvm.umin.i32(i32 %7, i32 %6)
// CHECK-NEXT:   %9 = call i32 @llvm.abs.i32(i32 %8, i1 false)
// CHECK-NEXT:   %10 = call i32 @llvm.bswap.i32(i32 %9)
// CHECK-NEXT:   %11 = call i32 @llvm.bitreverse.i32(i32 %10)
// CHECK-NEXT:   %12 = call i32 @llvm.fshl.i32(i32 %11, i32 %0, i32 %3)
// CHECK-NEXT:   %13 = call i32 @llvm.sadd.sat.i32(i32 %12, i32 %0)
// CHECK-NEXT:   %14 = call i32 @llvm.smin.i32(i32 %13, i32 %0)
// CHECK-NEXT:   %15 = call i32 @llvm.umax.i32(i32 %14, i32 %0)
// CHECK-NEXT:   ret i32 %15
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sqrt.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fabs.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.floor.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.ceil.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maxnum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.minnum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fma.f32(float, float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.copysign.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare double @llvm.sqrt.f64(double) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare double @llvm.round.f64(double) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.exp2.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.powi.f32.i32(float, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.trunc.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctpop.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.cttz.i64(i64, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.umin.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.abs.i32(i32, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.bswap.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.bitreverse.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.fshl.i32(i32, i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.sadd.sat.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smin.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.umax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
