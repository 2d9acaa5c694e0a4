// RUN: gpuopt %s --split-input-file --verify-diagnostics

// llvm fastmath and overflow flag lists as mlir-opt-19 reads them: an empty list or a trailing
// comma is 'expected valid keyword' at the '>', flags without commas 'expected '>''.

llvm.func @c(%x: f32) {
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<>} : f32
  llvm.return
}

// -----

llvm.func @d(%x: f32) {
// expected-error @+1 {{expected '>'}}
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan ninf>} : f32
  llvm.return
}

// -----

llvm.func @i(%x: i32) {
// expected-error @+1 {{expected '>'}}
  %0 = llvm.add %x, %x overflow<nsw nuw> : i32
  llvm.return
}

// -----

llvm.func @i(%x: i32) {
// expected-error @+1 {{custom op 'llvm.add' expected valid keyword}}
  %0 = llvm.add %x, %x overflow<> : i32
  llvm.return
}

// -----

llvm.func @j(%x: f32) {
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, >} : f32
  llvm.return
}

// -----

llvm.func @z(%x: i32) {
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_IntegerOverflowFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::IntegerOverflowFlags`}}
  %0 = llvm.add %x, %x {overflowFlags = #llvm.overflow<>} : i32
  llvm.return
}
