// The scalar prints of libmlir_c_runner_utils (LLVM 19), called from the llvm dialect:
// printF32/printF64 (`%g`, and `-nan` for a negative NaN), printI64, printU64, printString,
// printOpen, printClose, printComma, printNewline.
// RUN: gpuopt-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void -O0 | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void -O3 | FileCheck %s

llvm.func @printF32(f32)
llvm.func @printF64(f64)
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printString(!llvm.ptr)
llvm.func @printOpen()
llvm.func @printClose()
llvm.func @printComma()
llvm.func @printNewline()
llvm.mlir.global private constant @hello("hello, world\0A\00") {addr_space = 0 : i32}

llvm.func @main() {
  %a = llvm.mlir.constant(0.1 : f32) : f32
  %b = llvm.mlir.constant(1.0e10 : f32) : f32
  %c = llvm.mlir.constant(0xFFC00000 : f32) : f32
  %d = llvm.mlir.constant(0x7F800000 : f32) : f32
  llvm.call @printOpen() : () -> ()
  llvm.call @printF32(%a) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF32(%b) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF32(%c) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF32(%d) : (f32) -> ()
  llvm.call @printClose() : () -> ()
  llvm.call @printNewline() : () -> ()
  // CHECK: ( 0.1, 1e+10, -nan, inf )
  %e = llvm.mlir.constant(3.141592653589793 : f64) : f64
  %f = llvm.mlir.constant(-2.5e-300 : f64) : f64
  %g = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
  llvm.call @printF64(%e) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%f) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%g) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  // CHECK-NEXT: 3.14159, -2.5e-300, nan
  %h = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %i = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @printI64(%h) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%i) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printU64(%i) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  // CHECK-NEXT: -9223372036854775808, -1, 18446744073709551615
  %s = llvm.mlir.addressof @hello : !llvm.ptr
  llvm.call @printString(%s) : (!llvm.ptr) -> ()
  // CHECK-NEXT: hello, world
  llvm.return
}
