// RUN: gpuopt %s --finalize-memref-to-llvm --split-input-file --verify-diagnostics
// A float generic_atomic_rmw lowers to an llvm.cmpxchg of floats, which the llvm dialect
// rejects: the module fails to verify after the pass, as with mlir-opt-19 (its message).

func.func @fmul(%m: memref<?xf32>, %i: index, %x: f32) -> f32 {
  // expected-error @+1 {{'llvm.cmpxchg' op operand #1 must be signless integer or LLVM pointer type, but got 'f32'}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %p = llvm.fmul %cur, %x : f32
    memref.atomic_yield %p : f32
  }
  return %r : f32
}

// -----

func.func @f16(%m: memref<4xf16>, %i: index) -> f16 {
  // expected-error @+1 {{'llvm.cmpxchg' op operand #1 must be signless integer or LLVM pointer type, but got 'f16'}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf16> {
  ^bb0(%cur: f16):
    memref.atomic_yield %cur : f16
  }
  return %r : f16
}
