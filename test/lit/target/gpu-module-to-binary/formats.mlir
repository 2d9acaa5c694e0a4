// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=llvm})' | FileCheck %s --check-prefix=LLVM
// RUN: not env PATH=%t.none CUDA_HOME=%t.none %python -m gpuopt.__main__ %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=bin toolkit=/nonexistent})' 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// RUN: not env PATH=%t.none CUDA_HOME=%t.none %python -m gpuopt.__main__ %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=fatbin toolkit=%S/Inputs/ptxas-only})' 2>&1 | FileCheck %s --check-prefix=NOFATBINARY

// The kernel is lowered to nvvm, translated by gpuopt's own LLVM IR translation and compiled
// to PTX by llvmlite's NVPTX target (format=isa), or kept as LLVM bitcode (format=llvm); the
// gpu.module becomes a gpu.binary with one #gpu.object per target, as in LLVM 19. format=bin
// needs ptxas, format=fatbin also fatbinary (looked for in <toolkit>/bin, on PATH, then in
// $CUDA_HOME/bin): without them, a located error naming the tool and where it was looked for.
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

// CHECK:      gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "{{.*}}.target sm_80{{.*}}.visible .entry scale({{.*}}">]
// CHECK-NOT:  gpu.module
// LLVM:       gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, offload = "BC{{.*}}">]
// NOPTXAS:    formats.mlir:12:3: error: 'ptxas' was not found (searched /nonexistent/bin, PATH, {{.*}}.none/bin): it is needed for format=bin and format=fatbin (install the CUDA toolkit
// NOPTXAS-NEXT: gpu.module @kernels {
// NOPTXAS-NEXT: ^
// NOFATBINARY: formats.mlir:12:3: error: 'fatbinary' was not found (searched {{.*}}ptxas-only/bin, PATH, {{.*}}.none/bin): it is needed for format=fatbin
