// RUN: gpuopt %s --lower-affine --split-input-file | FileCheck %s
// affine.for/if/parallel become scf.for/if/parallel, affine.load/store memref.load/store and
// affine.apply/min/max arith, with floordiv/ceildiv/mod expanded through cmpi/select (affine.for
// bounds and affine.if sets first fold and compose with the affine.apply ops feeding them);
// expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT: func.func @constant_bounds(%arg0: memref<16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: memref.store %0, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @constant_bounds(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 step 4 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i + 1] : memref<16xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @symbol_bounds(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @symbol_bounds(%A: memref<?xf32>, %lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[symbol(%lb)] : memref<?xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @min_max_bounds(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c-3 : index
// CHECK-NEXT: %1 = arith.maxsi %arg1, %0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.addi %arg1, %c8 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %3 = arith.minsi %2, %arg2 : index
// CHECK-NEXT: %4 = arith.minsi %3, %c100 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg3 = %1 to %4 step %c2 {
// CHECK-NEXT: %5 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @min_max_bounds(%A: memref<?xf32>, %a: index, %n: index) {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 - 3)>(%a)[%n] to min affine_map<(d0)[s0] -> (d0 + 8, s0, 100)>(%a)[%n] step 2 {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @iter_args(%arg0: memref<64xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c64 step %c1 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<64xf32>
// CHECK-NEXT: %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @iter_args(%A: memref<64xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 64 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  return %s : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @divisions(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg1 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c4 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %6 = arith.cmpi sle, %arg2, %c0_0 : index
// CHECK-NEXT: %7 = arith.subi %c0_0, %arg2 : index
// CHECK-NEXT: %8 = arith.subi %arg2, %c1 : index
// CHECK-NEXT: %9 = arith.select %6, %7, %8 : index
// CHECK-NEXT: %10 = arith.divsi %9, %c3 : index
// CHECK-NEXT: %11 = arith.subi %c0_0, %10 : index
// CHECK-NEXT: %12 = arith.addi %10, %c1 : index
// CHECK-NEXT: %13 = arith.select %6, %11, %12 : index
// CHECK-NEXT: %14 = memref.load %arg0[%5, %13] : memref<100x100xf32>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %15 = arith.remsi %arg1, %c5 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %16 = arith.cmpi slt, %15, %c0_1 : index
// CHECK-NEXT: %17 = arith.addi %15, %c5 : index
// CHECK-NEXT: %18 = arith.select %16, %17, %15 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c-1_3 = arith.constant -1 : index
// CHECK-NEXT: %19 = arith.cmpi slt, %arg3, %c0_2 : index
// CHECK-NEXT: %20 = arith.subi %c-1_3, %arg3 : index
// CHECK-NEXT: %21 = arith.select %19, %20, %arg3 : index
// CHECK-NEXT: %22 = arith.divsi %21, %c2 : index
// CHECK-NEXT: %23 = arith.subi %c-1_3, %22 : index
// CHECK-NEXT: %24 = arith.select %19, %23, %22 : index
// CHECK-NEXT: memref.store %14, %arg0[%18, %24] : memref<100x100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @divisions(%A: memref<100x100xf32>, %i: index, %j: index, %n: index) {
  %v = affine.load %A[%i floordiv 4, %j ceildiv 3] : memref<100x100xf32>
  affine.store %v, %A[%i mod 5, symbol(%n) floordiv 2] : memref<100x100xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @apply(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c3 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c-1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %3 = arith.addi %2, %c7 : index
// CHECK-NEXT: %4 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %5 = arith.remsi %4, %c32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0 : index
// CHECK-NEXT: %7 = arith.addi %5, %c32 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %5 : index
// CHECK-NEXT: return %3, %8 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @apply(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 - s0 + 7)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 32)>(%a, %b)
  return %0, %1 : index, index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %1 = arith.minsi %arg0, %0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %2 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT: %3 = arith.maxsi %2, %c64 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: return %1, %3, %c10 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @min_max(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 1)>(%a)[%b]
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1, 64)>(%a, %b)
  %c = arith.constant 3 : index
  %2 = affine.min affine_map<(d0) -> (d0 * 4, 10)>(%c)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @if_then(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-10 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %c0 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %arg2, %c0 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: %c-10_0 = arith.constant -10 : index
// CHECK-NEXT: %5 = arith.addi %arg1, %c-10_0 : index
// CHECK-NEXT: memref.store %4, %arg0[%5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_then(%A: memref<?xf32>, %i: index, %n: index) {
  affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>(%i)[%n] {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i - 10] : memref<?xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @if_else(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c-1 : index
// CHECK-NEXT: %2 = arith.addi %1, %arg2 : index
// CHECK-NEXT: %c-1_0 = arith.constant -1 : index
// CHECK-NEXT: %3 = arith.addi %2, %c-1_0 : index
// CHECK-NEXT: %4 = arith.cmpi sge, %3, %c0 : index
// CHECK-NEXT: %5 = arith.andi %0, %4 : i1
// CHECK-NEXT: %6 = scf.if %5 -> (f32) {
// CHECK-NEXT: %7 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: scf.yield %7 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
#bounds = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
func.func @if_else(%A: memref<?xf32>, %i: index, %n: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.if #bounds(%i)[%n] -> f32 {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.yield %v : f32
  } else {
    affine.yield %zero : f32
  }
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %0 = arith.minsi %arg1, %c20 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c1) to (%c10, %0) step (%c2, %c1_0) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg3, %arg2] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @parallel(%A: memref<100x100xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 1) to (10, min(%n, 20)) step (2, 1) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @parallel_reduce(%arg0: memref<100xf32>, %arg1: memref<100xi32>, %arg2: index) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) init (%cst, %c1_i32) -> (f32, i32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: %2 = memref.load %arg1[%arg3] : memref<100xi32>
// CHECK-NEXT: scf.reduce(%1, %2 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %3 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %3 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @parallel_reduce(%A: memref<100xf32>, %B: memref<100xi32>, %n: index) -> (f32, i32) {
  %r:2 = affine.parallel (%i) = (0) to (symbol(%n)) reduce ("addf", "muli") -> (f32, i32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = affine.load %B[%i] : memref<100xi32>
    affine.yield %v, %w : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @in_launch(%arg0: memref<1024xf32>, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c8, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c8, %arg12 = %c1, %arg13 = %c1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg14 = %c0 to %c16 step %c1_0 {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = arith.muli %arg14, %c64 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %2 = memref.load %arg0[%1] : memref<1024xf32>
// CHECK-NEXT: %3 = arith.addf %2, %2 : f32
// CHECK-NEXT: %c64_1 = arith.constant 64 : index
// CHECK-NEXT: %4 = arith.muli %arg14, %c64_1 : index
// CHECK-NEXT: %5 = arith.addi %4, %arg1 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %6 = arith.addi %5, %c1_2 : index
// CHECK-NEXT: memref.store %3, %arg0[%6] : memref<1024xf32>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @in_launch(%A: memref<1024xf32>, %off: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    affine.for %k = 0 to 16 {
      %v = affine.load %A[%k * 64 + symbol(%off)] : memref<1024xf32>
      %d = arith.addf %v, %v : f32
      affine.store %d, %A[%k * 64 + symbol(%off) + 1] : memref<1024xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @nested_if_in_for(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.remsi %arg2, %c2 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0_1 : index
// CHECK-NEXT: %2 = arith.addi %0, %c2 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %3, %c0_0 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg2, %c0_3 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %arg2 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %arg2 : index
// CHECK-NEXT: %8 = arith.divsi %7, %c2_2 : index
// CHECK-NEXT: %9 = arith.subi %c-1, %8 : index
// CHECK-NEXT: %10 = arith.select %5, %9, %8 : index
// CHECK-NEXT: %11 = memref.load %arg0[%10] : memref<?xf32>
// CHECK-NEXT: memref.store %11, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_if_in_for(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      %v = affine.load %A[%i floordiv 2] : memref<?xf32>
      affine.store %v, %A[%i] : memref<?xf32>
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @if_composed(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c3 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c-1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %3 = arith.addi %2, %c7 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %5 = arith.minsi %3, %4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1_0 = arith.constant -1 : index
// CHECK-NEXT: %6 = arith.muli %arg1, %c-1_0 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %7 = arith.muli %arg0, %c3_1 : index
// CHECK-NEXT: %8 = arith.addi %6, %7 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %9 = arith.addi %8, %c-3 : index
// CHECK-NEXT: %10 = arith.cmpi sge, %9, %c0 : index
// CHECK-NEXT: %11 = arith.cmpi eq, %5, %c0 : index
// CHECK-NEXT: %12 = arith.andi %10, %11 : i1
// CHECK-NEXT: scf.if %12 {
// CHECK-NEXT: %13 = arith.addi %3, %5 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_composed(%n: index, %m: index) -> index {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 - s0 + 7)>(%n)[%m]
  %b = affine.min affine_map<(d0)[s0] -> (d0, s0 + 1)>(%a)[%n]
  affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>(%a)[%b] {
    %z = arith.addi %a, %b : index
  }
  return %b : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @folded_bounds(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %0, %c1 : index
// CHECK-NEXT: %2 = memref.load %arg0[%1] : memref<100xf32>
// CHECK-NEXT: memref.store %2, %arg0[%0] : memref<100xf32>
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %3 = arith.muli %arg1, %c2_0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %4 = arith.addi %3, %c10 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %arg1 to %4 step %c1_1 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4_2 = arith.constant 4 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4_2 step %c1_3 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.minsi %arg1, %0 : index
// CHECK-NEXT: %6 = arith.minsi %5, %arg1 : index
// CHECK-NEXT: memref.store %arg2, %arg0[%6] : memref<100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @folded_bounds(%A: memref<100xf32>, %n: index, %x: f32) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  %v = affine.load %A[%0 + 1] : memref<100xf32>
  affine.store %v, %A[%0] : memref<100xf32>
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 10)>(%0) {
    affine.store %x, %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %c4 {
    affine.store %x, %A[%i] : memref<100xf32>
  }
  %m = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%n, %0)
  affine.store %x, %A[%m] : memref<100xf32>
  return
}
