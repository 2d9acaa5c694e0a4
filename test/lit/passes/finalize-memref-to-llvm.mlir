// RUN: gpuopt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// memref ops on descriptors, byte-identical to mlir-opt-19 (compared chunk by chunk in
// custom, generic and debuginfo form by test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: func.func @alloc_load_store_free(
// CHECK:         llvm.call @malloc(
// CHECK:         llvm.store
// CHECK:         llvm.load
// CHECK:         llvm.call @free(
func.func @alloc_load_store_free(%n: index, %i: index, %v: f32) -> f32 {
  %a = memref.alloc(%n) : memref<?x4xf32>
  memref.store %v, %a[%i, %i] : memref<?x4xf32>
  %x = memref.load %a[%i, %i] : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @aligned_alloc_attr(
// CHECK:         llvm.urem
// CHECK:         llvm.inttoptr
func.func @aligned_alloc_attr() {
  %c = memref.alloc() {alignment = 64} : memref<2x3xi32>
  memref.dealloc %c : memref<2x3xi32>
  return
}

// -----

// CHECK-LABEL: func.func @allocas(
// CHECK:         llvm.alloca %{{.*}} x i64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK:         llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
func.func @allocas(%n: index, %v: f32) -> f32 {
  %b = memref.alloca(%n) {alignment = 32} : memref<?xi64>
  %s = memref.alloca() : memref<f32>
  memref.store %v, %s[] : memref<f32>
  %y = memref.load %s[] : memref<f32>
  return %y : f32
}

// -----

// CHECK-LABEL: func.func @strided_load(
// CHECK:         llvm.extractvalue %{{.*}}[2]
// CHECK:         llvm.extractvalue %{{.*}}[4, 0]
func.func @strided_load(%a: memref<4x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index) -> f32 {
  %x = memref.load %a[%i, %j] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @static_offset(
// CHECK:         llvm.mlir.constant(5 : index) : i64
func.func @static_offset(%a: memref<8xf32, strided<[2], offset: 5>>, %i: index) -> f32 {
  %x = memref.load %a[%i] : memref<8xf32, strided<[2], offset: 5>>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @dims(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<2 x i64>
func.func @dims(%a: memref<?x?xf32>, %i: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %d = memref.dim %a, %i : memref<?x?xf32>
  %e = memref.dim %a, %c1 : memref<?x?xf32>
  return %d, %e : index, index
}

// -----

// CHECK:       llvm.mlir.global private constant @cst(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
// CHECK:       llvm.mlir.global external @zero() {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i32>> {
// CHECK-LABEL: func.func @globals(
// CHECK:         llvm.mlir.addressof @cst : !llvm.ptr
// CHECK:         llvm.mlir.constant(3735928559 : index) : i64
memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @zero : memref<2x2xi32> = uninitialized
func.func @globals() -> memref<4xf32> {
  %0 = memref.get_global @cst : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// A memref.global with no initializer is a declaration: no initializer region, private or
// not, in any memory space (workgroup memory of a gpu.module is declared so); `= uninitialized`
// is a definition, with an undef initializer.
// CHECK:       llvm.mlir.global private @tile() {addr_space = 3 : i32} : !llvm.array<4 x array<8 x f32>>
// CHECK-NEXT:  llvm.mlir.global external @decl() {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK-NEXT:  llvm.mlir.global private @undef() {addr_space = 3 : i32} : !llvm.array<2 x f32> {
// CHECK-NEXT:    %0 = llvm.mlir.undef : !llvm.array<2 x f32>
memref.global "private" @tile : memref<4x8xf32, 3>
memref.global @decl : memref<4xi32>
memref.global "private" @undef : memref<2xf32, 3> = uninitialized

// -----

// CHECK-LABEL: func.func @copies(
// CHECK-COUNT-2: "llvm.intr.memcpy"
func.func @copies(%a: memref<?xf32>, %b: memref<?xf32>, %s: memref<4x4xf32>, %t: memref<4x4xf32>) {
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  memref.copy %s, %t : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @pointer_and_alignment(
// CHECK:         llvm.ptrtoint
// CHECK:         "llvm.intr.assume"
func.func @pointer_and_alignment(%a: memref<?xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
  memref.assume_alignment %a, 16 : memref<?xf32>
  return %p : index
}

// -----

// CHECK-LABEL: func.func @casts_and_rank(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func @casts_and_rank(%a: memref<?xf32>, %u: memref<*xf32>, %i: index) -> (index, f32) {
  %c = memref.cast %a : memref<?xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %k = memref.cast %u : memref<*xf32> to memref<?xf32>
  %z = memref.load %k[%i] {nontemporal = true} : memref<?xf32>
  return %r, %z : index, f32
}

// -----

// CHECK-LABEL: func.func @strided_metadata(
// CHECK:         llvm.extractvalue %{{.*}}[4, 0]
func.func @strided_metadata(%a: memref<?xf32>) -> (index, index) {
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
  return %off, %st : index, index
}
