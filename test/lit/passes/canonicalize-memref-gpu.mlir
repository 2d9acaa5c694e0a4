// RUN: gpuopt %s --canonicalize | FileCheck %s
// Expected text: mlir-opt-19 --canonicalize of the functions below.

// CHECK-LABEL: func.func @alloc_constant_sizes(%arg0: index) -> (memref<?x?xf32>, memref<?xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %cast_0 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %cst, %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT: memref.store %cst, %alloca[%c4] : memref<4xf32>
// CHECK-NEXT: return %cast, %cast_0 : memref<?x?xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_folding(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: index) -> f32 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%c4] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gpu_reduce_barrier_memcpy(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %memref = gpu.alloc  (%arg0) : memref<?xf32>
// CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c4, %arg13 = %c1, %arg14 = %c1) {
// CHECK-NEXT: %0 = gpu.all_reduce  add %arg1 uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %1 = gpu.subgroup_reduce  add %arg1 uniform : (f32) -> f32
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %2, %arg2[%block_dim_x] : memref<?xf32>
// CHECK-NEXT: memref.store %2, %arg2[%grid_dim_x] : memref<?xf32>
// CHECK-NEXT: memref.store %2, %memref[%arg0] : memref<?xf32>
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: %memref_0 = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT: gpu.dealloc  %memref_0 : memref<4xf32>
// CHECK-NEXT: %memref_1 = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT: gpu.memcpy  %arg2, %memref_1 : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: gpu.memset  %memref_1, %arg1 : memref<4xf32>, f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gpu_trivial_copy(%arg0: memref<?xf32>, %arg1: f32) -> memref<?xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %memref = gpu.alloc  (%c4) : memref<?xf32>
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %memref_0, %asyncToken = gpu.alloc async [%0] (%c4) : memref<?xf32>
// CHECK-NEXT: gpu.wait [%asyncToken]
// CHECK-NEXT: gpu.dealloc  %memref_0 : memref<?xf32>
// CHECK-NEXT: %1 = gpu.memcpy async %arg0, %arg0 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: gpu.wait [%1]
// CHECK-NEXT: return %memref : memref<?xf32>
// CHECK-NEXT: }

func.func @alloc_constant_sizes(%n: index) -> (memref<?x?xf32>, memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) : memref<?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  %d = memref.alloca() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %f, %d[%c0] : memref<4xf32>
  %dim = memref.dim %a, %c0 : memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %dim1 = memref.dim %a, %c1 : memref<?x?xf32>
  memref.store %f, %b[%dim1] : memref<?xf32>
  memref.store %f, %b[%dim] : memref<?xf32>
  return %a, %b : memref<?x?xf32>, memref<?xf32>
}

func.func @cast_folding(%m: memref<4xf32>, %u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %c2 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c2, %c : memref<?xf32> to memref<?xf32>
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %v2 = memref.load %c[%d] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  %r = arith.addf %v, %v2 : f32
  return %r : f32
}

func.func @gpu_reduce_barrier_memcpy(%n: index, %f: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] (%c4) : memref<?xf32>
  %b = gpu.alloc (%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %b, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c4, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%x2 = %c4, %y2 = %c1, %z2 = %c1) {
    %r = gpu.all_reduce add %f {} : (f32) -> (f32)
    %s = gpu.subgroup_reduce add %f : (f32) -> (f32)
    %bd = gpu.block_dim x
    %gd = gpu.grid_dim x
    %v = arith.addf %r, %s : f32
    gpu.barrier
    gpu.barrier
    memref.store %v, %m[%bd] : memref<?xf32>
    memref.store %v, %m[%gd] : memref<?xf32>
    memref.store %v, %b[%d] : memref<?xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c4, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%x2 = %c4, %y2 = %c1, %z2 = %c1) {
    gpu.terminator
  }
  %c = gpu.alloc () : memref<4xf32>
  gpu.memcpy %c, %m : memref<4xf32>, memref<?xf32>
  gpu.dealloc %c : memref<4xf32>
  %e = gpu.alloc () : memref<4xf32>
  %cast = memref.cast %e : memref<4xf32> to memref<?xf32>
  gpu.memcpy %m, %cast : memref<?xf32>, memref<?xf32>
  gpu.memset %cast, %f : memref<?xf32>, f32
  return
}

func.func @gpu_trivial_copy(%m: memref<?xf32>, %f: f32) -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = gpu.alloc (%c4) : memref<?xf32>
  %t = gpu.wait async
  %b, %t2 = gpu.alloc async [%t] (%c4) : memref<?xf32>
  gpu.wait [%t2]
  gpu.memcpy %b, %m : memref<?xf32>, memref<?xf32>
  gpu.dealloc %b : memref<?xf32>
  %t3 = gpu.memcpy async %m, %m : memref<?xf32>, memref<?xf32>
  gpu.wait [%t3]
  return %a : memref<?xf32>
}

