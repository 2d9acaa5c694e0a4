// RUN: gpuopt %s --split-input-file --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --split-input-file --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG --strict-whitespace --match-full-lines

// --mlir-print-local-scope prints no aliases: affine maps and locations are
// written inline, and no blank line follows the module.

func.func @maps(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) attributes {my.map = affine_map<(d0) -> (d0 + 1)>} {
  %c0 = arith.constant 0 : index loc("named"("x.c":3:4))
  return loc(fused["a.c":1:1, "b.c":2:2])
}

// -----

gpu.module @k {
}

// CHECK:module {
// CHECK-NEXT:  func.func @maps(%arg0: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) attributes {my.map = affine_map<(d0) -> (d0 + 1)>} {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  gpu.module @k {
// CHECK-NEXT:  }
// CHECK-NEXT:}

// DEBUG:module {
// DEBUG-NEXT:  func.func @maps(%arg0: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> loc("within split at {{.*}}local-scope.mlir:1 offset ":7:17)) attributes {my.map = affine_map<(d0) -> (d0 + 1)>} {
// DEBUG-NEXT:    %c0 = arith.constant 0 : index loc("named"("x.c":3:4))
// DEBUG-NEXT:    return loc(fused["a.c":1:1, "b.c":2:2])
// DEBUG-NEXT:  } loc("within split at {{.*}}local-scope.mlir:1 offset ":7:1)
// DEBUG-NEXT:} loc("within split at {{.*}}local-scope.mlir:1 offset ":0:0)
// DEBUG-NEXT:{{//}} -----
// DEBUG-NEXT:module {
// DEBUG-NEXT:  gpu.module @k {
// DEBUG-NEXT:  } loc("within split at {{.*}}local-scope.mlir:12 offset ":3:1)
// DEBUG-NEXT:} loc("within split at {{.*}}local-scope.mlir:12 offset ":0:0)
