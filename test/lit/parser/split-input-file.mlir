// RUN: gpuopt %s --split-input-file | FileCheck %s --strict-whitespace --match-full-lines

// --split-input-file: each chunk between split markers (a comment of five
// dashes) is a separate input; the outputs are joined with a marker line,
// each keeping the blank line that follows a module.  Names and aliases
// restart per chunk.

#map = affine_map<(d0) -> (d0 * 2)>
func.func @first(%m: memref<4xf32, #map>) {
  %c0 = arith.constant 0 : index
  return
}

// -----

func.func @second(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
  %c0 = arith.constant 0 : index
  return
}

// -----

// -----
gpu.module @third {
}

// CHECK:#map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @first(%arg0: memref<4xf32, #map>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @second(%arg0: memref<4xf32, #map>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  gpu.module @third {
// CHECK-NEXT:  }
// CHECK-NEXT:}
