// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// memref.transpose: the permutation printed as a bare affine map in the custom form (no #map alias), through #map in the generic form; strided results, a memory space.

func.func @transpose(%m: memref<4x8xf32>, %c: memref<2x3x4xi8, 3>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %u = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  %v = memref.transpose %c (a, b, c) -> (c, a, b) : memref<2x3x4xi8, 3> to memref<4x2x3xi8, strided<[1, 12, 4]>, 3>
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @transpose(%arg0: memref<4x8xf32>, %arg1: memref<2x3x4xi8, 3>) {
// CHECK-NEXT:    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// CHECK-NEXT:    %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT:    %transpose_1 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xi8, 3> to memref<4x2x3xi8, strided<[1, 12, 4]>, 3>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4x8xf32>, memref<2x3x4xi8, 3>) -> (), sym_name = "transpose"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<2x3x4xi8, 3>):
// GENERIC-NEXT:    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
// GENERIC-NEXT:    %1 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<4x8xf32>) -> memref<4x8xf32>
// GENERIC-NEXT:    %2 = "memref.transpose"(%arg1) <{permutation = #map2}> : (memref<2x3x4xi8, 3>) -> memref<4x2x3xi8, strided<[1, 12, 4]>, 3>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
