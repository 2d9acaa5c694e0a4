// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.func linkage, visibility, unnamed_addr, cconv, argument/result attributes
// and function attributes; llvm.call with vararg(...), fastmath, tail kind,
// cconv and an indirect callee; llvm.mlir.global header keywords and an
// initializer region.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:  llvm.func @pers(...) -> i32
// CHECK-NEXT:  llvm.func weak hidden @w() attributes {passthrough = ["noinline"], personality = @pers} {
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func private local_unnamed_addr @p(%arg0: f32 {llvm.noundef}) -> (f32 {llvm.noundef}) attributes {always_inline, frame_pointer = #llvm.framePointerKind<all>, no_unwind} {
// CHECK-NEXT:    llvm.return %arg0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func linkonce_odr protected unnamed_addr fastcc @q() attributes {dso_local, target_cpu = "sm_80", target_features = #llvm.target_features<["+ptx70"]>} {
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @calls(%arg0: !llvm.ptr, %arg1: f32) {
// CHECK-NEXT:    %0 = llvm.call @printf(%arg0, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f32) -> i32
// CHECK-NEXT:    %1 = llvm.call @p(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:    %2 = llvm.call tail @p(%arg1) : (f32) -> f32
// CHECK-NEXT:    %3 = llvm.call fastcc @p(%arg1) : (f32) -> f32
// CHECK-NEXT:    llvm.call @q() : () -> ()
// CHECK-NEXT:    %4 = llvm.mlir.addressof @p : !llvm.ptr
// CHECK-NEXT:    %5 = llvm.call %4(%arg1) : !llvm.ptr, (f32) -> f32
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.mlir.global internal constant @str("abc\00") {addr_space = 0 : i32, alignment = 1 : i64}
// CHECK-NEXT:  llvm.mlir.global external thread_local unnamed_addr @tl(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:  llvm.mlir.global private @init() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:    %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>{{ }}
// CHECK-NEXT:    llvm.return %2 : !llvm.struct<(i32, f32)>
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.mlir.global weak_odr hidden @arr(dense<[1, 2]> : tensor<2xi32>) {addr_space = 3 : i32, section = ".data"} : !llvm.array<2 x i32>
// CHECK-NEXT:  llvm.mlir.global external @ext() {addr_space = 0 : i32} : f32
// CHECK-NEXT:  llvm.mlir.global common local_unnamed_addr @cm(0 : i64) {addr_space = 0 : i32, dso_local} : i64
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "pers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak>, passthrough = ["noinline"], personality = @pers, sym_name = "w", unnamed_addr = 0 : i64, visibility_ = 1 : i64}> ({
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, always_inline, arg_attrs = [{llvm.noundef}], frame_pointer = #llvm.framePointerKind<all>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<private>, no_unwind, res_attrs = [{llvm.noundef}], sym_name = "p", unnamed_addr = 1 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg2: f32):
// GENERIC-NEXT:    "llvm.return"(%arg2) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, dso_local, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce_odr>, sym_name = "q", target_cpu = "sm_80", target_features = #llvm.target_features<["+ptx70"]>, unnamed_addr = 2 : i64, visibility_ = 2 : i64}> ({
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "calls", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: !llvm.ptr, %arg1: f32):
// GENERIC-NEXT:    %3 = "llvm.call"(%arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, f32) -> i32
// GENERIC-NEXT:    %4 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @p, fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:    %5 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @p, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %6 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, callee = @p, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @q, fastmathFlags = #llvm.fastmath<none>}> : () -> ()
// GENERIC-NEXT:    %7 = "llvm.mlir.addressof"() <{global_name = @p}> : () -> !llvm.ptr
// GENERIC-NEXT:    %8 = "llvm.call"(%7, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 1 : i64, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "abc\00", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "tl", thread_local_, unnamed_addr = 2 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = !llvm.struct<(i32, f32)>, linkage = #llvm.linkage<private>, sym_name = "init", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    %0 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
// GENERIC-NEXT:    %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:    %2 = "llvm.insertvalue"(%0, %1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
// GENERIC-NEXT:    "llvm.return"(%2) : (!llvm.struct<(i32, f32)>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<weak_odr>, section = ".data", sym_name = "arr", unnamed_addr = 0 : i64, value = dense<[1, 2]> : tensor<2xi32>, visibility_ = 1 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = f32, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = i64, linkage = #llvm.linkage<common>, sym_name = "cm", unnamed_addr = 1 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @pers(...) -> i32
llvm.func weak hidden @w() attributes {passthrough = ["noinline"], personality = @pers} {
  llvm.return
}
llvm.func private local_unnamed_addr @p(%a: f32 {llvm.noundef}) -> (f32 {llvm.noundef}) attributes {always_inline, no_unwind, frame_pointer = #llvm.framePointerKind<all>} {
  llvm.return %a : f32
}
llvm.func linkonce_odr protected unnamed_addr fastcc @q() attributes {target_cpu = "sm_80", target_features = #llvm.target_features<["+ptx70"]>, dso_local} {
  llvm.return
}
llvm.func @calls(%p: !llvm.ptr, %f: f32) {
  %0 = llvm.call @printf(%p, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f32) -> i32
  %1 = llvm.call @p(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.call tail @p(%f) : (f32) -> f32
  %3 = llvm.call fastcc @p(%f) : (f32) -> f32
  llvm.call @q() : () -> ()
  %4 = llvm.mlir.addressof @p : !llvm.ptr
  %5 = llvm.call %4(%f) : !llvm.ptr, (f32) -> f32
  llvm.return
}
llvm.mlir.global internal constant @str("abc\00") {addr_space = 0 : i32, alignment = 1 : i64}
llvm.mlir.global external unnamed_addr thread_local @tl(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private @init() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>
  llvm.return %2 : !llvm.struct<(i32, f32)>
}
llvm.mlir.global weak_odr hidden @arr(dense<[1, 2]> : tensor<2xi32>) {addr_space = 3 : i32, section = ".data"} : !llvm.array<2 x i32>
llvm.mlir.global external @ext() {addr_space = 0 : i32} : f32
llvm.mlir.global common local_unnamed_addr @cm(0 : i64) {addr_space = 0 : i32, dso_local} : i64
