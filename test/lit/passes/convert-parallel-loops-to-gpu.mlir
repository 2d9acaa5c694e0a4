// RUN: gpuopt %s --convert-parallel-loops-to-gpu --split-input-file | FileCheck %s
// Mapped scf.parallel nests become gpu.launch ops: ids through affine.apply, launch sizes
// computed before the launch, sequential dimensions as scf.for; expected text from mlir-opt-19.

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @one_dim(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1_0, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %1 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK: memref.store %2, %arg0[%1] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @one_dim(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @grid_and_block(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c4 = arith.constant 4 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %1 = affine.apply #map(%c2)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %1, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %2 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: scf.for %arg14 = %c0 to %c4 step %c1 {
// CHECK: %c2_1 = arith.constant 2 : index
// CHECK: %3 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK: %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// CHECK: memref.store %4, %arg0[%arg14, %3] : memref<?x?xf32>
// CHECK: }
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited, foo = 1 : i32}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @grid_and_block(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c4) step (%c1, %c1) {
    %c2 = arith.constant 2 : index
    scf.parallel (%k) = (%c0) to (%c2) step (%c1) {
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      memref.store %v, %m[%j, %k] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>], foo = 1 : i32}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @three_dims_and_steps(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %c3 = arith.constant 3 : index
// CHECK: %c64 = arith.constant 64 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%c64)[%c0, %c2]
// CHECK: %1 = affine.apply #map(%arg2)[%arg1, %c3]
// CHECK: %2 = affine.apply #map(%c64)[%c2, %arg1]
// CHECK: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %2, %arg10 = %1, %arg11 = %0) threads(%arg6, %arg7, %arg8) in (%arg12 = %c1, %arg13 = %c1, %arg14 = %c1) {
// CHECK: %3 = affine.apply #map1(%arg5)[%c2, %c0]
// CHECK: %4 = affine.apply #map1(%arg4)[%c3, %arg1]
// CHECK: %5 = affine.apply #map1(%arg3)[%arg1, %c2]
// CHECK: %6 = memref.load %arg0[%3, %4, %5] : memref<?x?x?xf32>
// CHECK: memref.store %6, %arg0[%5, %4, %3] : memref<?x?x?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @three_dims_and_steps(%m: memref<?x?x?xf32>, %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j, %k) = (%c0, %a, %c2) to (%c64, %b, %c64) step (%c2, %c3, %a) {
    %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    memref.store %v, %m[%k, %j, %i] : memref<?x?x?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @threads_only(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: %1 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1_0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1_0, %arg12 = %0, %arg13 = %1) {
// CHECK: %2 = affine.apply #map1(%arg6)[%c1, %c0]
// CHECK: %3 = affine.apply #map1(%arg7)[%c1, %c0]
// CHECK: %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// CHECK: memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @threads_only(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @not_mapped(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK: memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK: scf.reduce
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @not_mapped(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @reduction_left_alone(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %cst = arith.constant 0.000000e+00 : f32
// CHECK: %0 = scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%cst) -> f32 {
// CHECK: %1 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK: scf.reduce(%1 : f32) {
// CHECK: ^bb0(%arg3: f32, %arg4: f32):
// CHECK: %2 = arith.addf %arg3, %arg4 : f32
// CHECK: scf.reduce.return %2 : f32
// CHECK: }
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return %0 : f32
// CHECK: }
// CHECK: }
func.func @reduction_left_alone(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return %r : f32
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @imprecise_bound(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c32 = arith.constant 32 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c32]
// CHECK: %1 = affine.apply #map(%c32)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %1, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %2 = affine.apply #map1(%arg2)[%c32, %c0]
// CHECK: %3 = arith.subi %arg1, %2 : index
// CHECK: %4 = arith.minsi %3, %c32 : index
// CHECK: %5 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK: %6 = arith.cmpi slt, %5, %4 : index
// CHECK: scf.if %6 {
// CHECK: %7 = memref.load %arg0[%2, %5] : memref<?x?xf32>
// CHECK: memref.store %7, %arg0[%5, %2] : memref<?x?xf32>
// CHECK: }
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @imprecise_bound(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c32) {
    %rest = arith.subi %n, %i : index
    %len = arith.minsi %rest, %c32 : index
    scf.parallel (%j) = (%c0) to (%len) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @bound_from_product(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c4 = arith.constant 4 : index
// CHECK: %c8 = arith.constant 8 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: %c32 = arith.constant 32 : index
// CHECK: %1 = affine.apply #map(%c32)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %1, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %2 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: %3 = arith.muli %c4, %c8 : index
// CHECK: %4 = arith.minsi %arg1, %3 : index
// CHECK: %5 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK: %6 = arith.cmpi slt, %5, %4 : index
// CHECK: scf.if %6 {
// CHECK: %7 = memref.load %arg0[%2, %5] : memref<?x?xf32>
// CHECK: memref.store %7, %arg0[%5, %2] : memref<?x?xf32>
// CHECK: }
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @bound_from_product(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %big = arith.muli %c4, %c8 : index
    %len = arith.minsi %n, %big : index
    scf.parallel (%j) = (%c0) to (%len) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @no_static_bound(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = arith.addi %arg2, %c1 : index
// CHECK: scf.parallel (%arg3) = (%c0) to (%0) step (%c1) {
// CHECK: %1 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK: memref.store %1, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @no_static_bound(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %len = arith.addi %i, %c1 : index
    scf.parallel (%j) = (%c0) to (%len) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @side_effect_before_nested(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %cst = arith.constant 1.000000e+00 : f32
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: memref.store %cst, %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK: memref.store %cst, %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @side_effect_before_nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i, %c0] : memref<?x?xf32>
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @pure_code_between(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: %1 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %1, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %2 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: %3 = arith.muli %2, %2 : index
// CHECK: %4 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK: %5 = arith.addi %3, %4 : index
// CHECK: %6 = memref.load %arg0[%2, %5] : memref<?x?xf32>
// CHECK: memref.store %6, %arg0[%4, %2] : memref<?x?xf32>
// CHECK: %7 = arith.addi %2, %3 : index
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @pure_code_between(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %i2 = arith.muli %i, %i : index
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %k = arith.addi %i2, %j : index
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    %i3 = arith.addi %i, %i2 : index
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) ceildiv s1) ceildiv 4)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> ((d0 * s0 + s1) * 4)>
// CHECK: module {
// CHECK-LABEL: func.func @scaled_maps(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1_0, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %1 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK: memref.store %2, %arg0[%1] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @scaled_maps(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0 * 4), bound = (d0) -> (d0 ceildiv 4)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @two_nests(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1_0, %arg10 = %c1_0, %arg11 = %c1_0) threads(%arg6, %arg7, %arg8) in (%arg12 = %0, %arg13 = %c1_0, %arg14 = %c1_0) {
// CHECK: %1 = affine.apply #map1(%arg6)[%c1, %c0]
// CHECK: %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK: memref.store %2, %arg0[%1] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: scf.if %arg2 {
// CHECK: %c1_1 = arith.constant 1 : index
// CHECK: %1 = affine.apply #map(%arg1)[%c1, %c1]
// CHECK: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %1, %arg10 = %c1_1, %arg11 = %c1_1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c1_1, %arg13 = %c1_1, %arg14 = %c1_1) {
// CHECK: %2 = affine.apply #map1(%arg3)[%c1, %c1]
// CHECK: %3 = memref.load %arg0[%2] : memref<?xf32>
// CHECK: memref.store %3, %arg0[%c0] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @two_nests(%m: memref<?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  scf.if %c {
    scf.parallel (%i) = (%c1) to (%n) step (%c1) {
      %v = memref.load %m[%i] : memref<?xf32>
      memref.store %v, %m[%c0] : memref<?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  }
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @sequential_nested(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: %1 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %1, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %2 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: scf.for %arg14 = %c0 to %arg1 step %c1 {
// CHECK: %3 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK: %4 = memref.load %arg0[%2, %arg14] : memref<?x?xf32>
// CHECK: memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// CHECK: }
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @sequential_nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%k, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @for_between(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK: scf.parallel (%arg4) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg2, %arg4] : memref<?x?xf32>
// CHECK: memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: }
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @for_between(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %t = %c0 to %n step %c1 {
      scf.parallel (%j) = (%c0) to (%n) step (%c1) {
        %v = memref.load %m[%i, %j] : memref<?x?xf32>
        memref.store %v, %m[%j, %t] : memref<?x?xf32>
      } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    }
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @same_processor_twice(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK: memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @same_processor_twice(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) ceildiv s1) mod 7)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (((d0 - s0) ceildiv s1) * 2)>
// CHECK: #map2 = affine_map<(d0)[s0, s1] -> ((d0 * s0 + s1) floordiv 2)>
// CHECK: #map3 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 + 1)>
// CHECK: module {
// CHECK-LABEL: func.func @inner_const_bounds(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: %c16 = arith.constant 16 : index
// CHECK: %c3 = arith.constant 3 : index
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %1 = affine.apply #map1(%c16)[%c3, %c2]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %1, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %2 = affine.apply #map2(%arg2)[%c1, %c0]
// CHECK: %c3_1 = arith.constant 3 : index
// CHECK: %c2_2 = arith.constant 2 : index
// CHECK: %c16_3 = arith.constant 16 : index
// CHECK: %c2_4 = arith.constant 2 : index
// CHECK: %c3_5 = arith.constant 3 : index
// CHECK: %3 = affine.apply #map3(%arg5)[%c2_4, %c3_5]
// CHECK: %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// CHECK: memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @inner_const_bounds(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    scf.parallel (%j) = (%c3) to (%c16) step (%c2) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0 + 1), bound = (d0) -> (d0 * 2)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0 floordiv 2), bound = (d0) -> (d0 mod 7)>]}
  return
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @locs(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %c1_0, %arg10 = %c1_0) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1_0, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK: %1 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK: %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK: memref.store %2, %arg0[%1] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @locs(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32> loc("load")
    memref.store %v, %m[%i] : memref<?xf32> loc(unknown)
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]} loc("par")
  return
}
