// RUN: gpuopt %s --convert-nvgpu-to-nvvm --split-input-file | FileCheck %s
// No nvgpu dialect in gpuopt: the pass is LLVM 19's partial conversion without its patterns:
// ops of dialects other than llvm, arith, memref, nvvm fold when their fold makes legal ops only.
// Expected text from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @broadcast_constant() -> vector<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:     return %cst_0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// no nvgpu op: other ops fold where the fold makes only legal ops (arith is legal)
func.func @broadcast_constant() -> vector<4xf32> {
  %c = arith.constant 2.0 : f32
  %v = vector.broadcast %c : f32 to vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @arith_stays(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c0 : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// arith is legal: its ops are not folded
func.func @arith_stays(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %a = arith.addi %x, %c0 : index
  return %a : index
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @vector_folds(%arg0: vector<4xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = vector.extract %cst[0] : f32 from vector<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @vector_folds(%v: vector<4xf32>) -> f32 {
  %c = arith.constant dense<1.0> : vector<4xf32>
  %e = vector.extract %c[0] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @memref_stays(%arg0: memref<8xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @memref_stays(%m: memref<8xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<8xf32>
  memref.store %v, %m[%i] : memref<8xf32>
  return %v : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @launch(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c64, %arg11 = %c1, %arg12 = %c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg4] : memref<64xf32>
// CHECK-NEXT:       %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:       memref.store %1, %arg0[%arg4] : memref<64xf32>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @launch(%m: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @kern(%arg0: memref<16xf32>) kernel {
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:       vector.store %cst_0, %arg0[%thread_id_x] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @host(%arg0: memref<16xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     gpu.launch_func  @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<16xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%m: memref<16xf32>) kernel {
      %i = gpu.thread_id x
      %z = arith.constant 0.0 : f32
      %v = vector.broadcast %z : f32 to vector<4xf32>
      vector.store %v, %m[%i] : memref<16xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @host(%m: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>)
    return
  }
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @scf_without_results(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       memref.store %cst, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @scf_without_results(%m: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %m[%i] : memref<8xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @scf_if_no_results(%arg0: i1, %arg1: memref<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       memref.store %cst, %arg1[%c0] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @scf_if_no_results(%c: i1, %m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    %z = arith.constant 0.0 : f32
    memref.store %z, %m[%c0] : memref<8xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @llvm_ops(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %1 = llvm.add %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @llvm_ops(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.add %0, %0 : i32
  return %1 : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @vector_ops(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = vector.insertelement %arg1, %arg0[%c1 : index] : vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT:     %2 = vector.fma %0, %1, %arg0 : vector<4xf32>
// CHECK-NEXT:     return %2 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @vector_ops(%v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %i = vector.insertelement %s, %v[%c1 : index] : vector<4xf32>
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %r = vector.fma %i, %b, %v : vector<4xf32>
  return %r : vector<4xf32>
}
