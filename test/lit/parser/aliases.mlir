// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Attribute (#name) and type (!name) alias definitions in the input are
// substituted where used and not printed back; the printer makes its own
// aliases, only for affine maps here, named #map, #map1, ... in order of
// first use (so the input's #map becomes #map1).

// CHECK:#map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT:module {
#transpose = affine_map<(d0, d1) -> (d1, d0)>
#ws = #gpu.address_space<workgroup>
#big = {a = 1 : i32, b = [1, 2, 3]}
!desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
!shared = memref<32xf32, #ws>
!vec = vector<4xf32>
#map = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT:  func.func private @types(!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, memref<32xf32, #gpu.address_space<workgroup>>, vector<4xf32>, memref<4x4xf32, #map>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {my.big = {a = 1 : i32, b = [1, 2, 3]}, my.m = #map1, my.t = #map}
func.func private @types(!desc, !shared, !vec, memref<4x4xf32, #transpose>) -> !desc attributes {my.big = #big, my.m = #map, my.t = #transpose}
// CHECK-NEXT:  func.func @use(%arg0: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  }
func.func @use(%d: !desc) -> !desc {
  %u = llvm.mlir.undef : !desc
  return %u : !desc
}
// CHECK-NEXT:}
