// RUN: not gpuopt --split-input-file %s 2> %t.err | FileCheck %s --strict-whitespace --match-full-lines
// RUN: FileCheck %s --input-file %t.err --check-prefix=ERR --strict-whitespace --match-full-lines

// With --split-input-file a failing chunk prints nothing and makes the exit
// status 1, but the other chunks are still printed.  Diagnostics name the
// chunk: `within split at FILE:LINE offset :LINE:COL`, where the first LINE
// is the chunk's first line in the file (its marker line) and the second is
// counted from there.

func.func @good1() {
  return
}

// -----

func.func @bad() {
  %0 = arith.addi
}

// -----

func.func @good2() {
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @good1() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @good2() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// ERR:within split at {{.*}}split-errors.mlir:14 offset :4:18: error: expected SSA operand
// ERR-NEXT:  %0 = arith.addi
// ERR-NEXT:                 ^
