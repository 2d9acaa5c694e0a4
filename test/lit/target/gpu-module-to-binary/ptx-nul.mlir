// format=isa: the PTX of the object ends with its NUL, as mlir-opt-19's does (the lowered host
// code hands it to mgpuModuleLoadJIT without a size; cuModuleLoadDataEx reads up to the NUL).
// RUN: gpuopt %s --gpu-module-to-binary=format=isa | FileCheck %s
// RUN: gpuopt %s --gpu-module-to-binary=format=isa --gpu-to-llvm | gpuopt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: %if mlir-opt-19 %{ %mlir_opt19 %s --gpu-module-to-binary=format=isa | FileCheck %s %}

// CHECK: gpu.binary @k [#gpu.object<#nvvm.target, properties = {O = 2 : i32}, assembly = "
// CHECK-SAME: .entry keep(
// CHECK-SAME: ret;\0A\0A}\0A\00">]
// LLVM: @k_bin_cst = internal constant [{{[0-9]+}} x i8] c"{{.*}}ret;\0A\0A}\0A\00"
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target] {
    llvm.func @keep(%a: f32) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %f = llvm.mlir.constant(1.0 : f32) : f32
    gpu.launch_func @k::@keep blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) : i64 args(%f : f32)
    llvm.return
  }
}
