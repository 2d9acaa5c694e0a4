// RUN: not env PATH=%S/Inputs/ptxas-no-sm50/bin CUDA_HOME=%t.none %python -m gpuopt.__main__ %s --pass-pipeline='builtin.module(nvvm-attach-target,gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=bin})' 2>&1 | FileCheck %s --check-prefix=MODULE
// RUN: not env PATH=%S/Inputs/ptxas-no-sm50/bin CUDA_HOME=%t.none %python -m gpuopt.__main__ %s --gpu-lower-to-nvvm-pipeline 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not env PATH=%S/Inputs/ptxas-no-sm50/bin CUDA_HOME=%t.none %python -m gpuopt.__main__ %s --gpu-lower-to-nvvm-pipeline=cubin-chip=sm_80 2>&1 | FileCheck %s --check-prefix=OTHER

// A ptxas that refuses the PTX (here a stand-in for CUDA 13's, which has dropped sm_50, the
// default chip of nvvm-attach-target and of the pipeline) is an error quoting it, at the
// gpu.module, or, when the pipeline's strip-debuginfo has removed the module's location, at
// the first launch of its kernels; an unknown chip gets a hint naming a newer one and the
// cpu device's format=llvm.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<?xi32>, %v: i32) kernel {
      %i = gpu.thread_id x
      memref.store %v, %a[%i] : memref<?xi32>
      gpu.return
    }
  }

  func.func @main(%a: memref<?xi32>, %v: i32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<?xi32>, %v : i32)
    return
  }
}

// MODULE:      ptxas-failure.mlir:11:3: error: ptxas failed on the PTX of gpu.module @kernels for sm_50: ptxas fatal : Value 'sm_50' is not defined for option 'gpu-name'
// MODULE-NEXT: gpu.module @kernels {
// MODULE-NEXT: ^
// MODULE-NEXT: ptxas-failure.mlir:11:3: note: the ptxas in use ({{.*}}ptxas-no-sm50/bin/ptxas) does not support sm_50: pick a newer chip, e.g. --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80" (--nvvm-attach-target="chip=sm_80"), or cubin-format=llvm (--gpu-module-to-binary=format=llvm) to run the result on gpuopt-runner's cpu device
// MODULE-NOT:  error:

// PIPELINE:      ptxas-failure.mlir:21:5: error: ptxas failed on the PTX of gpu.module @kernels for sm_50: ptxas fatal : Value 'sm_50' is not defined for option 'gpu-name'
// PIPELINE-NEXT: gpu.launch_func @kernels::@fill
// PIPELINE-NEXT: ^
// PIPELINE-NEXT: ptxas-failure.mlir:21:5: note: gpu.module @kernels has no location
// PIPELINE-NEXT: ptxas-failure.mlir:21:5: note: the ptxas in use ({{.*}}) does not support sm_50: pick a newer chip, e.g. --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80"
// PIPELINE-NOT:  error:

// OTHER:      ptxas-failure.mlir:21:5: error: ptxas failed on the PTX of gpu.module @kernels for sm_80: ptxas k.ptx, line 7; error : stand-in refusal
// OTHER-NOT:  does not support
// OTHER-NOT:  error:
