// RUN: gpuopt %s --convert-gpu-to-llvm=gpu-binary-annotation=nvvm.cubin --split-input-file --verify-diagnostics | FileCheck %s

// gpu-binary-annotation names the gpu.module attribute that holds the binary (LLVM 14's form);
// the refusal names that attribute, not the default.
// CHECK: llvm.mlir.global internal constant @kernels_gpubin_cst("CUBIN")
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {nvvm.cubin = "CUBIN"} {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @annotated(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @other_attribute(%n: index) {
    // expected-error @+2 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    // expected-note @+1 {{Cannot convert a launch of '@kernels::@k': the gpu.module has no 'nvvm.cubin' attribute and there is no gpu.binary of that name (run --gpu-module-to-binary first).}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
