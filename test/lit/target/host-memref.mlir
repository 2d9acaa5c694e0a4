// RUN: gpuopt %s --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// memref lowering: descriptors as insertvalue chains, malloc/free, GEP, load/store.

func.func @alloc_use(%n: index, %v: f32) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<?xf32>
  %r = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %r : f32
}

func.func @static_2d(%i: index, %j: index) -> i64 {
  %m = memref.alloca() : memref<4x8xi64>
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  memref.store %x, %m[%j, %i] : memref<4x8xi64>
  %d = memref.dim %m, %i : memref<4x8xi64>
  %y = arith.index_cast %d : index to i64
  %z = arith.addi %x, %y : i64
  return %z : i64
}

func.func @arg(%m: memref<?x?xf64>, %i: index) -> f64 {
  %x = memref.load %m[%i, %i] : memref<?x?xf64>
  return %x : f64
}
