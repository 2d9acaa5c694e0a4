// Input not lowered yet (no mgpu* calls): nothing is checked, and the pass says so, at the
// first gpu op of the host code, as a warning (exit 0, IR printed) or, with strict=1, an
// error (exit 1).
// RUN: gpuopt %s --gpu-verify-lifetimes --verify-diagnostics --split-input-file
// RUN: gpuopt %s --gpu-verify-lifetimes --split-input-file 2>&1 | FileCheck %s
// RUN: not gpuopt %s --gpu-verify-lifetimes=strict=1 --split-input-file 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: not gpuopt %s --pass-pipeline='builtin.module(gpu-verify-lifetimes{strict=true})' --split-input-file 2>&1 | FileCheck %s --check-prefix=STRICT

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @f(%n: index) {
    // expected-warning@+1 {{gpu-verify-lifetimes has nothing to check: the input has no mgpu* runtime calls; run it after --convert-gpu-to-llvm}}
    %t = gpu.wait async
    %u = gpu.launch_func async [%t] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.wait [%u]
    return
  }
}
// CHECK: :{{[0-9]+}}:10: warning: gpu-verify-lifetimes has nothing to check: the input has no mgpu* runtime calls; run it after --convert-gpu-to-llvm
// CHECK-NEXT: %t = gpu.wait async
// CHECK: func.func @f
// STRICT: :{{[0-9]+}}:10: error: gpu-verify-lifetimes has nothing to check: the input has no mgpu* runtime calls; run it after --convert-gpu-to-llvm
// STRICT-NOT: func.func @f

// -----

// Lowered code has something to check: no warning, the IR unchanged.
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)
llvm.func @g() {
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}
// CHECK: llvm.func @g()
// CHECK-NOT: warning
