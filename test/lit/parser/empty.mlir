// RUN: gpuopt %S/Inputs/empty.mlir | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %S/Inputs/whitespace.mlir | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt < %S/Inputs/empty.mlir | FileCheck %s --strict-whitespace --match-full-lines

// An empty file, a file of whitespace, and a file of comments all give an
// empty module.

// CHECK:module {
// CHECK-NEXT:}
