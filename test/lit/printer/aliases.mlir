// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG --strict-whitespace --match-full-lines

// Alias rules: every affine map gets a #map alias, numbered in the order the
// printer first meets it (function bodies, signatures, attributes in sorted
// order, maps nested in arrays, dictionaries and types), and is defined once
// at the top.  With debug info, block-argument locations get #loc aliases
// that are printed at the top too (before the #map group) though the
// arguments print their locations inline.

// CHECK:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT:#map3 = affine_map<(d0) -> (d0 * 6)>
// CHECK-NEXT:#map4 = affine_map<(d0) -> (d0 * 7)>
// CHECK-NEXT:module {
// CHECK-LABEL:  func.func @body_first(%arg0: index) {
// CHECK-NEXT:    %alloc = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @body_first(%x: index) {
  %m = memref.alloc()[%x] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// CHECK-LABEL:  func.func private @nested(memref<4xf32, #map1>) attributes {my.arr = [#map2, {k = #map3}], my.t = memref<2xf32, #map4>}
func.func private @nested(memref<4xf32, affine_map<(d0) -> (d0 * 3)>>) attributes {my.t = memref<2xf32, affine_map<(d0) -> (d0 * 7)>>, my.arr = [affine_map<(d0) -> (d0 * 5)>, {k = affine_map<(d0) -> (d0 * 6)>}]}

// CHECK-LABEL:  func.func private @reuse() attributes {my.again = #map1, my.first = #map}
func.func private @reuse() attributes {my.again = affine_map<(d0) -> (d0 * 3)>, my.first = affine_map<(d0)[s0] -> (d0 + s0)>}
// CHECK-NEXT:}

// DEBUG:#loc2 = loc("{{.*}}aliases.mlir":21:23)
// DEBUG-NEXT:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// DEBUG-NEXT:#map1 = affine_map<(d0) -> (d0 * 3)>
// DEBUG-NEXT:#map2 = affine_map<(d0) -> (d0 * 5)>
// DEBUG-NEXT:#map3 = affine_map<(d0) -> (d0 * 6)>
// DEBUG-NEXT:#map4 = affine_map<(d0) -> (d0 * 7)>
// DEBUG-NEXT:module {
// DEBUG-NEXT:  func.func @body_first(%arg0: index loc("{{.*}}aliases.mlir":21:23)) {
// DEBUG-NEXT:    %alloc = memref.alloc()[%arg0] : memref<4xf32, #map> loc(#loc3)
// DEBUG-NEXT:    return loc(#loc4)
// DEBUG-NEXT:  } loc(#loc1)
// DEBUG-NEXT:  func.func private @nested(memref<4xf32, #map1>) attributes {my.arr = [#map2, {k = #map3}], my.t = memref<2xf32, #map4>} loc(#loc5)
// DEBUG-NEXT:  func.func private @reuse() attributes {my.again = #map1, my.first = #map} loc(#loc6)
// DEBUG-NEXT:} loc(#loc)
// DEBUG-NEXT:#loc = loc("{{.*}}aliases.mlir":0:0)
// DEBUG-NEXT:#loc1 = loc("{{.*}}aliases.mlir":21:1)
// DEBUG-NEXT:#loc3 = loc("{{.*}}aliases.mlir":22:8)
// DEBUG-NEXT:#loc4 = loc("{{.*}}aliases.mlir":23:3)
// DEBUG-NEXT:#loc5 = loc("{{.*}}aliases.mlir":27:1)
// DEBUG-NEXT:#loc6 = loc("{{.*}}aliases.mlir":30:1)
