// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// memref types: static, dynamic, unranked and 0-d shapes; strided layouts
// (the default `offset: 0` is dropped); affine-map layouts (printed through a
// #map alias); integer and #gpu.address_space memory spaces.

// CHECK:#map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func private @shapes(memref<f32>, memref<4xf32>, memref<4x?xf32>, memref<?x?x?xi8>, memref<*xf32>, memref<0xi32>, memref<2x3x4xvector<4xf32>>)
func.func private @shapes(memref<f32>, memref<4xf32>, memref<4x?xf32>, memref<?x?x?xi8>, memref<*xf32>, memref<0xi32>, memref<2x3x4xvector<4xf32>>)
// CHECK-NEXT:  func.func private @strided(memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[2], offset: 4>>, memref<4x4xf32, strided<[4, 1]>>, memref<8xf32, strided<[?]>>)
func.func private @strided(memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[2], offset: 4>>, memref<4x4xf32, strided<[4, 1], offset: 0>>, memref<8xf32, strided<[?]>>)
// CHECK-NEXT:  func.func private @affine(memref<4x4xf32, #map>, memref<8xf32, #map1>, memref<4x4xf32, #map>)
func.func private @affine(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0) -> (d0 * 2)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
// CHECK-NEXT:  func.func private @identity_layout(memref<4x4xf32>)
func.func private @identity_layout(memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)
// CHECK-NEXT:  func.func private @int_spaces(memref<8xi32>, memref<8xi32, 1>, memref<8xi32, 3>, memref<*xf32, 5>, memref<4xf32, strided<[1]>, 3>)
func.func private @int_spaces(memref<8xi32, 0>, memref<8xi32, 1>, memref<8xi32, 3>, memref<*xf32, 5>, memref<4xf32, strided<[1]>, 3>)
// CHECK-NEXT:  func.func private @gpu_spaces(memref<8xf32, #gpu.address_space<global>>, memref<8xf32, #gpu.address_space<workgroup>>, memref<8xf32, #gpu.address_space<private>>, memref<*xf32, #gpu.address_space<workgroup>>)
func.func private @gpu_spaces(memref<8xf32, #gpu.address_space<global>>, memref<8xf32, #gpu.address_space<workgroup>>, memref<8xf32, #gpu.address_space<private>>, memref<*xf32, #gpu.address_space<workgroup>>)
// CHECK-NEXT:}
