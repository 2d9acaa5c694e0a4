// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.func (declarations, linkage, varargs, attributes), llvm.call,
// llvm.return, llvm.br and llvm.cond_br.  Op names keep the `llvm.` prefix.

// CHECK:module {
// CHECK-LABEL:  llvm.func @decl(!llvm.ptr, i64) -> !llvm.ptr
llvm.func @decl(!llvm.ptr, i64) -> !llvm.ptr
// CHECK-LABEL:  llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-LABEL:  llvm.func internal @internal_fn() {
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func internal @internal_fn() {
  llvm.return
}

// CHECK-LABEL:  llvm.func @calls(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr attributes {my.attr = 2 : i32} {
// CHECK-NEXT:    %0 = llvm.call @decl(%arg0, %arg1) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:    %1 = llvm.call @printf(%arg0, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
// CHECK-NEXT:    llvm.call @internal_fn() : () -> ()
// CHECK-NEXT:    llvm.return %0 : !llvm.ptr
// CHECK-NEXT:  }
llvm.func @calls(%p: !llvm.ptr, %n: i64) -> !llvm.ptr attributes {my.attr = 2 : i32} {
  %r = llvm.call @decl(%p, %n) : (!llvm.ptr, i64) -> !llvm.ptr
  %v = llvm.call @printf(%p, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  llvm.call @internal_fn() : () -> ()
  llvm.return %r : !llvm.ptr
}

// CHECK-LABEL:  llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    llvm.return %1 : i32
// CHECK-NEXT:  }
llvm.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb3(%x : i32)
^bb2:
  llvm.br ^bb3(%b : i32)
^bb3(%y: i32):
  llvm.return %y : i32
}
// CHECK-NEXT:}

// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "internal_fn", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "calls", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:    %2 = "llvm.call"(%arg3, %arg4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @decl, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i64) -> !llvm.ptr
// GENERIC-NEXT:    %3 = "llvm.call"(%arg3, %arg4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i64) -> i32
// GENERIC-NEXT:    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @internal_fn, fastmathFlags = #llvm.fastmath<none>}> : () -> ()
// GENERIC-NEXT:    "llvm.return"(%2) : (!llvm.ptr) -> ()
// GENERIC:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "branches", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:    "llvm.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC:    "llvm.br"(%0)[^bb3] : (i32) -> ()
// GENERIC:    "llvm.br"(%arg2)[^bb3] : (i32) -> ()
// GENERIC:    "llvm.return"(%1) : (i32) -> ()
