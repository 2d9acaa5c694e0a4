// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Float constants as LLVM 19's AsmWriter spells them: `%e` with 6 significant digits as
// APFloat::toString makes them (a truncating cut to ~6 digits' worth of bits, then rounding
// half up), kept only when that text reads back as the same double; otherwise the double's
// bits in hex, without leading zeros; floats widened to double; half and bfloat in hex.

llvm.func @g(f64)
llvm.func @f(f32)
llvm.func @h(f16)
llvm.func @b(bf16)

// CHECK-LABEL: define void @doubles()
// CHECK: call void @g(double 0x405723F7CED91687)
// CHECK: call void @g(double 0x405723F7F8CA8199)
// CHECK: call void @g(double 0x4132D68700000000)
// CHECK: call void @g(double 1.000000e-01)
// CHECK: call void @g(double 3.000000e-01)
// CHECK: call void @g(double 9.250000e+01)
// CHECK: call void @g(double 1.234560e+05)
// CHECK: call void @g(double 1.500000e-07)
// CHECK: call void @g(double -0.000000e+00)
// CHECK: call void @g(double 0x10000000000000)
// CHECK: call void @g(double 4.940660e-324)
// CHECK: call void @g(double 0xFA07A3F2E295065)
// CHECK: call void @g(double 0x7FEFFFFFFFFFFFFF)
// CHECK: call void @g(double 0xFFF0000000000000)
llvm.func @doubles() {
  %0 = llvm.mlir.constant(92.562 : f64) : f64
  llvm.call @g(%0) : (f64) -> ()
  %1 = llvm.mlir.constant(92.56201 : f64) : f64
  llvm.call @g(%1) : (f64) -> ()
  %2 = llvm.mlir.constant(1234567.0 : f64) : f64
  llvm.call @g(%2) : (f64) -> ()
  %3 = llvm.mlir.constant(0.1 : f64) : f64
  llvm.call @g(%3) : (f64) -> ()
  %4 = llvm.mlir.constant(0.3 : f64) : f64
  llvm.call @g(%4) : (f64) -> ()
  %5 = llvm.mlir.constant(92.5 : f64) : f64
  llvm.call @g(%5) : (f64) -> ()
  %6 = llvm.mlir.constant(123456.0 : f64) : f64
  llvm.call @g(%6) : (f64) -> ()
  %7 = llvm.mlir.constant(1.5e-7 : f64) : f64
  llvm.call @g(%7) : (f64) -> ()
  %8 = llvm.mlir.constant(-0.0 : f64) : f64
  llvm.call @g(%8) : (f64) -> ()
  %9 = llvm.mlir.constant(0x0010000000000000 : f64) : f64
  llvm.call @g(%9) : (f64) -> ()
  %10 = llvm.mlir.constant(0x0000000000000001 : f64) : f64
  llvm.call @g(%10) : (f64) -> ()
  %11 = llvm.mlir.constant(0x0FA07A3F2E295065 : f64) : f64
  llvm.call @g(%11) : (f64) -> ()
  %12 = llvm.mlir.constant(0x7FEFFFFFFFFFFFFF : f64) : f64
  llvm.call @g(%12) : (f64) -> ()
  %13 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
  llvm.call @g(%13) : (f64) -> ()
  llvm.return
}

// CHECK-LABEL: define void @floats()
// CHECK: call void @f(float 2.500000e+00)
// CHECK: call void @f(float 0x3FB99999A0000000)
// CHECK: call void @f(float 1.234560e+05)
// CHECK: call void @f(float 0x4132D68700000000)
// CHECK: call void @f(float 0x36A0000000000000)
llvm.func @floats() {
  %0 = llvm.mlir.constant(2.5 : f32) : f32
  llvm.call @f(%0) : (f32) -> ()
  %1 = llvm.mlir.constant(0.1 : f32) : f32
  llvm.call @f(%1) : (f32) -> ()
  %2 = llvm.mlir.constant(123456.0 : f32) : f32
  llvm.call @f(%2) : (f32) -> ()
  %3 = llvm.mlir.constant(1234567.0 : f32) : f32
  llvm.call @f(%3) : (f32) -> ()
  %4 = llvm.mlir.constant(0x00000001 : f32) : f32
  llvm.call @f(%4) : (f32) -> ()
  llvm.return
}

// CHECK-LABEL: define void @halves()
// CHECK: call void @h(half 0xH2E66)
// CHECK: call void @h(half 0xH3C00)
// CHECK: call void @b(bfloat 0xR3F8D)
// CHECK: call void @b(bfloat 0xR4049)
// CHECK: call void @b(bfloat 0xR0001)
// CHECK: call void @b(bfloat 0xR3F80)
// CHECK: call void @b(bfloat 0xR3F82)
llvm.func @halves() {
  %0 = llvm.mlir.constant(0.1 : f16) : f16
  llvm.call @h(%0) : (f16) -> ()
  %1 = llvm.mlir.constant(1.0 : f16) : f16
  llvm.call @h(%1) : (f16) -> ()
  %2 = llvm.mlir.constant(1.1 : bf16) : bf16
  llvm.call @b(%2) : (bf16) -> ()
  %3 = llvm.mlir.constant(3.14159 : bf16) : bf16
  llvm.call @b(%3) : (bf16) -> ()
  %4 = llvm.mlir.constant(1.0e-40 : bf16) : bf16
  llvm.call @b(%4) : (bf16) -> ()
  %5 = llvm.mlir.constant(1.00390625 : bf16) : bf16
  llvm.call @b(%5) : (bf16) -> ()
  %6 = llvm.mlir.constant(1.01171875 : bf16) : bf16
  llvm.call @b(%6) : (bf16) -> ()
  llvm.return
}
