// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=llvm})' | FileCheck %s --check-prefix=LLVM
// RUN: not gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=bin toolkit=/nonexistent})' 2>&1 | FileCheck %s --check-prefix=NOPTXAS

// The kernel is lowered to nvvm, translated by gpuopt's own LLVM IR translation and compiled
// to PTX by llvmlite's NVPTX target (format=isa), or kept as LLVM bitcode (format=llvm); the
// gpu.module becomes a gpu.binary with one #gpu.object per target, as in LLVM 19. format=bin
// needs ptxas (on PATH, or under toolkit=): without it, a located error naming the tool.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<?xf32>, %n: index, %s: f32) kernel {
      %i = gpu.thread_id x
      %inside = arith.cmpi slt, %i, %n : index
      scf.if %inside {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = arith.mulf %x, %s : f32
        memref.store %y, %a[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}

// CHECK:      gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "{{.*}}.target sm_80{{.*}}.visible .entry scale({{.*}}">]
// CHECK-NOT:  gpu.module
// LLVM:       gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, offload = "BC{{.*}}">]
// NOPTXAS:    formats.mlir:10:3: error: 'ptxas' was not found under /nonexistent: it is needed for this format
