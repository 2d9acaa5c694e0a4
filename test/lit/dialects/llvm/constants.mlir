// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.mlir.constant/zero/undef/poison.  None of them names its result.

// CHECK:module {
// CHECK-LABEL:  llvm.func @constants() {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %1 = llvm.mlir.constant(-7 : i32) : i32
// CHECK-NEXT:    %2 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT:    %3 = llvm.mlir.constant(1.000000e-01 : f32) : f32
// CHECK-NEXT:    %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %5 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:    %6 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT:    %7 = llvm.mlir.constant(3 : i64) : i8
// CHECK-NEXT:    %8 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @constants() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(-7 : i32) : i32
  %2 = llvm.mlir.constant(2.5 : f64) : f64
  %3 = llvm.mlir.constant(0.1 : f32) : f32
  %4 = llvm.mlir.constant(true) : i1
  %5 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  %6 = llvm.mlir.constant(42 : index) : i64
  %7 = llvm.mlir.constant(3) : i8
  %8 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  llvm.return
}

// CHECK-LABEL:  llvm.func @placeholders() {
// CHECK-NEXT:    %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.mlir.zero : !llvm.ptr<1>
// CHECK-NEXT:    %2 = llvm.mlir.zero : i32
// CHECK-NEXT:    %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    %4 = llvm.mlir.undef : !llvm.array<2 x i32>
// CHECK-NEXT:    %5 = llvm.mlir.poison : i64
// CHECK-NEXT:    %6 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @placeholders() {
  %z = llvm.mlir.zero : !llvm.ptr
  %z1 = llvm.mlir.zero : !llvm.ptr<1>
  %zi = llvm.mlir.zero : i32
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
  %ua = llvm.mlir.undef : !llvm.array<2 x i32>
  %p = llvm.mlir.poison : i64
  %pv = llvm.mlir.poison : vector<4xf32>
  llvm.return
}
// CHECK-NEXT:}

// GENERIC:    %7 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
// GENERIC-NEXT:    %8 = "llvm.mlir.constant"() <{value = -7 : i32}> : () -> i32
// GENERIC-NEXT:    %9 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
// GENERIC-NEXT:    %10 = "llvm.mlir.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
// GENERIC-NEXT:    %11 = "llvm.mlir.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %12 = "llvm.mlir.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
// GENERIC-NEXT:    %13 = "llvm.mlir.constant"() <{value = 42 : index}> : () -> i64
// GENERIC-NEXT:    %14 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i8
// GENERIC-NEXT:    %15 = "llvm.mlir.constant"() <{value = "str"}> : () -> !llvm.array<3 x i8>
// GENERIC:    %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
// GENERIC-NEXT:    %1 = "llvm.mlir.zero"() : () -> !llvm.ptr<1>
// GENERIC-NEXT:    %2 = "llvm.mlir.zero"() : () -> i32
// GENERIC-NEXT:    %3 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64)>
// GENERIC-NEXT:    %4 = "llvm.mlir.undef"() : () -> !llvm.array<2 x i32>
// GENERIC-NEXT:    %5 = "llvm.mlir.poison"() : () -> i64
// GENERIC-NEXT:    %6 = "llvm.mlir.poison"() : () -> vector<4xf32>
