// RUN: gpuopt %s --gpu-launch-sink-index-computations --split-input-file | FileCheck %s
// Constants, memref.dim, arith.select and arith.cmpi used in a gpu.launch body are copied to the
// top of the body (the originals stay); expected text from mlir-opt-19.

// CHECK: module {
// CHECK-LABEL: func.func @constants(%arg0: memref<?xf32>) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c4 = arith.constant 4 : index
// CHECK: %cst = arith.constant 2.000000e+00 : f32
// CHECK: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c4, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c4, %arg11 = %c1, %arg12 = %c1) {
// CHECK: %c4_0 = arith.constant 4 : index
// CHECK: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK: %0 = arith.addi %arg4, %c4_0 : index
// CHECK: memref.store %cst_1, %arg0[%0] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @constants(%m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %i = arith.addi %tx, %c4 : index
    memref.store %f, %m[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @dim_and_cmp(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK: %0 = arith.cmpi slt, %dim, %dim_0 : index
// CHECK: %1 = arith.select %0, %dim, %dim_0 : index
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %c0_1 = arith.constant 0 : index
// CHECK: %dim_2 = memref.dim %arg0, %c0_1 : memref<?x?xf32>
// CHECK: %c1_3 = arith.constant 1 : index
// CHECK: %dim_4 = memref.dim %arg0, %c1_3 : memref<?x?xf32>
// CHECK: %2 = arith.cmpi slt, %dim_2, %dim_4 : index
// CHECK: %3 = arith.select %2, %dim_2, %dim_4 : index
// CHECK: %4 = memref.load %arg0[%arg5, %3] : memref<?x?xf32>
// CHECK: memref.store %4, %arg0[%arg5, %c0_1] : memref<?x?xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @dim_and_cmp(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %lt = arith.cmpi slt, %d0, %d1 : index
  %sel = arith.select %lt, %d0, %d1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx, %sel] : memref<?x?xf32>
    memref.store %v, %m[%tx, %c0] : memref<?x?xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @not_sinkable(%arg0: index, %arg1: memref<?xindex>) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %0 = arith.addi %arg0, %c1 : index
// CHECK: %1 = arith.muli %0, %0 : index
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: memref.store %1, %arg1[%0] : memref<?xindex>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @not_sinkable(%a: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  %s = arith.addi %a, %c1 : index
  %p = arith.muli %s, %s : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %p, %m[%s] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @operand_from_argument(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %dim = memref.dim %arg0, %arg1 : memref<?xf32>
// CHECK: %0 = arith.cmpi eq, %dim, %arg1 : index
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %1 = arith.select %0, %dim, %arg5 : index
// CHECK: %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK: memref.store %2, %arg0[%arg5] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @operand_from_argument(%m: memref<?xf32>, %k: index) {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %k : memref<?xf32>
  %e = arith.cmpi eq, %d, %k : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %x = arith.select %e, %d, %tx : index
    %v = memref.load %m[%x] : memref<?xf32>
    memref.store %v, %m[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @operand_not_sinkable_but_used(%arg0: memref<?xindex>, %arg1: index) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %0 = arith.addi %arg1, %c1 : index
// CHECK: %1 = arith.cmpi ult, %0, %arg1 : index
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %2 = arith.select %1, %0, %arg5 : index
// CHECK: memref.store %2, %arg0[%arg5] : memref<?xindex>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @operand_not_sinkable_but_used(%m: memref<?xindex>, %a: index) {
  %c1 = arith.constant 1 : index
  %s = arith.addi %a, %c1 : index
  %lt = arith.cmpi ult, %s, %a : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %x = arith.select %lt, %s, %tx : index
    memref.store %x, %m[%tx] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @operand_not_sinkable_unused(%arg0: memref<?xindex>, %arg1: index) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %0 = arith.addi %arg1, %c1 : index
// CHECK: %1 = arith.cmpi ult, %0, %arg1 : index
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %c1_0 = arith.constant 1 : index
// CHECK: %2 = arith.select %1, %arg5, %c1_0 : index
// CHECK: memref.store %2, %arg0[%arg5] : memref<?xindex>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @operand_not_sinkable_unused(%m: memref<?xindex>, %a: index) {
  %c1 = arith.constant 1 : index
  %s = arith.addi %a, %c1 : index
  %lt = arith.cmpi ult, %s, %a : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %x = arith.select %lt, %tx, %c1 : index
    memref.store %x, %m[%tx] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @nested_regions(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %cst = arith.constant 0.000000e+00 : f32
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK: %c0_1 = arith.constant 0 : index
// CHECK: %c1_2 = arith.constant 1 : index
// CHECK: scf.for %arg14 = %c0_1 to %arg1 step %c1_2 {
// CHECK: memref.store %cst_0, %arg0[%arg14] : memref<?xf32>
// CHECK: }
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @nested_regions(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %z, %m[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @two_launches(%arg0: memref<?xf32>) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c8 = arith.constant 8 : index
// CHECK: %cst = arith.constant 1.000000e+00 : f32
// CHECK: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c8, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) {
// CHECK: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK: memref.store %cst_0, %arg0[%arg1] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c8, %arg11 = %c1, %arg12 = %c1) {
// CHECK: %c8_0 = arith.constant 8 : index
// CHECK: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK: %0 = arith.addi %arg4, %c8_0 : index
// CHECK: memref.store %cst_1, %arg0[%0] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @two_launches(%m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %f, %m[%bx] : memref<?xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %i = arith.addi %tx, %c8 : index
    memref.store %f, %m[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @async_launch(%arg0: memref<?xf32>, %arg1: index) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %0 = gpu.wait async
// CHECK: %1 = gpu.launch async [%0] blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c2, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %c2_0 = arith.constant 2 : index
// CHECK: %2 = arith.muli %arg5, %c2_0 : index
// CHECK: %3 = memref.load %arg0[%2] : memref<?xf32>
// CHECK: memref.store %3, %arg0[%arg5] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: gpu.wait [%1]
// CHECK: return
// CHECK: }
// CHECK: }
func.func @async_launch(%m: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = gpu.wait async
  %t1 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    %i = arith.muli %tx, %c2 : index
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%tx] : memref<?xf32>
    gpu.terminator
  }
  gpu.wait [%t1]
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @no_uses_from_above(%arg0: index) {
// CHECK: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %arg0, %arg8 = %arg0, %arg9 = %arg0) threads(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) {
// CHECK: %c3 = arith.constant 3 : index
// CHECK: %0 = arith.addi %arg4, %c3 : index
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @no_uses_from_above(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %c3 = arith.constant 3 : index
    %x = arith.addi %tx, %c3 : index
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-LABEL: func.func @chain_order(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK: %0 = arith.cmpi sgt, %dim, %dim_0 : index
// CHECK: %1 = arith.select %0, %dim, %dim_0 : index
// CHECK: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg1, %arg12 = %c1, %arg13 = %c1) {
// CHECK: %c1_1 = arith.constant 1 : index
// CHECK: %dim_2 = memref.dim %arg0, %c1_1 : memref<?x?xf32>
// CHECK: %c0_3 = arith.constant 0 : index
// CHECK: %dim_4 = memref.dim %arg0, %c0_3 : memref<?x?xf32>
// CHECK: %2 = arith.cmpi sgt, %dim_2, %dim_4 : index
// CHECK: %3 = arith.select %2, %dim_2, %dim_4 : index
// CHECK: %4 = arith.cmpi slt, %arg5, %3 : index
// CHECK: scf.if %4 {
// CHECK: %5 = memref.load %arg0[%c0_3, %arg5] : memref<?x?xf32>
// CHECK: memref.store %5, %arg0[%dim_4, %arg5] : memref<?x?xf32>
// CHECK: }
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
func.func @chain_order(%m: memref<?x?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %big = arith.cmpi sgt, %d1, %d0 : index
  %lim = arith.select %big, %d1, %d0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %in = arith.cmpi slt, %tx, %lim : index
    scf.if %in {
      %v = memref.load %m[%c0, %tx] : memref<?x?xf32>
      memref.store %v, %m[%d0, %tx] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK: gpu.module @kernels {
// CHECK-LABEL: gpu.func @not_a_launch(%arg0: memref<4xi32>) kernel {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c7_i32 = arith.constant 7 : i32
// CHECK: memref.store %c7_i32, %arg0[%c0] : memref<4xi32>
// CHECK: gpu.return
// CHECK: }
// CHECK: }
// CHECK-LABEL: func.func @launch_in_loop(%arg0: memref<4xi32>, %arg1: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c7_i32 = arith.constant 7 : i32
// CHECK: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c1, %arg13 = %c1, %arg14 = %c1) {
// CHECK: %c7_i32_0 = arith.constant 7 : i32
// CHECK: memref.store %c7_i32_0, %arg0[%arg2] : memref<4xi32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
gpu.module @kernels {
  gpu.func @not_a_launch(%m: memref<4xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : i32
    memref.store %c7, %m[%c0] : memref<4xi32>
    gpu.return
  }
}
func.func @launch_in_loop(%m: memref<4xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      memref.store %c7, %m[%i] : memref<4xi32>
      gpu.terminator
    }
  }
  return
}
