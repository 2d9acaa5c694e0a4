// A gpu.module without targets is an error at the module (mlir-opt-19's text); the modules
// before it are already binaries in the IR printed after the failure.
// RUN: not gpuopt %s --gpu-module-to-binary=format=isa --mlir-print-ir-after-failure 2>&1 | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @first [#nvvm.target] {
  }
  // CHECK: no-targets.mlir:[[# @LINE + 1]]:3: error: the module has no target attributes
  gpu.module @kernels {
  }
}
// CHECK: note: see current operation:
// CHECK-NEXT: "gpu.module"() <{sym_name = "kernels"}> ({
// CHECK: IR Dump After GpuModuleToBinaryPass Failed (gpu-module-to-binary)
// CHECK: gpu.binary @first  [#gpu.object<#nvvm.target, properties = {O = 2 : i32}, assembly =
// CHECK-NEXT: gpu.module @kernels {
