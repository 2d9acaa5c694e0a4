// RUN: gpuopt %s -o %t
// RUN: FileCheck %s --input-file %t --strict-whitespace --match-full-lines
// RUN: gpuopt %s -o - | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt -o %t.2 %s
// RUN: FileCheck %s --input-file %t.2 --strict-whitespace --match-full-lines
// RUN: not gpuopt %S/Inputs/parse-error.mlir -o %t.3

// -o writes the output to a file (`-` is stdout); the option may come
// before or after the input.

func.func @written() {
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @written() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
