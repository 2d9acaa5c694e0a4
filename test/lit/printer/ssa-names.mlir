// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Result names suggested by ops (OpAsmOpInterface): the input's names are
// never kept.  A repeated name gets `_N` from a counter shared by all names
// of the function; a name used in an enclosing region is not reused in a
// nested one.

// CHECK:module {
// CHECK-LABEL:  func.func @hints(%arg0: index, %arg1: memref<?xf32>, %arg2: f32, %arg3: i32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:    %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %dim = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT:    %cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %subview = memref.subview %arg1[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:    %memref = gpu.alloc  (%arg0) : memref<?xf32>
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %memref_1, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
// CHECK-NEXT:    %shuffleResult, %valid = gpu.shuffle  xor %arg2, %c1_i32, %c1_i32 : f32
// CHECK-NEXT:    %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT:    %thread_id_x_2 = gpu.thread_id  x
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hints(%n: index, %m: memref<?xf32>, %x: f32, %i: i32) {
  %a = arith.constant 0 : index
  %b = arith.constant 1 : i32
  %c = arith.constant 1.0 : f32
  %d = arith.constant true
  %e = arith.constant false
  %f = arith.constant 0.0 : f32
  %tid = gpu.thread_id x
  %bdim = gpu.block_dim y
  %alloc = memref.alloc(%n) : memref<?xf32>
  %alloca = memref.alloca() : memref<4xf32>
  %dim = memref.dim %m, %a : memref<?xf32>
  %cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>
  %sv = memref.subview %m[0][2][1] : memref<?xf32> to memref<2xf32, strided<[1]>>
  %buf = gpu.alloc (%n) : memref<?xf32>
  %t0 = gpu.wait async
  %buf2, %tok = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %sh, %ok = gpu.shuffle xor %x, %b, %b : f32
  %plain = arith.addi %i, %b : i32
  %tid2 = gpu.thread_id x
  return
}

// CHECK-LABEL:  func.func @nested_regions(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:      %c0_0 = arith.constant 0 : index
// CHECK-NEXT:      %c2_1 = arith.constant 2 : index
// CHECK-NEXT:      %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:      %2 = arith.addf %arg3, %cst_2 : f32
// CHECK-NEXT:      scf.yield %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @nested_regions(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %c0_inner = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 2.0 : f32
    %s = arith.addf %acc, %cst : f32
    scf.yield %s : f32
  }
  %c2 = arith.constant 2 : index
  %cst = arith.constant 3.0 : f32
  %y = arith.mulf %r, %cst : f32
  return %y : f32
}
// CHECK-NEXT:}
