// REQUIRES: ptxas, libdevice
// RUN: gpuopt %S/libdevice.mlir --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' -o %t.mlir
// RUN: %python %S/Inputs/extract_ptx.py < %t.mlir > %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.sm_80.cubin
// RUN: ptxas -arch=sm_90 %t.ptx -o %t.sm_90.cubin
// RUN: gpuopt %S/libdevice.mlir --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_90 O=3},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=bin})' | FileCheck %s

// The PTX of libdevice.mlir's kernel (exp, sqrt, pow, tanh on f32, f64 and f16, libdevice
// linked) is complete: ptxas assembles it for sm_80 and sm_90 without any external function;
// format=bin does the same inside the pass.
// CHECK: gpu.binary @kernels  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, bin = "\7FELF{{.*}}">]
