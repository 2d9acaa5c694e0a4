memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @var : memref<2x3xi32> = uninitialized
memref.global "private" @aligned : memref<8xf32> = dense<0.0> {alignment = 64}
func.func @mem(%n: index, %m: memref<?x?xf32>, %s: memref<16xf32>, %i: index, %f: f32) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloca() : memref<4x4xf32>
  %2 = memref.alloc() {alignment = 32} : memref<8xi64>
  %3 = memref.load %m[%i, %i] : memref<?x?xf32>
  memref.store %f, %0[%i] : memref<?xf32>
  memref.copy %s, %0 : memref<16xf32> to memref<?xf32>
  %4 = memref.get_global @cst : memref<4xf32>
  %5 = memref.subview %m[%i, 1][2, 3][1, 1] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 1], offset: ?>>
  %6 = memref.dim %m, %i : memref<?x?xf32>
  %7 = memref.cast %s : memref<16xf32> to memref<?xf32>
  %8 = memref.alloca(%n) : memref<?xi8>
  %9 = memref.reinterpret_cast %s to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %10 = memref.expand_shape %s [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %11 = memref.collapse_shape %1 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  memref.copy %1, %9 : memref<4x4xf32> to memref<4x4xf32>
  %12 = memref.atomic_rmw addf %f, %s[%i] : (f32, memref<16xf32>) -> f32
  %13 = memref.generic_atomic_rmw %s[%i] : memref<16xf32> {
  ^bb0(%x: f32):
    %y = arith.addf %x, %f : f32
    memref.atomic_yield %y : f32
  }
  %14 = memref.extract_aligned_pointer_as_index %s : memref<16xf32> -> index
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.store %f, %a[%i] : memref<4xf32>
  }
  %15 = memref.rank %m : memref<?x?xf32>
  %c7 = arith.constant 7 : i64
  %16 = memref.atomic_rmw maxs %c7, %2[%i] : (i64, memref<8xi64>) -> i64
  memref.dealloc %0 : memref<?xf32>
  memref.prefetch %s[%i], read, locality<3>, data : memref<16xf32>
  memref.assume_alignment %s, 16 : memref<16xf32>
  %17 = memref.load %s[%i] {nontemporal = true} : memref<16xf32>
  %18 = memref.atomic_rmw ori %c7, %2[%i] : (i64, memref<8xi64>) -> i64
  return
}
