// REQUIRES: ptxas
// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_90},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=bin})' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=fatbin})' | FileCheck %s --check-prefix=FAT

// format=bin: the PTX assembled by ptxas for the target's chip (an ELF cubin); fatbin wraps
// cubin and PTX with fatbinary.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<?xi32>, %v: i32) kernel {
      %i = gpu.thread_id x
      memref.store %v, %a[%i] : memref<?xi32>
      gpu.return
    }
  }
}

// CHECK:      gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "\7FELF{{.*}}">]
// FAT:        gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, "{{.*}}">]
