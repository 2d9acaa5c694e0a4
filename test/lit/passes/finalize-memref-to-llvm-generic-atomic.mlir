// RUN: gpuopt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// memref.generic_atomic_rmw to a cmpxchg loop, as mlir-opt-19 lowers it (CHECK lines from its
// output; compared byte for byte by test/unit/test_llvm_lowering_differential.py): the block is
// cut around the op, the current value loaded and carried into a loop block that computes the
// body on it and cmpxchg's the result (acq_rel, monotonic), looping with the value it found.

// A body of llvm ops, into a 2-D memref: the loop, and the value found as the result
// CHECK-LABEL: func.func @swap_loop(%arg0: memref<4x?xi32>, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%8 : i32)
// CHECK-NEXT: ^bb1(%9: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %10 = llvm.mul %9, %arg3 : i32
// CHECK-NEXT: %11 = llvm.add %10, %arg3 : i32
// CHECK-NEXT: %12 = llvm.cmpxchg %7, %9, %11 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %14, ^bb2, ^bb1(%13 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %13 : i32
func.func @swap_loop(%m: memref<4x?xi32>, %i: index, %j: index, %x: i32) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi32> {
  ^bb0(%cur: i32):
    %p = llvm.mul %cur, %x : i32
    %q = llvm.add %p, %x : i32
    memref.atomic_yield %q : i32
  }
  return %r : i32
}

// -----

// An atomic load: a body that yields its argument swaps the value for itself
// CHECK-LABEL: func.func @load_only(
// CHECK: llvm.br ^bb1(%4 : i64)
// CHECK-NEXT: ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %6 = llvm.cmpxchg %3, %5, %5 acq_rel monotonic : !llvm.ptr, i64
// CHECK: return %7 : i64
func.func @load_only(%m: memref<?xi64>, %i: index) -> i64 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<?xi64> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  }
  return %r : i64
}

// -----

// Inside an scf.for the op stays: the loop block the lowering makes has an argument, and the
// conversion driver then wants the op holding it (the scf.for) legal, which it is not here.
// CHECK-LABEL: func.func @in_loop(
// CHECK: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg2] : memref<8xi64> {
// CHECK-NOT: llvm.cmpxchg
func.func @in_loop(%m: memref<8xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %a = memref.generic_atomic_rmw %m[%k] : memref<8xi64> {
    ^bb0(%cur: i64):
      %c = llvm.mlir.constant(7 : i64) : i64
      memref.atomic_yield %c : i64
    }
  }
  return
}

// -----

// A body of arith ops stays: this pass has no pattern for them, so the ops the lowering clones
// cannot be legalized (convert-gpu-to-nvvm and convert-to-llvm lower both together).
// CHECK-LABEL: func.func @arith_body(
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<?xi32> {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.muli %arg3, %arg2 : i32
// CHECK-NOT: llvm.cmpxchg
func.func @arith_body(%m: memref<?xi32>, %i: index, %x: i32) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<?xi32> {
  ^bb0(%cur: i32):
    %p = arith.muli %cur, %x : i32
    memref.atomic_yield %p : i32
  }
  return %r : i32
}
