// RUN: gpuopt %s --expand-strided-metadata --split-input-file | FileCheck %s
// memref.subview, expand_shape and collapse_shape become memref.extract_strided_metadata of
// their source, affine.apply/affine.min ops computing the new offset, sizes and strides
// (composed and folded) and a memref.reinterpret_cast; extract_strided_metadata of views,
// allocations and globals resolves to the values it reads. Expected text from mlir-opt-19.

// Static subview of an identity memref: everything folds, the offset and strides are constants.
// CHECK: module {
// CHECK-NEXT: func.func @subview_static(%arg0: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [34], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: 34>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}

// -----

// Dynamic offsets, sizes and strides.
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg5, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %strides#0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg3, %arg4], strides: [%0, %arg6] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_dynamic(%m: memref<?x?xf32>, %o0: index, %o1: index, %s0: index, %s1: index, %t0: index, %t1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o0, %o1] [%s0, %s1] [%t0, %t1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Rank-reducing subview: the unit dims go.
// CHECK: #map = affine_map<()[s0] -> (s0 * 64 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_rank_reducing(%arg0: memref<8x16x4xf32>, %arg1: index) -> memref<16xf32, strided<[4], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [16], strides: [4] : memref<f32> to memref<16xf32, strided<[4], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<16xf32, strided<[4], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 1] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}

// -----

// Rank reduction with more unit dims than dropped ones: the strides tell which go.
// CHECK: module {
// CHECK-NEXT: func.func @subview_rank_reducing_ambiguous(%arg0: memref<4x1x1x8xf32>) -> memref<4x1x8xf32, strided<[8, 8, 1]>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %arg0 : memref<4x1x1x8xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [4, 1, 8], strides: [8, 8, 1] : memref<f32> to memref<4x1x8xf32, strided<[8, 8, 1]>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x1x8xf32, strided<[8, 8, 1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_rank_reducing_ambiguous(%m: memref<4x1x1x8xf32>) -> memref<4x1x8xf32, strided<[8, 8, 1]>> {
  %0 = memref.subview %m[0, 0, 0, 0] [4, 1, 1, 8] [1, 1, 1, 1] : memref<4x1x1x8xf32> to memref<4x1x8xf32, strided<[8, 8, 1]>>
  return %0 : memref<4x1x8xf32, strided<[8, 8, 1]>>
}

// -----

// Subview of subview on a fully dynamic strided layout.
// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 + s2 * s3)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_of_subview(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<2x3xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%offset, %arg1, %strides#0, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map()[%strides#1]
// CHECK-NEXT: %3 = affine.apply #map2()[%1, %0, %arg2, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%3], sizes: [2, 3], strides: [%0, %2] : memref<f32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_of_subview(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) -> memref<2x3xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%i, 1] [4, 6] [2, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %0[1, %j] [2, 3] [1, 2] : memref<4x6xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<2x3xf32, strided<[?, ?], offset: ?>>
}

// -----

// An offset computed by affine.apply composes into the offset map.
// CHECK: #map = affine_map<()[s0] -> (s0 * 4 + 8)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_offset_from_apply(%arg0: memref<64xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<64xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_offset_from_apply(%m: memref<64xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %o = affine.apply affine_map<(d0) -> (d0 * 4 + 8)>(%i)
  %0 = memref.subview %m[%o] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// Inside a loop the induction variable is a dim of the offset map.
// CHECK: #map = affine_map<()[s0] -> (s0 * 17)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<2x2xf32, strided<[16, 1], offset: ?>>)
// CHECK-NEXT: func.func @subview_in_loop(%arg0: memref<16x16xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, 2], strides: [16, 1] : memref<f32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: func.call @use(%reinterpret_cast) : (memref<2x2xf32, strided<[16, 1], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @use(memref<2x2xf32, strided<[16, 1], offset: ?>>)
func.func @subview_in_loop(%m: memref<16x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.subview %m[%i, %i] [2, 2] [1, 1] : memref<16x16xf32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
    func.call @use(%0) : (memref<2x2xf32, strided<[16, 1], offset: ?>>) -> ()
  }
  return
}

// -----

// Inside gpu.launch, with thread and block ids as offsets.
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 32 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<4x4xf32, strided<[64, 2], offset: ?>>)
// CHECK-NEXT: func.func @subview_in_launch(%arg0: memref<32x32xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<32x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg4, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [64, 2] : memref<f32> to memref<4x4xf32, strided<[64, 2], offset: ?>>
// CHECK-NEXT: func.call @use(%reinterpret_cast) : (memref<4x4xf32, strided<[64, 2], offset: ?>>) -> ()
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @use(memref<4x4xf32, strided<[64, 2], offset: ?>>)
func.func @subview_in_launch(%m: memref<32x32xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %0 = memref.subview %m[%tx, %bx] [4, 4] [2, 2] : memref<32x32xf32> to memref<4x4xf32, strided<[64, 2], offset: ?>>
    func.call @use(%0) : (memref<4x4xf32, strided<[64, 2], offset: ?>>) -> ()
    gpu.terminator
  }
  return
}

// -----

// Subview of a reinterpret_cast: its metadata is read off the cast.
// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 6)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_of_reinterpret_cast(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x2xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg2, 2], strides: [%0, 1] : memref<f32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_of_reinterpret_cast(%m: memref<?xf32>, %o: index, %n: index) -> memref<?x2xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.subview %0[1, 2] [%n, 2] [%n, 1] : memref<?x4xf32, strided<[4, 1], offset: ?>> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x2xf32, strided<[?, 1], offset: ?>>
}

// -----

// Static expand_shape.
// CHECK: module {
// CHECK-NEXT: func.func @expand_shape_static(%arg0: memref<12xf32>) -> memref<3x4xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<12xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<f32> to memref<3x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_shape_static(%m: memref<12xf32>) -> memref<3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  return %0 : memref<3x4xf32>
}

// -----

// Dynamic outer dim: the size is the source size divided by the static ones.
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @expand_shape_dynamic(%arg0: memref<?x8xf32>, %arg1: index) -> memref<?x4x8xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4, 8], strides: [32, 8, 1] : memref<f32> to memref<?x4x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_shape_dynamic(%m: memref<?x8xf32>, %n: index) -> memref<?x4x8xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  return %0 : memref<?x4x8xf32>
}

// -----

// Dynamic middle dim and a dynamic stride.
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 8)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 floordiv 2) * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @expand_shape_dynamic_middle(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes, %strides]
// CHECK-NEXT: %2 = affine.apply #map2()[%strides]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [2, %0, 4], strides: [%1, %2, %strides] : memref<f32> to memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_shape_dynamic_middle(%m: memref<?xf32, strided<[?], offset: ?>>, %n: index) -> memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %n, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

// Two dynamic groups of a strided source.
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @expand_shape_strided(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4, %sizes#1], strides: [%1, %strides#0, %strides#1] : memref<f32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_shape_strided(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %a: index, %b: index) -> memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

// Rank 0 to unit dims.
// CHECK: module {
// CHECK-NEXT: func.func @expand_shape_0d(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_shape_0d(%m: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}

// -----

// Static collapse_shape: the stride is the smallest of the group (affine.min folded).
// CHECK: module {
// CHECK-NEXT: func.func @collapse_shape_static(%arg0: memref<3x4x5xf32>) -> memref<12x5xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<3x4x5xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [12, 5], strides: [5, 1] : memref<f32> to memref<12x5xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<12x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @collapse_shape_static(%m: memref<3x4x5xf32>) -> memref<12x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  return %0 : memref<12x5xf32>
}

// -----

// Dynamic collapse_shape: product of the sizes, affine.min of the strides.
// CHECK: #map = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0, s1, 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_shape_dynamic(%arg0: memref<?x4x?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %sizes#2]
// CHECK-NEXT: %1 = affine.min #map1()[%strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [%1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @collapse_shape_dynamic(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Strided source with a dynamic offset.
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0, 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_shape_strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %sizes#1]
// CHECK-NEXT: %1 = affine.min #map1()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0], strides: [%1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @collapse_shape_strided(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// Unit dims are skipped when picking the stride.
// CHECK: module {
// CHECK-NEXT: func.func @collapse_shape_unit_dims(%arg0: memref<1x1x8xf32>) -> memref<1x8xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x8xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 8], strides: [8, 1] : memref<f32> to memref<1x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @collapse_shape_unit_dims(%m: memref<1x1x8xf32>) -> memref<1x8xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<1x1x8xf32> into memref<1x8xf32>
  return %0 : memref<1x8xf32>
}

// -----

// extract_strided_metadata of get_global: constants and a flattening reinterpret_cast.
// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @g : memref<4x8xf32> = dense<0.000000e+00>
// CHECK-NEXT: func.func @get_global() -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<4x8xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<4x8xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c4, %c8, %c8, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
memref.global "private" constant @g : memref<4x8xf32> = dense<0.0>
func.func @get_global() -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.get_global @g : memref<4x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// -----

// extract_strided_metadata of reinterpret_cast.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_reinterpret_cast(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %arg1, %arg2, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_reinterpret_cast(%m: memref<?xf32>, %o: index, %s: index) -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %off, %sz#0, %sz#1, %st#0, %st#1 : memref<f32>, index, index, index, index, index
}

// -----

// extract_strided_metadata of memref.cast: what the cast's type knows becomes constant.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_cast(%arg0: memref<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c4, %sizes#1, %strides#0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_cast(%m: memref<4x?xf32>) -> (index, index, index) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %sz#1, %st#0 : index, index, index
}

// -----

// A cast from an unranked memref is left alone.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_unranked_cast(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %sizes : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_unranked_cast(%m: memref<*xf32>) -> index {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
  return %s : index
}

// -----

// extract_strided_metadata of subview.
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @metadata_of_subview(%arg0: memref<?x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %strides#0]
// CHECK-NEXT: return %0, %c3, %strides#0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_subview(%m: memref<?x?xf32>, %i: index) -> (index, index, index) {
  %0 = memref.subview %m[%i, 2] [3, 3] [1, 1] : memref<?x?xf32> to memref<3x3xf32, strided<[?, 1], offset: ?>>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<3x3xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %st#0 : index, index, index
}

// -----

// extract_strided_metadata of expand_shape and collapse_shape.
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @metadata_of_reshapes(%arg0: memref<?x8xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes_2#0]
// CHECK-NEXT: return %0, %c16, %1, %c1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_reshapes(%m: memref<?x8xf32>, %n: index) -> (index, index, index, index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
  %b, %off, %sz:3, %st:3 = memref.extract_strided_metadata %0 : memref<?x2x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  %1 = memref.collapse_shape %m [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  %b1, %off1, %sz1, %st1 = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
  return %sz#0, %st#0, %sz1, %st1 : index, index, index, index
}

// -----

// Static metadata of a function argument folds to constants.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_static(%arg0: memref<4x8xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %c4, %c8, %0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_static(%m: memref<4x8xf32>, %a: index) -> (index, index, index) {
  %x = arith.addi %a, %a : index
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %st#0, %x : index, index, index
}

// -----

// extract_strided_metadata of alloc: sizes from its operands, strides their products.
// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @keep(memref<?x4x?xf32>)
// CHECK-NEXT: func.func @metadata_of_alloc(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4x?xf32> to memref<f32>
// CHECK-NEXT: call @keep(%alloc) : (memref<?x4x?xf32>) -> ()
// CHECK-NEXT: return %reinterpret_cast, %0, %arg1, %c1 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @keep(memref<?x4x?xf32>)
func.func @metadata_of_alloc(%a: index, %b: index) -> (memref<f32>, index, index, index) {
  %0 = memref.alloc(%a, %b) : memref<?x4x?xf32>
  %base, %off, %sz:3, %st:3 = memref.extract_strided_metadata %0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  func.call @keep(%0) : (memref<?x4x?xf32>) -> ()
  return %base, %st#0, %st#1, %st#2 : memref<f32>, index, index, index
}

// -----

// extract_strided_metadata of an unused alloca: the alloca goes too.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_alloca(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_alloca(%n: index) -> index {
  %0 = memref.alloca(%n) : memref<4x?xf32>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %st#0 : index
}

// -----

// extract_strided_metadata of a base buffer: offset 0.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_metadata(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_metadata(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}

// -----

// extract_aligned_pointer_as_index looks through views.
// CHECK: module {
// CHECK-NEXT: func.func @aligned_pointer_of_view(%arg0: memref<8x8xf32>, %arg1: index) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @aligned_pointer_of_view(%m: memref<8x8xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  %1 = memref.cast %0 : memref<2x8xf32, strided<[8, 1], offset: ?>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %1 : memref<2x8xf32, strided<[?, ?], offset: ?>> -> index
  return %p : index
}

// -----

// memory_space_cast is not looked through by mlir-opt-19's patterns.
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_memory_space_cast(%arg0: memref<?xf32, 1>) -> (memref<f32>, index) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32, 1> to memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %memspacecast : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %sizes : memref<f32>, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata_of_memory_space_cast(%m: memref<?xf32, 1>) -> (memref<f32>, index) {
  %0 = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
  %b, %off, %sz, %st = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
  return %b, %sz : memref<f32>, index
}

// -----

// One non-unit dim in the group: affine.min of one stride stays (mlir-opt-19 does not fold it).
// CHECK: #map = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_shape_one_stride(%arg0: memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map()[%strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#1], strides: [%0] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @collapse_shape_one_stride(%m: memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// Only unit dims: the dynamic stride of the group is taken as it is.
// CHECK: module {
// CHECK-NEXT: func.func @collapse_shape_all_unit(%arg0: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1], strides: [%strides#0] : memref<f32> to memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @collapse_shape_all_unit(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %0 : memref<1xf32, strided<[?], offset: ?>>
}

// -----

// A chain: subview, expand_shape and reinterpret_cast of a static memref.
// CHECK: module {
// CHECK-NEXT: func.func @chain_static(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32, strided<[4, 1], offset: 4>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [4], sizes: [6, 4], strides: [4, 1] : memref<f32> to memref<6x4xf32, strided<[4, 1], offset: 4>>
// CHECK-NEXT: return %reinterpret_cast : memref<6x4xf32, strided<[4, 1], offset: 4>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @chain_static(%m: memref<2x3x4xf32>) -> memref<6x4xf32, strided<[4, 1], offset: 4>> {
  %0 = memref.subview %m[0, 1, 0] [2, 2, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<2x2x4xf32, strided<[12, 4, 1], offset: 4>>
  %1 = memref.expand_shape %0 [[0], [1], [2, 3]] output_shape [2, 2, 2, 2] : memref<2x2x4xf32, strided<[12, 4, 1], offset: 4>> into memref<2x2x2x2xf32, strided<[12, 4, 2, 1], offset: 4>>
  %c = memref.reinterpret_cast %1 to offset: [4], sizes: [6, 4], strides: [4, 1] : memref<2x2x2x2xf32, strided<[12, 4, 2, 1], offset: 4>> to memref<6x4xf32, strided<[4, 1], offset: 4>>
  return %c : memref<6x4xf32, strided<[4, 1], offset: 4>>
}
