// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// LLVM arithmetic, comparison and select.  Ops with fastmath flags, and the
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

// CHECK-LABEL:  llvm.func @compare(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64) -> i32 {
// CHECK-NEXT:    %0 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT:    %2 = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK-NEXT:    %3 = llvm.fcmp "olt" %arg2, %arg3 : f64
// CHECK-NEXT:    %4 = llvm.fcmp "une" %arg2, %arg3 : f64
// CHECK-NEXT:    %5 = llvm.select %0, %arg0, %arg1 : i1, i32
// CHECK-NEXT:    llvm.return %5 : i32
// CHECK-NEXT:  }
llvm.func @compare(%a: i32, %b: i32, %x: f64, %y: f64) -> i32 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ult" %a, %b : i32
  %2 = llvm.icmp "sge" %a, %b : i32
  %3 = llvm.fcmp "olt" %x, %y : f64
  %4 = llvm.fcmp "une" %x, %y : f64
  %5 = llvm.select %0, %a, %b : i1, i32
  llvm.return %5 : i32
}
// CHECK-NEXT:}

// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "integer", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:    %14 = "llvm.add"(%arg6, %arg7) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC:    %17 = "llvm.sdiv"(%arg6, %arg7) : (i64, i64) -> i64
// GENERIC:    %21 = "llvm.and"(%arg6, %arg7) : (i64, i64) -> i64
// GENERIC:    %27 = "llvm.add"(%arg6, %arg7) <{overflowFlags = #llvm.overflow<nsw>}> : (i64, i64) -> i64
// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "float", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:    %6 = "llvm.fadd"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %7 = "llvm.fsub"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %8 = "llvm.fmul"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %9 = "llvm.fdiv"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %10 = "llvm.frem"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %11 = "llvm.fneg"(%arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %12 = "llvm.fmul"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %13 = "llvm.fadd"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "compare", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:    %0 = "llvm.icmp"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %1 = "llvm.icmp"(%arg0, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %2 = "llvm.icmp"(%arg0, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %3 = "llvm.fcmp"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT:    %4 = "llvm.fcmp"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT:    %5 = "llvm.select"(%0, %arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
