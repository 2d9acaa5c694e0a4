// RUN: gpuopt %s --split-input-file --verify-diagnostics

llvm.func @tid_type() {
  %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> f32
  llvm.return
}

// -----

llvm.func @shfl_type(%m: i32, %v: f32, %o: i32, %c: i32) {
  %0 = nvvm.shfl.sync bfly %m, %v, %o, %c : f32 -> i32
  llvm.return
}

// -----

llvm.func @barrier_operands(%x: i32) {
  "nvvm.barrier0"(%x) : (i32) -> () // expected-error {{'nvvm.barrier0' op requires zero operands}}
  llvm.return
}

// -----

llvm.func @ntid_results() {
  "nvvm.read.ptx.sreg.ntid.y"() : () -> () // expected-error {{'nvvm.read.ptx.sreg.ntid.y' op requires one result}}
  llvm.return
}

// -----

llvm.func @gridid() -> i32 {
  // expected-error @+1 {{custom op 'nvvm.read.ptx.sreg.gridid' is unknown}}
  %0 = nvvm.read.ptx.sreg.gridid : i32
  llvm.return %0 : i32
}

// -----

llvm.func @nsmid() -> i32 {
  // expected-error @+1 {{custom op 'nvvm.read.ptx.sreg.nsmid' is unknown}}
  %0 = nvvm.read.ptx.sreg.nsmid : i32
  llvm.return %0 : i32
}

// -----

llvm.func @nwarpid() -> i32 {
  // expected-error @+1 {{custom op 'nvvm.read.ptx.sreg.nwarpid' is unknown}}
  %0 = nvvm.read.ptx.sreg.nwarpid : i32
  llvm.return %0 : i32
}

// -----

llvm.func @smid() -> i32 {
  // expected-error @+1 {{custom op 'nvvm.read.ptx.sreg.smid' is unknown}}
  %0 = nvvm.read.ptx.sreg.smid : i32
  llvm.return %0 : i32
}

// -----

llvm.func @warpid() -> i32 {
  // expected-error @+1 {{custom op 'nvvm.read.ptx.sreg.warpid' is unknown}}
  %0 = nvvm.read.ptx.sreg.warpid : i32
  llvm.return %0 : i32
}
