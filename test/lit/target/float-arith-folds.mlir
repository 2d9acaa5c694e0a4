// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Float arithmetic on constants is folded as LLVM 19's IRBuilder folds it (APFloat): frem
// exactly; an invalid operation (inf - inf, 0 * inf, 0 / 0, inf rem x) gives the positive
// default NaN (x86 and Python give a negative one); a NaN operand comes out quieted with its
// sign and payload; an identity operand (-0.0 in fadd) gives the other one as is, even a
// signalling NaN; undef with a constant is NaN; f16 and bf16 rounded in their format;
// vectors lane by lane; fneg keeps undef.

// CHECK-LABEL: define void @main()
// CHECK-NEXT: call void @d(double 0.000000e+00)
// CHECK-NEXT: call void @d(double 1.000000e+00)
// CHECK-NEXT: call void @d(double 0x7FF8000000000000)
// CHECK-NEXT: call void @d(double 0xFFF8000000000123)
// CHECK-NEXT: call void @d(double 0x7FF8000000000001)
// CHECK-NEXT: call void @d(double 0x7FF0000000000001)
// CHECK-NEXT: call void @d(double 0x7FF8000000000000)
// CHECK-NEXT: call void @d(double 0x7FF8000000000000)
// CHECK-NEXT: call void @f(float 0x7FF8000000000000)
// CHECK-NEXT: call void @f(float 0xFFF0000000000000)
// CHECK-NEXT: call void @h(half 0xH7E00)
// CHECK-NEXT: call void @h(half 0xH7C00)
// CHECK-NEXT: call void @b(bfloat 0xRFFC1)
// CHECK-NEXT: call void @v(<2 x float> <float 0x7FF8000000000000, float 1.000000e+00>)
// CHECK-NEXT: call void @v(<2 x float> undef)
llvm.func @d(f64)
llvm.func @f(f32)
llvm.func @h(f16)
llvm.func @b(bf16)
llvm.func @v(vector<2xf32>)
llvm.func @main() {
  %c35 = llvm.mlir.constant(3.500000e+01 : f64) : f64
  %c2 = llvm.mlir.constant(2.0 : f64) : f64
  %inf = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %nnan = llvm.mlir.constant(0xFFF8000000000123 : f64) : f64
  %snan = llvm.mlir.constant(0x7FF0000000000001 : f64) : f64
  %m0 = llvm.mlir.constant(-0.0 : f64) : f64
  %du = llvm.mlir.undef : f64
  %0 = llvm.frem %c35, %c35 : f64
  llvm.call @d(%0) : (f64) -> ()
  %1 = llvm.frem %c35, %c2 : f64
  llvm.call @d(%1) : (f64) -> ()
  %2 = llvm.fsub %inf, %inf : f64
  llvm.call @d(%2) : (f64) -> ()
  %3 = llvm.fmul %c2, %nnan : f64
  llvm.call @d(%3) : (f64) -> ()
  %4 = llvm.fadd %snan, %c2 : f64
  llvm.call @d(%4) : (f64) -> ()
  %5 = llvm.fadd %m0, %snan : f64
  llvm.call @d(%5) : (f64) -> ()
  %6 = llvm.fdiv %c2, %du : f64
  llvm.call @d(%6) : (f64) -> ()
  %7 = llvm.frem %inf, %c2 : f64
  llvm.call @d(%7) : (f64) -> ()
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %8 = llvm.fdiv %f0, %f0 : f32
  llvm.call @f(%8) : (f32) -> ()
  %fm = llvm.mlir.constant(-1.0 : f32) : f32
  %9 = llvm.fdiv %fm, %f0 : f32
  llvm.call @f(%9) : (f32) -> ()
  %h0 = llvm.mlir.constant(0.0 : f16) : f16
  %hi = llvm.mlir.constant(0x7C00 : f16) : f16
  %10 = llvm.fmul %h0, %hi : f16
  llvm.call @h(%10) : (f16) -> ()
  %hm = llvm.mlir.constant(6.0e4 : f16) : f16
  %11 = llvm.fadd %hm, %hm : f16
  llvm.call @h(%11) : (f16) -> ()
  %bn = llvm.mlir.constant(0xFFC1 : bf16) : bf16
  %b1 = llvm.mlir.constant(1.0 : bf16) : bf16
  %12 = llvm.fsub %b1, %bn : bf16
  llvm.call @b(%12) : (bf16) -> ()
  %vz = llvm.mlir.constant(dense<[-0.0, 1.0]> : vector<2xf32>) : vector<2xf32>
  %13 = llvm.fdiv %vz, %vz : vector<2xf32>
  llvm.call @v(%13) : (vector<2xf32>) -> ()
  %vu = llvm.mlir.undef : vector<2xf32>
  %14 = llvm.fneg %vu : vector<2xf32>
  llvm.call @v(%14) : (vector<2xf32>) -> ()
  llvm.return
}
