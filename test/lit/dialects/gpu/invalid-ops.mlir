// RUN: gpuopt %s --split-input-file --verify-diagnostics

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @not_kernel() { gpu.return }
  }
  func.func @launch_not_kernel(%n: index) {
    gpu.launch_func @kernels::@not_kernel blocks in (%n, %n, %n) threads in (%n, %n, %n) // expected-error {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: f32) kernel { gpu.return }
  }
  func.func @launch_arg_type(%n: index, %y: i32) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%y : i32) // expected-error {{'gpu.launch_func' op type of function argument 0 does not match}}
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @k() { return }
  func.func @launch_not_gpu_module(%n: index) {
    gpu.launch_func @k::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) // expected-error {{'gpu.launch_func' op kernel module 'k' is undefined}}
    return
  }
}

// -----

gpu.module @kernels {
  gpu.func @priv_space() private(%p: memref<4xf32, #gpu.address_space<workgroup>>) kernel { gpu.return } // expected-error {{'gpu.func' op expected memory space private in attribution}}
}

// -----

func.func @shuffle_width(%x: f32, %o: i32, %w: i32) {
  %0, %1 = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (i32, i1) // expected-error {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  return
}

// -----

func.func @all_reduce_type(%x: f32) {
  %r = "gpu.all_reduce"(%x) ({ // expected-error {{'gpu.all_reduce' op requires the same type for all operands and results}}
  }) {op = #gpu<all_reduce_op add>} : (f32) -> i32
  return
}

// -----

func.func @all_reduce_region(%x: f32) {
  %r = gpu.all_reduce %x { // expected-error {{expected two region arguments}}
  ^bb(%a: f32):
    "gpu.yield"(%a) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_yield(%x: f32) {
  %r = gpu.all_reduce %x { // expected-error {{incorrect gpu.yield type}}
  ^bb(%a: f32, %b: f32):
    %i = arith.constant 1 : i32
    "gpu.yield"(%i) : (i32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @launch_no_terminator(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %c = arith.constant 1 : i32 // expected-error {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  }
  return
}

// -----

func.func @launch_return(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.return // expected-error {{'gpu.return' op expects parent op 'gpu.func'}}
  }
  return
}

// -----

func.func @memcpy_types(%a: memref<4xf32>, %b: memref<4xi32>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32> // expected-error {{'gpu.memcpy' op arguments have incompatible element type}}
  return
}

// -----

func.func @memset_types(%a: memref<4xf32>, %v: i32) {
  "gpu.memset"(%a, %v) : (memref<4xf32>, i32) -> () // expected-error {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  return
}

// -----

func.func @alloc_dyn(%n: index) {
  %0 = gpu.alloc (%n) : memref<4xf32> // expected-error {{'gpu.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  return
}

// -----

func.func @wait_non_token(%x: i32) {
  "gpu.wait"(%x) : (i32) -> () // expected-error {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'i32'}}
  return
}

// -----

gpu.module @kernels {
  gpu.func @return_type() -> i32 {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32 // expected-error {{'gpu.return' op unexpected type `'f32'' for operand #0}}
  }
}

// -----

gpu.module @kernels {
  func.func @terminator_outside() {
    gpu.terminator // expected-error {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  }
}

// -----

func.func @barrier_outside() {
  gpu.return // expected-error {{'gpu.return' op expects parent op 'gpu.func'}}
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: f32) kernel { gpu.return }
  }
  func.func @launch_too_many(%n: index, %x: f32) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32, %x : f32) // expected-error {{'gpu.launch_func' op got 2 kernel operands but expected 1}}
    return
  }
}

// -----

func.func @shuffle_type(%x: vector<4xf32>, %o: i32, %w: i32) {
  %0, %1 = gpu.shuffle xor %x, %o, %w : vector<4xf32> // expected-error {{'gpu.shuffle' op operand #0 must be i32, i64, f32 or f64, but got 'vector<4xf32>'}}
  return
}

// -----

func.func @dealloc_type(%x: f32) {
  "gpu.dealloc"(%x) : (f32) -> () // expected-error {{'gpu.dealloc' op operand #0 must be memref of any type values, but got 'f32'}}
  return
}

// -----

gpu.module @kernels {
  gpu.func @kernel_result() -> i32 kernel { // expected-error {{'gpu.func' op expected void return type for kernel function}}
    %c = arith.constant 1 : i32
    gpu.return %c : i32
  }
}
