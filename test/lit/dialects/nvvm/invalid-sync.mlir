// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Errors of nvvm.redux.sync and nvvm.barrier (mlir-opt-19's messages).

llvm.func @f(%m: i32, %v: i32) {
  // expected-error @+2 {{custom op 'nvvm.redux.sync' expected ::mlir::NVVM::ReduxKind to be one of: add, and, max, min, or, umax, umin, xor}}
  // expected-error @+1 {{custom op 'nvvm.redux.sync' failed to parse ReduxKindAttr parameter 'value' which is to be a `::mlir::NVVM::ReduxKind`}}
  %0 = nvvm.redux.sync  bogus %v, %m : i32 -> i32
  llvm.return
}

// -----

llvm.func @f(%m: i32, %v: i64) {
  // expected-error @+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %m
  llvm.return
}

// -----

llvm.func @f(%x: i32, %m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op requires attribute 'kind'}}
  %0 = "nvvm.redux.sync"(%x, %m) : (i32, i32) -> i32
  llvm.return
}
