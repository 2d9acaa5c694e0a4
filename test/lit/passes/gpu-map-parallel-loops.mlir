// RUN: gpuopt %s --gpu-map-parallel-loops --split-input-file | FileCheck %s
// Outermost scf.parallel dimensions go to blocks, those directly nested to threads, the rest is
// sequential; expected text from mlir-opt-19.

// CHECK: module {
// CHECK-LABEL: func.func @one_dim(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK: memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @one_dim(%m: memref<?xf32>, %n: index) {
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
// CHECK-LABEL: func.func @two_levels(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CHECK: scf.parallel (%arg4) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg2, %arg4] : memref<?x?xf32>
// CHECK: memref.store %0, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @two_levels(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    scf.parallel (%k) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      memref.store %v, %m[%j, %k] : memref<?x?xf32>
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @four_dims(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2, %arg3, %arg4, %arg5) = (%c0, %c0, %c0, %c0) to (%arg1, %arg1, %arg1, %arg1) step (%c1, %c1, %c1, %c1) {
// CHECK: scf.parallel (%arg6, %arg7, %arg8, %arg9) = (%c0, %c0, %c0, %c0) to (%arg1, %arg1, %arg1, %arg1) step (%c1, %c1, %c1, %c1) {
// CHECK: %0 = memref.load %arg0[%arg6] : memref<?xf32>
// CHECK: memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @four_dims(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%a, %b, %c, %d) = (%c0, %c0, %c0, %c0) to (%n, %n, %n, %n) step (%c1, %c1, %c1, %c1) {
    scf.parallel (%e, %f, %g, %h) = (%c0, %c0, %c0, %c0) to (%n, %n, %n, %n) step (%c1, %c1, %c1, %c1) {
      %v = memref.load %m[%e] : memref<?xf32>
      memref.store %v, %m[%a] : memref<?xf32>
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @three_levels(%arg0: memref<?xf32>, %arg1: memref<?xindex>, %arg2: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK: scf.parallel (%arg4) = (%c0) to (%arg2) step (%c1) {
// CHECK: scf.parallel (%arg5, %arg6) = (%c0, %c0) to (%arg2, %arg2) step (%c1, %c1) {
// CHECK: scf.parallel (%arg7) = (%c0) to (%arg2) step (%c1) {
// CHECK: memref.store %c0, %arg1[%arg7] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @three_levels(%m: memref<?xf32>, %x: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%k, %l) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
        scf.parallel (%q) = (%c0) to (%n) step (%c1) {
          memref.store %c0, %x[%q] : memref<?xindex>
        }
      }
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @already_mapped(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK: memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK: scf.reduce
// CHECK: }
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @already_mapped(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%j] : memref<?xf32>
      memref.store %v, %m[%i] : memref<?xf32>
    }
  } {mapping = [#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @inner_already_mapped(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK: memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @inner_already_mapped(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%j] : memref<?xf32>
      memref.store %v, %m[%i] : memref<?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @through_for(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK: scf.parallel (%arg4) = (%c0) to (%arg1) step (%c1) {
// CHECK: %0 = memref.load %arg0[%arg4] : memref<?xf32>
// CHECK: memref.store %0, %arg0[%arg3] : memref<?xf32>
// CHECK: scf.reduce
// CHECK: }
// CHECK: }
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @through_for(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %t = %c0 to %n step %c1 {
      scf.parallel (%j) = (%c0) to (%n) step (%c1) {
        %v = memref.load %m[%j] : memref<?xf32>
        memref.store %v, %m[%t] : memref<?xf32>
      }
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @siblings(%arg0: memref<?xf32>, %arg1: memref<?xindex>, %arg2: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK: memref.store %c0, %arg1[%arg3] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg2, %arg2) step (%c1, %c1) {
// CHECK: scf.parallel (%arg6) = (%c0) to (%arg2) step (%c1) {
// CHECK: memref.store %c0, %arg1[%arg6] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.parallel (%arg6) = (%c0) to (%arg2) step (%c1) {
// CHECK: memref.store %c0, %arg1[%arg5] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @siblings(%m: memref<?xf32>, %x: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %c0, %x[%i] : memref<?xindex>
  }
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        memref.store %c0, %x[%k] : memref<?xindex>
      }
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        memref.store %c0, %x[%j] : memref<?xindex>
      }
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @with_reduction(%arg0: memref<?xf32>, %arg1: index) -> f32 {
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
func.func @with_reduction(%m: memref<?xf32>, %n: index) -> f32 {
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
  }
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @other_attrs(%arg0: memref<?xf32>, %arg1: memref<?xindex>, %arg2: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK: memref.store %c0, %arg1[%arg3] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {a_first, mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>], zz_last = 3 : i32}
// CHECK: return
// CHECK: }
// CHECK: }
func.func @other_attrs(%m: memref<?xf32>, %x: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %c0, %x[%i] : memref<?xindex>
  } {a_first, zz_last = 3 : i32}
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @in_if(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xindex>, %arg3: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.if %arg0 {
// CHECK: scf.parallel (%arg4) = (%c0) to (%arg3) step (%c1) {
// CHECK: memref.store %c0, %arg2[%arg4] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @in_if(%c: i1, %m: memref<?xf32>, %x: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %c0, %x[%i] : memref<?xindex>
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @two_funcs_a(%arg0: memref<?xindex>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK: memref.store %c0, %arg0[%arg2] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK-LABEL: func.func @two_funcs_b(%arg0: memref<?xindex>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CHECK: memref.store %c0, %arg0[%arg3] : memref<?xindex>
// CHECK: scf.reduce
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: return
// CHECK: }
// CHECK: }
module {
  func.func @two_funcs_a(%x: memref<?xindex>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %c0, %x[%i] : memref<?xindex>
    }
    return
  }
  func.func @two_funcs_b(%x: memref<?xindex>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      memref.store %c0, %x[%j] : memref<?xindex>
    }
    return
  }
}
