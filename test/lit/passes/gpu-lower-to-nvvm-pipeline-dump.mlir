// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: gpuopt %s '--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa cubin-triple=nvptx64-nvidia-cuda opt-level=3 host-bare-ptr-calling-convention=1 kernel-bare-ptr-calling-convention=true index-bitwidth=32' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTS
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu-lower-to-nvvm-pipeline{cubin-format=isa opt-level=3})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// The named pipeline expands into LLVM 19's 24 passes, in its order, with its defaults (the text
// up to the kernel passes is mlir-opt-19's --dump-pass-pipeline); gpuopt's host half runs
// gpu-module-to-binary before its own convert-gpu-to-llvm (mlir-opt-19: gpu-to-llvm first).

// CHECK: Pass Manager with 24 passes:
// CHECK-NEXT: builtin.module(convert-nvgpu-to-nvvm,gpu-kernel-outlining{data-layout-str=},convert-vector-to-scf{full-unroll=false lower-tensors=false target-rank=1},convert-scf-to-cf,convert-nvvm-to-llvm,convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},expand-strided-metadata,nvvm-attach-target{O=2 chip=sm_50 fast=false features=+ptx60 ftz=false  module= triple=nvptx64-nvidia-cuda},lower-affine,convert-arith-to-llvm{index-bitwidth=0},convert-index-to-llvm{index-bitwidth=64},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,gpu.module(strip-debuginfo),gpu.module(convert-gpu-to-nvvm{has-redux=false index-bitwidth=64 use-bare-ptr-memref-call-conv=false}),gpu.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),gpu.module(cse),gpu.module(reconcile-unrealized-casts),
// CHECK-SAME: gpu-module-to-binary{format=fatbin
// CHECK-SAME: convert-gpu-to-llvm{
// CHECK-SAME: use-bare-pointers-for-host=false use-bare-pointers-for-kernels=false},convert-math-to-llvm{approximate-log1p=true},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,reconcile-unrealized-casts)

// OPTS: convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false}
// OPTS-SAME: nvvm-attach-target{O=3 chip=sm_80 fast=false features=+ptx70 ftz=false  module= triple=nvptx64-nvidia-cuda}
// OPTS-SAME: convert-arith-to-llvm{index-bitwidth=0},convert-index-to-llvm{index-bitwidth=32}
// OPTS-SAME: gpu.module(convert-gpu-to-nvvm{has-redux=false index-bitwidth=32 use-bare-ptr-memref-call-conv=true})
// OPTS-SAME: gpu-module-to-binary{format=isa
// OPTS-SAME: convert-gpu-to-llvm{
// OPTS-SAME: use-bare-pointers-for-host=true use-bare-pointers-for-kernels=true}

// TEXT: Pass Manager with 24 passes:
// TEXT-NEXT: builtin.module(convert-nvgpu-to-nvvm,
// TEXT-SAME: nvvm-attach-target{O=3 chip=sm_50
// TEXT-SAME: gpu-module-to-binary{format=isa

module {
}
