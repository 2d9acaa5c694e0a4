// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL --strict-whitespace --match-full-lines

// affine_map attributes: expressions are printed in canonical form, every
// map gets a #map alias (numbered in order of first use), and
// --mlir-print-local-scope prints them inline instead.

// CHECK:#map = affine_map<(d0) -> (3)>
// CHECK-NEXT:#map1 = affine_map<() -> ()>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map3 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT:#map4 = affine_map<(d0, d1)[s0] -> (d0 floordiv 2, d1 mod s0, d0 ceildiv 4, -d0, d1 - 3, d0 * 4 + d1 * 2)>
// CHECK-NEXT:#map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map6 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map7 = affine_map<(d0, d1) -> (d1 + d0 * 2)>
// CHECK-NEXT:#map8 = affine_map<(d0) -> (-d0 + 5)>
// CHECK-NEXT:#map9 = affine_map<(d0) -> ((d0 + 1) * 3)>
// CHECK-NEXT:#map10 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func private @maps() attributes {my.cst = #map, my.empty = #map1, my.id = #map2, my.nodims = #map3, my.ops = #map4, my.perm = #map5, my.sym = #map6}
// LOCAL:module {
// LOCAL-NEXT:  func.func private @maps() attributes {my.cst = affine_map<(d0) -> (3)>, my.empty = affine_map<() -> ()>, my.id = affine_map<(d0) -> (d0)>, my.nodims = affine_map<()[s0, s1] -> (s0 * s1)>, my.ops = affine_map<(d0, d1)[s0] -> (d0 floordiv 2, d1 mod s0, d0 ceildiv 4, -d0, d1 - 3, d0 * 4 + d1 * 2)>, my.perm = affine_map<(d0, d1) -> (d1, d0)>, my.sym = affine_map<(d0)[s0] -> (d0 + s0)>}
func.func private @maps() attributes {my.id = affine_map<(d0) -> (d0)>, my.perm = affine_map<(d0, d1) -> (d1, d0)>, my.sym = affine_map<(d0)[s0] -> (d0 + s0)>, my.ops = affine_map<(d0, d1)[s0] -> (d0 floordiv 2, d1 mod s0, d0 ceildiv 4, -d0, d1 - 3, d0 * 4 + d1 * 2)>, my.cst = affine_map<(d0) -> (3)>, my.empty = affine_map<() -> ()>, my.nodims = affine_map<()[s0, s1] -> (s0 * s1)>}

// CHECK-NEXT:  func.func private @canonical() attributes {my.a = #map7, my.b = #map8, my.c = #map9, my.d = #map10}
// LOCAL-NEXT:  func.func private @canonical() attributes {my.a = affine_map<(d0, d1) -> (d1 + d0 * 2)>, my.b = affine_map<(d0) -> (-d0 + 5)>, my.c = affine_map<(d0) -> ((d0 + 1) * 3)>, my.d = affine_map<(d0, d1) -> (d0 + d1)>}
func.func private @canonical() attributes {my.a = affine_map<(d0, d1) -> (d1 + d0 * 2 + 0)>, my.b = affine_map<(d0) -> (d0 * -1 + 5)>, my.c = affine_map<(d0) -> ((d0 + 1) * 3)>, my.d = affine_map<(i, j) -> (i + j)>}

// CHECK-NEXT:  func.func private @layouts(memref<4x4xf32, #map5>, memref<8xf32, #map6>)
// LOCAL-NEXT:  func.func private @layouts(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>)
func.func private @layouts(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>)
// CHECK-NEXT:}
// LOCAL-NEXT:}
