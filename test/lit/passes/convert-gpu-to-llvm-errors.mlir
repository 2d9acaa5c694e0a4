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

// Tokens through async.execute: the pass lowers tokens carried by scf and cf only.
module attributes {gpu.container_module} {
  func.func @in_async_execute() {
    // expected-error @+1 {{'async.execute' carries a !gpu.async.token: --convert-gpu-to-llvm lowers tokens carried by scf and cf control flow only; lower async.execute first (async-to-async-runtime) or synchronize with gpu.wait inside it}}
    %a, %f = async.execute -> !async.value<!gpu.async.token> {
      %t = gpu.wait async
      async.yield %t : !gpu.async.token
    }
    return
  }
}
