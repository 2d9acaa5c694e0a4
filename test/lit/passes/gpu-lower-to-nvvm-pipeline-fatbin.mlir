// REQUIRES: ptxas
// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-chip=sm_80 --mlir-print-ir-after=gpu-module-to-binary -o %t.out 2> %t.dump || true
// RUN: FileCheck %s < %t.dump
// The default cubin-format (fatbin): the PTX goes through ptxas and fatbinary; the object is
// the fatbin (its magic 0xBA55ED50 first). The chip is sm_80: CUDA 13's ptxas has no sm_50,
// the pipeline's default chip (mlir-opt-19 fails on it the same way with such a toolkit).

// CHECK-LABEL: IR Dump After GpuModuleToBinaryPass (gpu-module-to-binary)
// CHECK: gpu.binary @k  [#gpu.object<#nvvm.target<chip = "sm_80">, "P
// CHECK-NOT: gpu.module
// CHECK: llvm.func @f(

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @twice(%x: memref<32xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<32xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %x[%i] : memref<32xf32>
      gpu.return
    }
  }
  func.func @f(%x: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@twice blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<32xf32>)
    return
  }
}
