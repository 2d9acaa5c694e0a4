// RUN: gpuopt %s --convert-func-to-llvm --split-input-file --verify-diagnostics
// What the lowered module fails to verify with, reported as mlir-opt-19 reports it.

// A memref result becomes a descriptor struct: a pointer attribute on it no longer fits.
// expected-error @+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func @c(%m: memref<4xf32> {llvm.noalias}) -> (memref<4xf32> {llvm.noalias}) attributes {llvm.emit_c_interface} {
  return %m : memref<4xf32>
}

// -----

// expected-error @+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
func.func @d(%m: memref<?xf32>) -> (memref<?xf32> {llvm.nonnull}) {
  return %m : memref<?xf32>
}
