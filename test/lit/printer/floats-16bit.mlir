// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Float printing for f16 and bf16, same rules as printer/floats.mlir: `%e`
// style when it reads back exactly, otherwise hex bits (inf/nan).

// CHECK:module {
// CHECK-LABEL:  func.func @small_types() {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    %cst_0 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:    %cst_1 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:    %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT:    %cst_3 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:    %cst_4 = arith.constant 1.101560e+00 : bf16
// CHECK-NEXT:    %cst_5 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:    %cst_6 = arith.constant 9.997550e-02 : f16
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @small_types() {
  %0 = arith.constant 0x3C00 : f16
  %1 = arith.constant 65504.0 : f16
  %2 = arith.constant -2.5 : f16
  %3 = arith.constant 0x7C00 : f16
  %4 = arith.constant 0x3F80 : bf16
  %5 = arith.constant 1.1 : bf16
  %6 = arith.constant 0x7FC0 : bf16
  %7 = arith.constant 0.1 : f16
  return
}
// CHECK-NEXT:}
