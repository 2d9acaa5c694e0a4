// RUN: gpuopt %s --convert-gpu-to-llvm --split-input-file --verify-diagnostics

// A synchronous launch with dependencies has no stream to run on that would honour them.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_with_deps(%n: index) {
    %t = gpu.wait async
    // expected-error @+2 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    // expected-note @+1 {{Cannot convert non-async op with async dependencies.}}
    gpu.launch_func [%t] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.wait [%t]
    return
  }
}

// -----

// Neither an annotated gpu.module nor a gpu.binary: nothing to load.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @no_binary(%n: index) {
    // expected-error @+2 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    // expected-note @+1 {{Cannot convert a launch of '@kernels::@k': the gpu.module has no 'gpu.binary' attribute and there is no gpu.binary of that name (run --gpu-module-to-binary first).}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @memset_f64(%m: memref<?xf64>, %v: f64) {
    %t = gpu.wait async
    // expected-error @+2 {{failed to legalize operation 'gpu.memset' that was explicitly marked illegal}}
    // expected-note @+1 {{Cannot convert memset of a value that is not 16 or 32 bits wide.}}
    %t2 = gpu.memset async [%t] %m, %v : memref<?xf64>, f64
    gpu.wait [%t2]
    return
  }
}

// -----

// async.execute regions with gpu ops run in place (see convert-gpu-to-llvm-async-execute.mlir);
// a token of one that leaves the function would need the async runtime.
module attributes {gpu.container_module} {
  func.func private @sink(!async.token)
  func.func @token_escapes() {
    %a = async.execute {
      %t = gpu.wait async
      gpu.wait [%t]
      async.yield
    }
    // expected-error @+1 {{an !async.token of an 'async.execute' with gpu ops is used by 'func.call': --convert-gpu-to-llvm runs such regions in place and cannot hand it on (lower the async dialect first)}}
    func.call @sink(%a) : (!async.token) -> ()
    return
  }
}
