// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.intr.experimental.constrained.fptrunc (what arith.truncf with a rounding mode lowers to): its
// rounding mode and exception behaviour print as keywords; expected text from mlir-opt-19.

// CHECK:module {
// CHECK-NEXT:  llvm.func @constrained(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>) {
// CHECK-NEXT:    %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
// CHECK-NEXT:    %1 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero maytrap : f64 to f32
// CHECK-NEXT:    %2 = llvm.intr.experimental.constrained.fptrunc %arg1 upward strict : f64 to bf16
// CHECK-NEXT:    %3 = llvm.intr.experimental.constrained.fptrunc %arg2 downward ignore : vector<4xf32> to vector<4xf16>
// CHECK-NEXT:    %4 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f32 to f16
// CHECK-NEXT:    %5 = llvm.intr.experimental.constrained.fptrunc %arg0 dynamic ignore : f32 to f16
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f64, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "constrained", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>):
// GENERIC-NEXT:    %0 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (f32) -> f16
// GENERIC-NEXT:    %1 = "llvm.intr.experimental.constrained.fptrunc"(%arg1) <{fpExceptionBehavior = 1 : i64, roundingmode = 0 : i64}> : (f64) -> f32
// GENERIC-NEXT:    %2 = "llvm.intr.experimental.constrained.fptrunc"(%arg1) <{fpExceptionBehavior = 2 : i64, roundingmode = 2 : i64}> : (f64) -> bf16
// GENERIC-NEXT:    %3 = "llvm.intr.experimental.constrained.fptrunc"(%arg2) <{fpExceptionBehavior = 0 : i64, roundingmode = 3 : i64}> : (vector<4xf32>) -> vector<4xf16>
// GENERIC-NEXT:    %4 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f32) -> f16
// GENERIC-NEXT:    %5 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 7 : i64}> : (f32) -> f16
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
llvm.func @constrained(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
  %1 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %arg1 upward strict : f64 to bf16
  %3 = llvm.intr.experimental.constrained.fptrunc %arg2 downward ignore : vector<4xf32> to vector<4xf16>
  %4 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f32 to f16
  %5 = llvm.intr.experimental.constrained.fptrunc %arg0 dynamic ignore : f32 to f16
  llvm.return
}
