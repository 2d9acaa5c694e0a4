// RUN: not gpuopt-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// #gpu.select_object's errors, then ModuleTranslation's.

// CHECK: error: the requested target object couldn't be found
// CHECK: error: LLVM Translation failed for operation: gpu.binary
module attributes {gpu.container_module} {
  gpu.binary @a <#gpu.select_object<2>> [#gpu.object<#nvvm.target, "AA">]
}

// -----

// CHECK: error: the requested target object couldn't be found
// CHECK: error: LLVM Translation failed for operation: gpu.binary
module attributes {gpu.container_module} {
  gpu.binary @a <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "AA">]
}

// -----

// CHECK: error: Couldn't find binary data array: z_bin_cst
// CHECK: error: LLVM Translation failed for operation: gpu.launch_func
module attributes {gpu.container_module} {
  gpu.binary @z [#gpu.object<#nvvm.target, "\00\00">]
  llvm.func @f(%n: i64) {
    gpu.launch_func @z::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    llvm.return
  }
}

// -----

// CHECK: error: the optimization level must be an integer
// CHECK: error: LLVM Translation failed for operation: gpu.launch_func
module attributes {gpu.container_module} {
  gpu.binary @p [#gpu.object<#nvvm.target, properties = {O = "fast"}, assembly = "x">]
  llvm.func @f(%n: i64) {
    gpu.launch_func @p::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    llvm.return
  }
}
