// RUN: gpuopt < %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt - < %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: cat %s | gpuopt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: cat %s | gpuopt --mlir-print-debuginfo - | FileCheck %s --check-prefix=DEBUG --strict-whitespace --match-full-lines
// RUN: not gpuopt < %S/Inputs/parse-error.mlir 2>&1 | FileCheck %s --check-prefix=ERR --strict-whitespace --match-full-lines

// Input from stdin, with no file argument or `-`; its locations and
// diagnostics name the buffer "<stdin>".

func.func @from_stdin() {
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @from_stdin() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// DEBUG:    return loc(#loc2)
// DEBUG:#loc = loc("<stdin>":0:0)
// DEBUG-NEXT:#loc1 = loc("<stdin>":10:1)
// DEBUG-NEXT:#loc2 = loc("<stdin>":11:3)

// ERR:<stdin>:2:22: error: expected SSA operand
