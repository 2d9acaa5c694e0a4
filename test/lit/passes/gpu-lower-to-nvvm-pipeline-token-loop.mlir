// RUN: gpuopt %S/Inputs/gpu-lower-to-nvvm-async-loop.mlir --convert-nvgpu-to-nvvm | FileCheck %s
// RUN: gpuopt %S/Inputs/gpu-lower-to-nvvm-async-loop.mlir --gpu-lower-to-nvvm-pipeline=cubin-format=isa --mlir-print-ir-after=gpu-module-to-binary -o %t.out 2> %t.dump || true
// RUN: FileCheck %s --check-prefix=BIN < %t.dump
// An scf.for carrying a !gpu.async.token: LLVM 19's convert-nvgpu-to-nvvm fails on it ("failed
// to legalize operation 'scf.for' that was explicitly marked illegal"); gpuopt's leaves it (the
// token has no LLVM type before --convert-gpu-to-llvm), so the pipeline goes on: the kernel
// becomes a gpu.binary and the loop still carries its token for the host lowering.

// CHECK: %{{.*}} = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (!gpu.async.token) {
// CHECK: gpu.launch_func async

// BIN-LABEL: IR Dump After GpuModuleToBinaryPass (gpu-module-to-binary)
// BIN: gpu.binary @k  [#gpu.object<#nvvm.target, {{.*}}assembly = "{{.*}}.visible .entry inc(
// BIN: {{(llvm|func)}}.func @main()
// BIN: gpu.alloc async
// BIN: cf.br ^bb1(%{{.*}}, %{{.*}} : index, !gpu.async.token)
// BIN: gpu.launch_func async [%{{.*}}] @k::@inc
