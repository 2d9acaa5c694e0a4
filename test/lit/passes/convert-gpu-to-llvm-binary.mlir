// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false --split-input-file | FileCheck %s

// LLVM 19's form: the kernels come from a gpu.binary (what --gpu-module-to-binary makes);
// #gpu.select_object picks the object. A PTX object (`assembly`) is JIT-loaded with its
// target's optimization level; a cubin or fatbin is loaded with its size. The globals are named
// as mlir-translate-19 names them (`<binary>_bin_cst`, `<binary>_<kernel>_kernel_name`).
module attributes {gpu.container_module} {
  gpu.binary @kernels <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "CUBIN">, #gpu.object<#nvvm.target<O = 3, chip = "sm_80">, assembly = "PTX">]
  func.func @ptx(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
    return
  }
}

// CHECK:         llvm.mlir.global internal constant @kernels_k_kernel_name("k\00")
// CHECK-NEXT:    llvm.mlir.global internal constant @kernels_bin_cst("PTX")
// CHECK-NOT:     gpu.binary
// CHECK-LABEL:   llvm.func @ptx(
// CHECK:           %[[PTX:.*]] = llvm.mlir.addressof @kernels_bin_cst : !llvm.ptr
// CHECK-NEXT:      %[[O:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:      %{{.*}} = llvm.call @mgpuModuleLoadJIT(%[[PTX]], %[[O]]) : (!llvm.ptr, i32) -> !llvm.ptr

// -----

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, "CUBIN">]
  func.func @cubin(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
    return
  }
}

// CHECK-LABEL:   llvm.func @cubin(
// CHECK:           %[[BIN:.*]] = llvm.mlir.addressof @kernels_bin_cst : !llvm.ptr
// CHECK-NEXT:      %[[SIZE:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:      %{{.*}} = llvm.call @mgpuModuleLoad(%[[BIN]], %[[SIZE]]) : (!llvm.ptr, i64) -> !llvm.ptr

// -----

// A PTX object of a target without `O`: LLVM's default level, 2.
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, assembly = "PTX">]
  func.func @default_level(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
    return
  }
}

// CHECK-LABEL:   llvm.func @default_level(
// CHECK:           llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:      llvm.call @mgpuModuleLoadJIT(
