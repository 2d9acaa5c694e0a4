// RUN: gpuopt %s | FileCheck %s
// Flag sets print in their enum's bit order whatever order they were written in, each
// with mlir-opt-19's separator; none is elided, a repeated flag once, fast is all of them.

// CHECK: module {
// CHECK-LABEL: func.func @arith_fastmath(%arg0: f32) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %3 = math.sqrt %arg0 fastmath<nnan,afn> : f32
// CHECK-NEXT: %4 = arith.addf %arg0, %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %5 = arith.addf %arg0, %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %6 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %7 = arith.mulf %arg0, %arg0 fastmath<nnan,ninf,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %8 = arith.cmpf olt, %arg0, %arg0 fastmath<reassoc,afn> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @arith_overflow(%arg0: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.shli %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @llvm_flags(%arg0: f32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg0  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %1 = llvm.fmul %arg0, %arg0  {fastmathFlags = #llvm.fastmath<afn, reassoc>} : f32
// CHECK-NEXT: %2 = llvm.add %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @arith_fastmath(%a: f32) {
  %0 = arith.addf %a, %a fastmath<ninf,nnan> : f32
  %1 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %2 = arith.addf %a, %a fastmath<none> : f32
  %3 = math.sqrt %a fastmath<afn,nnan> : f32
  %4 = arith.addf %a, %a fastmath<nnan,nnan> : f32
  %5 = arith.addf %a, %a fastmath<none,nnan> : f32
  %6 = arith.addf %a, %a {fastmath = #arith.fastmath<contract,fast>} : f32
  %7 = arith.mulf %a, %a fastmath<afn,contract,arcp,nsz,ninf,nnan> : f32
  %8 = arith.cmpf olt, %a, %a fastmath<afn,reassoc> : f32
  return
}
func.func @arith_overflow(%i: i32) {
  %0 = arith.addi %i, %i overflow<nuw, nsw> : i32
  %1 = arith.muli %i, %i overflow<nuw> : i32
  %2 = arith.subi %i, %i {overflowFlags = #arith.overflow<nuw,nsw>} : i32
  %3 = arith.shli %i, %i overflow<none> : i32
  return
}
func.func @llvm_flags(%a: f32, %i: i32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<ninf, nnan>} : f32
  %1 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<reassoc, afn>} : f32
  %2 = llvm.add %i, %i overflow<nuw, nsw> : i32
  return
}
