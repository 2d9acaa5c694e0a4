// RUN: gpuopt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// memref.reinterpret_cast of a ranked memref to the llvm dialect, as mlir-opt-19 lowers it
// (MemRefReinterpretCastOpLowering: a new descriptor with the source's pointers, the offset,
// then each dimension's size and stride; CHECK lines from its output; compared byte for byte
// by test/unit/test_llvm_lowering_differential.py). --expand-strided-metadata writes one for a
// memref.subview.

// Static offset, size and stride (the subview of a dynamic memref after
// --expand-strided-metadata).
// CHECK-LABEL: func.func @static_cast(%arg0: memref<f32>) -> memref<8xf32, strided<[1]>> {
// CHECK: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK: %10 = llvm.mlir.constant(1 : index) : i64
func.func @static_cast(%b: memref<f32>) -> memref<8xf32, strided<[1]>> {
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [8], strides: [1] : memref<f32> to memref<8xf32, strided<[1]>>
  return %r : memref<8xf32, strided<[1]>>
}

// -----

// Dynamic offset, sizes and strides mixed with static ones, 2-D.
// CHECK-LABEL: func.func @dynamic_cast(
// CHECK: llvm.insertvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.insertvalue %{{.*}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
func.func @dynamic_cast(%b: memref<?xf32>, %o: index, %n: index, %s: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%n, 4], strides: [%s, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
