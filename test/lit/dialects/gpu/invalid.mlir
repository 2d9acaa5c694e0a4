// RUN: gpuopt %s --split-input-file --verify-diagnostics

// One gpu verifier error per chunk, with mlir-opt-19's wording.

func.func @no_container(%n: index) {
  // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @missing_module(%n: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'nope' is undefined}}
    gpu.launch_func @nope::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @missing_kernel(%n: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@kernels::@other' is undefined}}
    gpu.launch_func @kernels::@other blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: f32) kernel { gpu.return }
  }
  func.func @arg_count(%n: index) {
    // expected-error@+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel_result() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

func.func @reduce_both(%x: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce add %x {
  ^bb(%a: f32, %b: f32):
    "gpu.yield"(%a) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @reduce_int_op(%x: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce and %x {} : (f32) -> (f32)
  return
}

// -----

gpu.module @kernels {
  // expected-note@+1 {{return type declared here}}
  gpu.func @wrong_return(%x: f32) -> f32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

func.func @wait_on_non_token(%x: i32) {
  // expected-error@+2 {{use of value '%x' expects different type than prior uses: '!gpu.async.token' vs 'i32'}}
  // expected-note@-2 {{prior use here}}
  gpu.wait [%x]
  return
}

// -----

// A lowered (llvm.func) kernel must still be marked gpu.kernel; its operands are not checked
// against the host's (the host side is lowered later), as in mlir-opt-19.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%a: i64, %b: i64) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
    llvm.func @nk(%a: i64) {
      llvm.return
    }
  }
  func.func @lowered_kernels(%n: index) {
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@nk blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
    return
  }
}
