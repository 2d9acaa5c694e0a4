// RUN: gpuopt %s --convert-vector-to-scf --split-input-file | FileCheck %s
// 1-D vector code has nothing to lower; the pass's greedy driver still folds, uniques and
// hoists constants and erases dead ops over the whole module, as LLVM 19's does.
// Expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @hoist(%arg0: memref<16xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.load %arg0[%c0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : vector<4xf32>
// CHECK-NEXT:     vector.store %2, %arg0[%c0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// 1-D vector code: nothing to lower; constants are uniqued and hoisted, dead ops erased
func.func @hoist(%m: memref<16xf32>, %i: index) {
  %v = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  %c0 = arith.constant 0 : index
  %c0b = arith.constant 0 : index
  %w = vector.load %m[%c0b] : memref<16xf32>, vector<4xf32>
  %s = arith.addf %v, %w : vector<4xf32>
  vector.store %s, %m[%c0] : memref<16xf32>, vector<4xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @dead(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @dead(%a: f32) -> f32 {
  %unused = arith.mulf %a, %a : f32
  %b = vector.broadcast %a : f32 to vector<4xf32>
  return %a : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @broadcast_constant() -> vector<4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:     return %cst : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @broadcast_constant() -> vector<4xf32> {
  %c = arith.constant 2.0 : f32
  %v = vector.broadcast %c : f32 to vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @arith_folds(%arg0: index) -> index {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c6 : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @arith_folds(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.muli %c2, %c3 : index
  %r = arith.addi %a, %b : index
  return %r : index
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @transfer_1d(%arg0: memref<8xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%arg1] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @transfer_1d(%m: memref<8xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @loops(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c4 {
// CHECK-NEXT:       vector.store %cst, %arg0[%arg2] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @loops(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    %z = arith.constant 0.0 : f32
    %v = vector.broadcast %z : f32 to vector<4xf32>
    vector.store %v, %m[%i] : memref<64xf32>, vector<4xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @in_launch(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c16, %arg11 = %c1, %arg12 = %c1) {
// CHECK-NEXT:       %0 = arith.muli %arg4, %c4 : index
// CHECK-NEXT:       %1 = vector.load %arg0[%0] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:       %2 = arith.mulf %1, %1 : vector<4xf32>
// CHECK-NEXT:       vector.store %2, %arg0[%0] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @in_launch(%m: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %c4 = arith.constant 4 : index
    %i = arith.muli %tx, %c4 : index
    %v = vector.load %m[%i] : memref<64xf32>, vector<4xf32>
    %w = arith.mulf %v, %v : vector<4xf32>
    vector.store %w, %m[%i] : memref<64xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @kern(%arg0: memref<16xf32>) kernel {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %0 = vector.load %arg0[%c0] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT:       vector.store %0, %arg0[%c8] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT:       %1 = vector.extractelement %0[%c0 : index] : vector<8xf32>
// CHECK-NEXT:       memref.store %1, %arg0[%c0] : memref<16xf32>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%m: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c0b = arith.constant 0 : index
      %v = vector.load %m[%c0] : memref<16xf32>, vector<8xf32>
      vector.store %v, %m[%c8] : memref<16xf32>, vector<8xf32>
      %e = vector.extractelement %v[%c0b : index] : vector<8xf32>
      memref.store %e, %m[%c0b] : memref<16xf32>
      gpu.return
    }
  }
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @select_fold(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @select_fold(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %t = arith.constant true
  %r = arith.select %t, %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addf %arg1, %cst : f32
// CHECK-NEXT:     cf.br ^bb3(%0 : f32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%cst : f32)
// CHECK-NEXT:   ^bb3(%1: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @branches(%c: i1, %x: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  cf.br ^bb3(%y : f32)
^bb2:
  %one2 = arith.constant 1.0 : f32
  cf.br ^bb3(%one2 : f32)
^bb3(%r: f32):
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @reduction(%arg0: vector<4xi32>) -> i32 {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0 : vector<4xi32> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @reduction(%v: vector<4xi32>) -> i32 {
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  %z = arith.constant 0 : i32
  %r = arith.addi %s, %z : i32
  return %r : i32
}
