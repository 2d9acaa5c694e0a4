// RUN: gpuopt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// memref.view and memref.atomic_rmw to the llvm dialect, as mlir-opt-19 lowers them (CHECK lines
// from its output; compared byte for byte by test/unit/test_llvm_lowering_differential.py). An op
// no pattern lowers (atomic_rmw mulf) stays: the memref dialect is not illegal.

// memref.view: a 2-D view with dynamic sizes, one with a static inner size, a 0-D one
// CHECK-LABEL: func.func @views(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x?xf32>, memref<?x4xf32>, memref<4x?xi16>, memref<f64>) {
// CHECK: %8 = llvm.getelementptr %7[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %16 = llvm.mul %13, %0 : i64
// CHECK: %23 = llvm.getelementptr %22[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %39 = llvm.getelementptr %38[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %48 = llvm.mul %44, %0 : i64
// CHECK: %55 = llvm.getelementptr %54[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
func.func @views(%buf: memref<2048xi8>, %shift: index, %m: index, %n: index) -> (memref<?x?xf32>, memref<?x4xf32>, memref<4x?xi16>, memref<f64>) {
  %a = memref.view %buf[%shift][%m, %n] : memref<2048xi8> to memref<?x?xf32>
  %b = memref.view %buf[%shift][%m] : memref<2048xi8> to memref<?x4xf32>
  %c = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<4x?xi16>
  %d = memref.view %buf[%shift][] : memref<2048xi8> to memref<f64>
  return %a, %b, %c, %d : memref<?x?xf32>, memref<?x4xf32>, memref<4x?xi16>, memref<f64>
}

// -----

// memref.atomic_rmw: each kind llvm.atomicrmw has (acq_rel); mulf has none and stays
// CHECK-LABEL: func.func @atomics(%arg0: memref<8xf32>, %arg1: memref<?x?xi32>, %arg2: f32, %arg3: i32, %arg4: index) {
// CHECK: %5 = llvm.atomicrmw fadd %4, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: %8 = llvm.atomicrmw fmax %7, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: %11 = llvm.atomicrmw fmin %10, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: %14 = llvm.atomicrmw xchg %13, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: %20 = llvm.atomicrmw add %19, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %26 = llvm.atomicrmw max %25, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %32 = llvm.atomicrmw umax %31, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %38 = llvm.atomicrmw min %37, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %44 = llvm.atomicrmw umin %43, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %50 = llvm.atomicrmw _or %49, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %56 = llvm.atomicrmw _and %55, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: %57 = memref.atomic_rmw mulf %arg2, %arg0[%arg4] : (f32, memref<8xf32>) -> f32
func.func @atomics(%f: memref<8xf32>, %i: memref<?x?xi32>, %x: f32, %y: i32, %k: index) {
  %0 = memref.atomic_rmw addf %x, %f[%k] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %f[%k] : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %x, %f[%k] : (f32, memref<8xf32>) -> f32
  %3 = memref.atomic_rmw assign %x, %f[%k] : (f32, memref<8xf32>) -> f32
  %4 = memref.atomic_rmw addi %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %5 = memref.atomic_rmw maxs %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %6 = memref.atomic_rmw maxu %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %7 = memref.atomic_rmw mins %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %8 = memref.atomic_rmw minu %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %9 = memref.atomic_rmw ori %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %10 = memref.atomic_rmw andi %y, %i[%k, %k] : (i32, memref<?x?xi32>) -> i32
  %11 = memref.atomic_rmw mulf %x, %f[%k] : (f32, memref<8xf32>) -> f32
  return
}
