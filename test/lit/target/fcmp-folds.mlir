// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// llvm.fcmp on two constants is folded as LLVM 19's IRBuilder folds it
// (ConstantFoldCompareInstruction): false/true whatever the operands, poison with a poison
// operand, an undef operand read as NaN, NaN unordered, -0.0 equal to 0.0, half and bfloat
// compared at their own precision, vectors lane by lane.

llvm.func @r(i1)
llvm.func @rv(vector<2xi1>)

// CHECK-LABEL: define void @hostgen()
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 true)
llvm.func @hostgen() {
  %0 = llvm.mlir.constant(-3.971000e+01 : f64) : f64
  %1 = llvm.fcmp "uno" %0, %0 : f64
  llvm.call @r(%1) : (i1) -> ()
  %2 = llvm.fcmp "ord" %0, %0 : f64
  llvm.call @r(%2) : (i1) -> ()
  llvm.return
}

// NaN against 1.0: the ordered predicates fail, the unordered ones hold.
// CHECK-LABEL: define void @nan()
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
llvm.func @nan() {
  %n = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %0 = llvm.fcmp "_false" %n, %one : f32
  llvm.call @r(%0) : (i1) -> ()
  %1 = llvm.fcmp "oeq" %n, %one : f32
  llvm.call @r(%1) : (i1) -> ()
  %2 = llvm.fcmp "ogt" %n, %one : f32
  llvm.call @r(%2) : (i1) -> ()
  %3 = llvm.fcmp "oge" %n, %one : f32
  llvm.call @r(%3) : (i1) -> ()
  %4 = llvm.fcmp "olt" %one, %n : f32
  llvm.call @r(%4) : (i1) -> ()
  %5 = llvm.fcmp "ole" %one, %n : f32
  llvm.call @r(%5) : (i1) -> ()
  %6 = llvm.fcmp "one" %n, %one : f32
  llvm.call @r(%6) : (i1) -> ()
  %7 = llvm.fcmp "ord" %n, %one : f32
  llvm.call @r(%7) : (i1) -> ()
  %8 = llvm.fcmp "ueq" %n, %one : f32
  llvm.call @r(%8) : (i1) -> ()
  %9 = llvm.fcmp "ugt" %n, %one : f32
  llvm.call @r(%9) : (i1) -> ()
  %10 = llvm.fcmp "uge" %n, %one : f32
  llvm.call @r(%10) : (i1) -> ()
  %11 = llvm.fcmp "ult" %one, %n : f32
  llvm.call @r(%11) : (i1) -> ()
  %12 = llvm.fcmp "ule" %one, %n : f32
  llvm.call @r(%12) : (i1) -> ()
  %13 = llvm.fcmp "une" %n, %one : f32
  llvm.call @r(%13) : (i1) -> ()
  %14 = llvm.fcmp "uno" %n, %one : f32
  llvm.call @r(%14) : (i1) -> ()
  %15 = llvm.fcmp "_true" %n, %one : f32
  llvm.call @r(%15) : (i1) -> ()
  llvm.return
}

// CHECK-LABEL: define void @ordered()
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 true)
// CHECK-NEXT: call void @r(i1 false)
// CHECK-NEXT: call void @r(i1 poison)
// CHECK-NEXT: call void @r(i1 false)
llvm.func @ordered() {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %nz = llvm.mlir.constant(-0.0 : f64) : f64
  %a = llvm.mlir.constant(1.0001 : f16) : f16
  %b = llvm.mlir.constant(1.00001 : f16) : f16
  %c = llvm.mlir.constant(1.002 : bf16) : bf16
  %d = llvm.mlir.constant(1.0 : bf16) : bf16
  %inf = llvm.mlir.constant(0x7F800000 : f32) : f32
  %big = llvm.mlir.constant(3.0e38 : f32) : f32
  %u = llvm.mlir.undef : f32
  %p = llvm.mlir.poison : f32
  %zero = llvm.mlir.zero : f64
  %0 = llvm.fcmp "oeq" %z, %nz : f64
  llvm.call @r(%0) : (i1) -> ()
  %1 = llvm.fcmp "olt" %nz, %z : f64
  llvm.call @r(%1) : (i1) -> ()
  %2 = llvm.fcmp "oeq" %a, %b : f16
  llvm.call @r(%2) : (i1) -> ()
  %3 = llvm.fcmp "ueq" %c, %d : bf16
  llvm.call @r(%3) : (i1) -> ()
  %4 = llvm.fcmp "ogt" %big, %inf : f32
  llvm.call @r(%4) : (i1) -> ()
  %5 = llvm.fcmp "uge" %inf, %big : f32
  llvm.call @r(%5) : (i1) -> ()
  %6 = llvm.fcmp "oeq" %u, %u : f32
  llvm.call @r(%6) : (i1) -> ()
  %7 = llvm.fcmp "ule" %big, %u : f32
  llvm.call @r(%7) : (i1) -> ()
  %8 = llvm.fcmp "_false" %p, %big : f32
  llvm.call @r(%8) : (i1) -> ()
  %9 = llvm.fcmp "ord" %p, %big : f32
  llvm.call @r(%9) : (i1) -> ()
  %10 = llvm.fcmp "one" %zero, %nz : f64
  llvm.call @r(%10) : (i1) -> ()
  llvm.return
}

// CHECK-LABEL: define void @vectors()
// CHECK-NEXT: call void @rv(<2 x i1> <i1 true, i1 false>)
// CHECK-NEXT: call void @rv(<2 x i1> zeroinitializer)
// CHECK-NEXT: call void @rv(<2 x i1> <i1 true, i1 true>)
// CHECK-NEXT: call void @rv(<2 x i1> poison)
// CHECK-NEXT: call void @rv(<2 x i1> <i1 false, i1 true>)
// CHECK-NEXT: call void @rv(<2 x i1> <i1 true, i1 true>)
llvm.func @vectors() {
  %a = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  %b = llvm.mlir.constant(dense<[1.0, 5.0]> : vector<2xf32>) : vector<2xf32>
  %z = llvm.mlir.zero : vector<2xf32>
  %p = llvm.mlir.poison : vector<2xf32>
  %u = llvm.mlir.undef : vector<2xf32>
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %m = llvm.insertelement %one, %u[%i0 : i32] : vector<2xf32>
  %0 = llvm.fcmp "oeq" %a, %b : vector<2xf32>
  llvm.call @rv(%0) : (vector<2xi1>) -> ()
  %1 = llvm.fcmp "ole" %a, %z : vector<2xf32>
  llvm.call @rv(%1) : (vector<2xi1>) -> ()
  %2 = llvm.fcmp "_true" %p, %z : vector<2xf32>
  llvm.call @rv(%2) : (vector<2xi1>) -> ()
  %3 = llvm.fcmp "olt" %p, %z : vector<2xf32>
  llvm.call @rv(%3) : (vector<2xi1>) -> ()
  %4 = llvm.fcmp "une" %m, %a : vector<2xf32>
  llvm.call @rv(%4) : (vector<2xi1>) -> ()
  %5 = llvm.fcmp "ueq" %m, %b : vector<2xf32>
  llvm.call @rv(%5) : (vector<2xi1>) -> ()
  llvm.return
}
