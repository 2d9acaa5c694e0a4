// RUN: gpuopt %s --convert-vector-to-scf --split-input-file | FileCheck %s
// The greedy driver of LLVM 19's passes (not --canonicalize's) simplifies regions aggressively:
// identical blocks merge (the operands that differ become arguments, one per distinct tuple of
// values), arguments every predecessor passes the same value go, for cf and llvm branches.
// Expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @two_same(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @two_same(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^d(%x : i32)
^b:
  cf.br ^d(%y : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @ops_inside(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @ops_inside(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = arith.addi %x, %x : i32
  cf.br ^d(%1 : i32)
^b:
  %2 = arith.addi %y, %y : i32
  cf.br ^d(%2 : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @differ(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @differ(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = arith.addi %x, %x : i32
  cf.br ^d(%1 : i32)
^b:
  %2 = arith.muli %y, %y : i32
  cf.br ^d(%2 : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       1: ^bb1(%arg2 : i32),
// CHECK-NEXT:       2: ^bb1(%arg3 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @three(%i: i32, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.switch %i : i32, [
    default: ^a,
    1: ^b,
    2: ^c
  ]
^a:
  cf.br ^d(%x : i32)
^b:
  cf.br ^d(%y : i32)
^c:
  cf.br ^d(%z : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @with_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb1(%arg2, %arg2 : i32, i32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @with_args(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b(%y : i32)
^a(%p: i32):
  %1 = arith.addi %p, %x : i32
  cf.br ^d(%1 : i32)
^b(%q: i32):
  %2 = arith.addi %q, %y : i32
  cf.br ^d(%2 : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @llvm_blocks(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb1(%arg2 : i64)
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @llvm_blocks(%c: i1, %x: i64, %y: i64) -> i64 {
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.br ^d(%x : i64)
^b:
  llvm.br ^d(%y : i64)
^d(%r: i64):
  llvm.return %r : i64
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @returns(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @returns(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  return %y : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   llvm.func @llvm_forwarded(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     llvm.br ^bb1(%0 : i64)
// CHECK-NEXT:   ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = llvm.icmp "slt" %2, %arg0 : i64
// CHECK-NEXT:     llvm.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = llvm.add %2, %1 : i64
// CHECK-NEXT:     llvm.br ^bb1(%4 : i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     llvm.return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @llvm_forwarded(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^h(%c0 : i64)
^h(%i: i64):
  %p = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %p, ^b(%i : i64), ^e
^b(%j: i64):
  %k = llvm.add %j, %c1 : i64
  llvm.br ^h(%k : i64)
^e:
  llvm.return %i : i64
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @three_mismatch_orders(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1, %arg1 : i32, i32),
// CHECK-NEXT:       1: ^bb1(%arg1, %arg2 : i32, i32),
// CHECK-NEXT:       2: ^bb1(%arg3, %arg1 : i32, i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @three_mismatch_orders(%i: i32, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.switch %i : i32, [
    default: ^a,
    1: ^b,
    2: ^c
  ]
^a:
  %1 = arith.addi %x, %x : i32
  cf.br ^d(%1 : i32)
^b:
  %2 = arith.addi %x, %y : i32
  cf.br ^d(%2 : i32)
^c:
  %3 = arith.addi %z, %x : i32
  cf.br ^d(%3 : i32)
^d(%r: i32):
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @used_outside(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @used_outside(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = arith.addi %x, %x : i32
  cf.br ^d
^b:
  %2 = arith.addi %y, %y : i32
  cf.br ^d
^d:
  return %x : i32
}
