// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// LLVM cast ops: `%x : src to dst` in the custom form.

// CHECK:module {
// CHECK-LABEL:  llvm.func @casts(%arg0: i64, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr) {
// CHECK-NEXT:    %0 = llvm.trunc %arg0 : i64 to i32
// CHECK-NEXT:    %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:    %2 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:    %3 = llvm.sitofp %arg0 : i64 to f64
// CHECK-NEXT:    %4 = llvm.uitofp %arg1 : i32 to f32
// CHECK-NEXT:    %5 = llvm.fptosi %arg3 : f64 to i64
// CHECK-NEXT:    %6 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT:    %7 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT:    %8 = llvm.fptrunc %arg3 : f64 to f32
// CHECK-NEXT:    %9 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT:    %10 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
// CHECK-NEXT:    %11 = llvm.inttoptr %arg0 : i64 to !llvm.ptr
// CHECK-NEXT:    %12 = llvm.addrspacecast %arg4 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:    %13 = llvm.bitcast %arg4 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @casts(%i: i64, %j: i32, %f: f32, %d: f64, %p: !llvm.ptr) {
  %0 = llvm.trunc %i : i64 to i32
  %1 = llvm.sext %j : i32 to i64
  %2 = llvm.zext %j : i32 to i64
  %3 = llvm.sitofp %i : i64 to f64
  %4 = llvm.uitofp %j : i32 to f32
  %5 = llvm.fptosi %d : f64 to i64
  %6 = llvm.fptoui %f : f32 to i32
  %7 = llvm.fpext %f : f32 to f64
  %8 = llvm.fptrunc %d : f64 to f32
  %9 = llvm.bitcast %f : f32 to i32
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  %11 = llvm.inttoptr %i : i64 to !llvm.ptr
  %12 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %13 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.return
}
// CHECK-NEXT:}

// GENERIC:    %0 = "llvm.trunc"(%arg0) : (i64) -> i32
// GENERIC-NEXT:    %1 = "llvm.sext"(%arg1) : (i32) -> i64
// GENERIC:    %10 = "llvm.ptrtoint"(%arg4) : (!llvm.ptr) -> i64
// GENERIC:    %12 = "llvm.addrspacecast"(%arg4) : (!llvm.ptr) -> !llvm.ptr<1>
