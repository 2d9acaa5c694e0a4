// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.inline_asm, llvm.freeze, llvm.mlir.none, global ctors/dtors.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
// CHECK-NEXT:  llvm.mlir.global_dtors {dtors = [@ctor], priorities = [65535 : i32]}
// CHECK-NEXT:  llvm.func @ctor() {
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @misc(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    llvm.inline_asm has_side_effects "bar.sync 0;", ""  : () -> ()
// CHECK-NEXT:    %0 = llvm.inline_asm "add.s32 $0, $1, $2;", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i32
// CHECK-NEXT:    %1 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "mov $0, $1", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT:    %2 = llvm.inline_asm asm_dialect = att "mov.b32 $0, $1;", "=f,f" %arg1 : (f32) -> f32
// CHECK-NEXT:    %3 = llvm.inline_asm "mov.b32 $0, 0;", "=r,=r"  : () -> !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %4 = llvm.freeze %arg0 : i32
// CHECK-NEXT:    %5 = llvm.freeze %arg1 : f32
// CHECK-NEXT:    %6 = llvm.mlir.none : !llvm.token
// CHECK-NEXT:    llvm.return %4 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.mlir.global_ctors"() <{ctors = [@ctor], priorities = [0 : i32]}> : () -> ()
// GENERIC-NEXT:  "llvm.mlir.global_dtors"() <{dtors = [@ctor], priorities = [65535 : i32]}> : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "ctor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "misc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:    "llvm.inline_asm"() <{asm_string = "bar.sync 0;", constraints = "", has_side_effects}> : () -> ()
// GENERIC-NEXT:    %0 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "add.s32 $0, $1, $2;", constraints = "=r,r,r"}> : (i32, i32) -> i32
// GENERIC-NEXT:    %1 = "llvm.inline_asm"(%arg0) <{asm_dialect = 1 : i64, asm_string = "mov $0, $1", constraints = "=r,r", has_side_effects, is_align_stack}> : (i32) -> i32
// GENERIC-NEXT:    %2 = "llvm.inline_asm"(%arg1) <{asm_dialect = 0 : i64, asm_string = "mov.b32 $0, $1;", constraints = "=f,f"}> : (f32) -> f32
// GENERIC-NEXT:    %3 = "llvm.inline_asm"() <{asm_string = "mov.b32 $0, 0;", constraints = "=r,=r"}> : () -> !llvm.struct<(i32, i32)>
// GENERIC-NEXT:    %4 = "llvm.freeze"(%arg0) : (i32) -> i32
// GENERIC-NEXT:    %5 = "llvm.freeze"(%arg1) : (f32) -> f32
// GENERIC-NEXT:    %6 = "llvm.mlir.none"() : () -> !llvm.token
// GENERIC-NEXT:    "llvm.return"(%4) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// llvm.inline_asm, llvm.freeze, llvm.mlir.none with !llvm.token,
// llvm.mlir.global_ctors / global_dtors.
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
llvm.mlir.global_dtors {dtors = [@ctor], priorities = [65535 : i32]}
llvm.func @ctor() {
  llvm.return
}
llvm.func @misc(%i: i32, %f: f32) -> i32 {
  llvm.inline_asm has_side_effects "bar.sync 0;", "" : () -> ()
  %0 = llvm.inline_asm "add.s32 $0, $1, $2;", "=r,r,r" %i, %i : (i32, i32) -> i32
  %1 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "mov $0, $1", "=r,r" %i : (i32) -> i32
  %2 = llvm.inline_asm asm_dialect = att "mov.b32 $0, $1;", "=f,f" %f : (f32) -> f32
  %3 = llvm.inline_asm "mov.b32 $0, 0;", "=r,=r" : () -> !llvm.struct<(i32, i32)>
  %4 = llvm.freeze %i : i32
  %5 = llvm.freeze %f : f32
  %6 = llvm.mlir.none : !llvm.token
  llvm.return %4 : i32
}
