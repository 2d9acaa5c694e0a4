// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.icmp / llvm.fcmp (quoted predicate, an i64 property in the generic
// form) and llvm.select; all print with single spaces.

// CHECK:module {
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

// GENERIC:    %0 = "llvm.icmp"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %1 = "llvm.icmp"(%arg0, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %2 = "llvm.icmp"(%arg0, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %3 = "llvm.fcmp"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT:    %4 = "llvm.fcmp"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT:    %5 = "llvm.select"(%0, %arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
