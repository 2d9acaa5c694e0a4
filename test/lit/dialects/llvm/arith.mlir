// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// LLVM integer and float arithmetic.  Ops with fastmath flags, and the
// integer ops without overflow flags, print two spaces before the `:`.

// CHECK:module {
// CHECK-LABEL:  llvm.func @integer(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg1 : i64
// CHECK-NEXT:    %1 = llvm.sub %arg0, %arg1 : i64
// CHECK-NEXT:    %2 = llvm.mul %arg0, %arg1 : i64
// CHECK-NEXT:    %3 = llvm.sdiv %arg0, %arg1  : i64
// CHECK-NEXT:    %4 = llvm.udiv %arg0, %arg1  : i64
// CHECK-NEXT:    %5 = llvm.srem %arg0, %arg1  : i64
// CHECK-NEXT:    %6 = llvm.urem %arg0, %arg1  : i64
// CHECK-NEXT:    %7 = llvm.and %arg0, %arg1  : i64
// CHECK-NEXT:    %8 = llvm.or %arg0, %arg1  : i64
// CHECK-NEXT:    %9 = llvm.xor %arg0, %arg1  : i64
// CHECK-NEXT:    %10 = llvm.shl %arg0, %arg1 : i64
// CHECK-NEXT:    %11 = llvm.lshr %arg0, %arg1  : i64
// CHECK-NEXT:    %12 = llvm.ashr %arg0, %arg1  : i64
// CHECK-NEXT:    %13 = llvm.add %arg0, %arg1 overflow<nsw> : i64
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @integer(%a: i64, %b: i64) {
  %0 = llvm.add %a, %b : i64
  %1 = llvm.sub %a, %b : i64
  %2 = llvm.mul %a, %b : i64
  %3 = llvm.sdiv %a, %b : i64
  %4 = llvm.udiv %a, %b : i64
  %5 = llvm.srem %a, %b : i64
  %6 = llvm.urem %a, %b : i64
  %7 = llvm.and %a, %b : i64
  %8 = llvm.or %a, %b : i64
  %9 = llvm.xor %a, %b : i64
  %10 = llvm.shl %a, %b : i64
  %11 = llvm.lshr %a, %b : i64
  %12 = llvm.ashr %a, %b : i64
  %13 = llvm.add %a, %b overflow<nsw> : i64
  llvm.return
}

// CHECK-LABEL:  llvm.func @float(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = llvm.fadd %arg0, %arg1  : f32
// CHECK-NEXT:    %1 = llvm.fsub %arg0, %arg1  : f32
// CHECK-NEXT:    %2 = llvm.fmul %arg0, %arg1  : f32
// CHECK-NEXT:    %3 = llvm.fdiv %arg0, %arg1  : f32
// CHECK-NEXT:    %4 = llvm.frem %arg0, %arg1  : f32
// CHECK-NEXT:    %5 = llvm.fneg %arg0  : f32
// CHECK-NEXT:    %6 = llvm.fmul %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:    %7 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @float(%x: f32, %y: f32) {
  %0 = llvm.fadd %x, %y : f32
  %1 = llvm.fsub %x, %y : f32
  %2 = llvm.fmul %x, %y : f32
  %3 = llvm.fdiv %x, %y : f32
  %4 = llvm.frem %x, %y : f32
  %5 = llvm.fneg %x : f32
  %6 = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %7 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  llvm.return
}
// CHECK-NEXT:}

// GENERIC:    %8 = "llvm.add"(%arg2, %arg3) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC:    %11 = "llvm.sdiv"(%arg2, %arg3) : (i64, i64) -> i64
// GENERIC:    %15 = "llvm.and"(%arg2, %arg3) : (i64, i64) -> i64
// GENERIC:    %21 = "llvm.add"(%arg2, %arg3) <{overflowFlags = #llvm.overflow<nsw>}> : (i64, i64) -> i64
// GENERIC:    %0 = "llvm.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC:    %2 = "llvm.fmul"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC:    %5 = "llvm.fneg"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %6 = "llvm.fmul"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %7 = "llvm.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
