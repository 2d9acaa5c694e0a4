// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.mlir.global and llvm.mlir.addressof.  The printer always adds
// {addr_space = 0 : i32} and drops the type of string initializers.

// CHECK:module {
// CHECK-LABEL:  llvm.mlir.global internal constant @kernel_name("axpy\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @kernel_name("axpy\00")
// CHECK-LABEL:  llvm.mlir.global internal constant @blob("CUBIN") {addr_space = 0 : i32}
llvm.mlir.global internal constant @blob("CUBIN") {addr_space = 0 : i32}
// CHECK-LABEL:  llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @counter(0 : i32) : i32
// CHECK-LABEL:  llvm.mlir.global private @zeros() {addr_space = 0 : i32} : !llvm.array<4 x f32>
llvm.mlir.global private @zeros() : !llvm.array<4 x f32>
// CHECK-LABEL:  llvm.mlir.global private unnamed_addr constant @named("ab\0A") {addr_space = 0 : i32, dso_local}
llvm.mlir.global private unnamed_addr constant @named("ab\0A") {dso_local}
// CHECK-LABEL:  llvm.mlir.global external @shared() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x f32>
llvm.mlir.global external @shared() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x f32>
// CHECK-LABEL:  llvm.mlir.global linkonce @with_init() {addr_space = 0 : i32} : i64 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:    llvm.return %0 : i64
// CHECK-NEXT:  }
llvm.mlir.global linkonce @with_init() : i64 {
  %0 = llvm.mlir.constant(7 : i64) : i64
  llvm.return %0 : i64
}

// CHECK-LABEL:  llvm.func @addresses() -> !llvm.ptr {
// CHECK-NEXT:    %0 = llvm.mlir.addressof @kernel_name : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.mlir.addressof @shared : !llvm.ptr<3>
// CHECK-NEXT:    %2 = llvm.mlir.addressof @addresses : !llvm.ptr
// CHECK-NEXT:    llvm.return %0 : !llvm.ptr
// CHECK-NEXT:  }
llvm.func @addresses() -> !llvm.ptr {
  %a = llvm.mlir.addressof @kernel_name : !llvm.ptr
  %b = llvm.mlir.addressof @shared : !llvm.ptr<3>
  %c = llvm.mlir.addressof @addresses : !llvm.ptr
  llvm.return %a : !llvm.ptr
}
// CHECK-NEXT:}

// GENERIC:  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<internal>, sym_name = "kernel_name", unnamed_addr = 0 : i64, value = "axpy\00", visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<internal>, sym_name = "blob", unnamed_addr = 0 : i64, value = "CUBIN", visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<4 x f32>, linkage = #llvm.linkage<private>, sym_name = "zeros", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, dso_local, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<private>, sym_name = "named", unnamed_addr = 2 : i64, value = "ab\0A", visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<8 x f32>, linkage = #llvm.linkage<external>, sym_name = "shared", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC:  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<linkonce>, sym_name = "with_init", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    %3 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
// GENERIC:    %0 = "llvm.mlir.addressof"() <{global_name = @kernel_name}> : () -> !llvm.ptr
// GENERIC-NEXT:    %1 = "llvm.mlir.addressof"() <{global_name = @shared}> : () -> !llvm.ptr<3>
// GENERIC-NEXT:    %2 = "llvm.mlir.addressof"() <{global_name = @addresses}> : () -> !llvm.ptr
