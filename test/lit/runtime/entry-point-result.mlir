// -e picks the function, --entry-point-result its type; the result is written as
// mlir-cpu-runner-19 writes it (integers in decimal, f32 as `%e`, NaN and infinities as LLVM's
// raw_ostream spells them). A void function writes nothing.
// RUN: gpuopt-runner %s -e i32 --entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: gpuopt-runner %s -e i64 --entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: gpuopt-runner %s -e f32 --entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: gpuopt-runner %s -e inf --entry-point-result=f32 | FileCheck %s --check-prefix=INF
// RUN: gpuopt-runner %s -e nan --entry-point-result=f32 | FileCheck %s --check-prefix=NAN
// RUN: gpuopt-runner %s -e void --entry-point-result=void | FileCheck %s --allow-empty --check-prefix=VOID
// RUN: gpuopt-runner %s -e loop --entry-point-result=i64 -O3 | FileCheck %s --check-prefix=LOOP
// RUN: gpuopt-runner -e i32 --entry-point-result=i32 - < %s | FileCheck %s --check-prefix=I32

// I32: {{^}}-42{{$}}
func.func @i32() -> i32 {
  %c = arith.constant -42 : i32
  return %c : i32
}

// I64: {{^}}1099511627776{{$}}
func.func @i64() -> i64 {
  %c = arith.constant 1099511627776 : i64
  return %c : i64
}

// F32: {{^}}-1.250000e-01{{$}}
func.func @f32() -> f32 {
  %c = arith.constant -0.125 : f32
  return %c : f32
}

// INF: {{^}}-INF{{$}}
func.func @inf() -> f32 {
  %c = arith.constant 0xFF800000 : f32
  return %c : f32
}

// NAN: {{^}}nan{{$}}
func.func @nan() -> f32 {
  %c = arith.constant 0xFFC00000 : f32
  return %c : f32
}

// VOID-NOT: {{.}}
func.func @void() {
  return
}

// The sum 0 + 1 + ... + 99999, in a loop.
// LOOP: {{^}}4999950000{{$}}
func.func @loop() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  return %s : i64
}
