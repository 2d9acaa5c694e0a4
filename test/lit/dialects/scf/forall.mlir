// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// scf.forall in its normalized form (`in (...)`) and with bounds and steps, mixing constants and values; #gpu.block/thread/warp mappings; the implicit scf.forall.in_parallel shows only in generic form.

func.func @mapped(%n: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j) in (%n, 4) {
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  scf.forall (%i) = (0) to (%n) step (2) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i, %j, %k) in (2, 4, 8) {
    memref.store %v, %m[%k] : memref<?xf32>
  } {mapping = [#gpu.thread<z>, #gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%i) in (16) {
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.warp<x>]}
  return
}

func.func @ranges(%n: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j) = (%n, 1) to (%n, 8) step (1, %n) {
    memref.store %v, %m[%j] : memref<?xf32>
  }
  scf.forall (%i) in (%n) {
    scf.forall (%j) = (%i) to (%n) step (%i) {
      memref.store %v, %m[%j] : memref<?xf32>
    }
  }
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @mapped(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:    scf.forall (%arg3, %arg4) in (%arg0, 4) {
// CHECK-NEXT:      memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT:    } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT:    scf.forall (%arg3) = (0) to (%arg0) step (2) {
// CHECK-NEXT:    } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:    scf.forall (%arg3, %arg4, %arg5) in (2, 4, 8) {
// CHECK-NEXT:      memref.store %arg2, %arg1[%arg5] : memref<?xf32>
// CHECK-NEXT:    } {mapping = [#gpu.thread<z>, #gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:    scf.forall (%arg3) in (16) {
// CHECK-NEXT:      memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT:    } {mapping = [#gpu.warp<x>]}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @ranges(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:    scf.forall (%arg3, %arg4) = (%arg0, 1) to (%arg0, 8) step (1, %arg0) {
// CHECK-NEXT:      memref.store %arg2, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT:      scf.forall (%arg4) = (%arg3) to (%arg0) step (%arg3) {
// CHECK-NEXT:        memref.store %arg2, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, memref<?xf32>, f32) -> (), sym_name = "mapped"}> ({
// GENERIC-NEXT:  ^bb0(%arg7: index, %arg8: memref<?xf32>, %arg9: f32):
// GENERIC-NEXT:    "scf.forall"(%arg7) <{mapping = [#gpu.block<x>, #gpu.block<y>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: index, %arg16: index):
// GENERIC-NEXT:      "memref.store"(%arg9, %arg8, %arg15) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    "scf.forall"(%arg7) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:    ^bb0(%arg14: index):
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    "scf.forall"() <{mapping = [#gpu.thread<z>, #gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0, 0>, staticStep = array<i64: 1, 1, 1>, staticUpperBound = array<i64: 2, 4, 8>}> ({
// GENERIC-NEXT:    ^bb0(%arg11: index, %arg12: index, %arg13: index):
// GENERIC-NEXT:      "memref.store"(%arg9, %arg8, %arg13) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "scf.forall"() <{mapping = [#gpu.warp<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 16>}> ({
// GENERIC-NEXT:    ^bb0(%arg10: index):
// GENERIC-NEXT:      "memref.store"(%arg9, %arg8, %arg10) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, memref<?xf32>, f32) -> (), sym_name = "ranges"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: memref<?xf32>, %arg2: f32):
// GENERIC-NEXT:    "scf.forall"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 1>, staticStep = array<i64: 1, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// GENERIC-NEXT:    ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT:      "memref.store"(%arg2, %arg1, %arg6) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: index):
// GENERIC-NEXT:      "scf.forall"(%arg3, %arg0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:      ^bb0(%arg4: index):
// GENERIC-NEXT:        "memref.store"(%arg2, %arg1, %arg4) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT:        "scf.forall.in_parallel"() ({
// GENERIC-NEXT:        ^bb0:
// GENERIC-NEXT:        }) : () -> ()
// GENERIC-NEXT:      }) : (index, index, index) -> ()
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
