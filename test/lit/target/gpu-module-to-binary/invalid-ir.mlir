// RUN: not gpuopt %s --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s

// LLVM IR that llvmlite's verifier rejects (here an intrinsic declared with the wrong return
// type, which gpuopt's verifier cannot know) never reaches the NVPTX back end, where it could
// abort the process: a located error quoting the verifier, as mlir-opt-19 fails to create the
// llvm::Module.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @llvm.nvvm.read.ptx.sreg.tid.x() -> i64
    llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
      %t = llvm.call @llvm.nvvm.read.ptx.sreg.tid.x() : () -> i64
      llvm.store %t, %p : i64, !llvm.ptr
      llvm.return
    }
  }
}

// CHECK:      invalid-ir.mlir:8:3: error: the translated LLVM IR does not verify: Intrinsic has incorrect return type!
// CHECK-NEXT:   gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
// CHECK-NEXT:   ^
