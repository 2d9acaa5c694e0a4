// RUN: gpuopt-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// #gpu.select_object picks by index or by target (the last object with it), the format picks
// mgpuModuleLoadJIT (assembly, the `O` property or 0) or mgpuModuleLoad; clusters use
// mgpuLaunchClusterKernel; a gpu.module left at the top level translates to nothing.

module attributes {gpu.container_module} {
  gpu.binary @a <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "AA">, #gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 3 : i32}, assembly = "B\5C\22B">]
  gpu.binary @b <#gpu.select_object<#nvvm.target<chip = "sm_80">>> [#gpu.object<#nvvm.target<chip = "sm_80">, bin = "C1">, #gpu.object<#nvvm.target, "D">, #gpu.object<#nvvm.target<chip = "sm_80">, offload = "\00\01">]
  gpu.binary @c [#gpu.object<#nvvm.target, assembly = "E">]
  llvm.func @f(%s: !llvm.ptr, %n: i64) {
    gpu.launch_func <%s : !llvm.ptr> @a::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64 args(%n : i64)
    gpu.launch_func <%s : !llvm.ptr> @b::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64 args(%s : !llvm.ptr)
    gpu.launch_func <%s : !llvm.ptr> @c::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    gpu.launch_func <%s : !llvm.ptr> @a::@k clusters in (%n, %n, %n) blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    llvm.return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k() {
      llvm.return
    }
  }
  llvm.func @f() {
    llvm.return
  }
}

// CHECK: %0 = type { i64 }
// CHECK: %1 = type { ptr }
// CHECK: %2 = type {}
// CHECK: %3 = type {}
// CHECK: @a_bin_cst = internal constant [4 x i8] c"B\\\22B", align 8
// CHECK: @b_bin_cst = internal constant [2 x i8] c"\00\01", align 8
// CHECK: @c_bin_cst = internal constant [1 x i8] c"E", align 8
// CHECK: @a_k_kernel_name = private unnamed_addr constant [2 x i8] c"k\00", align 1
// CHECK: @b_k_kernel_name = private unnamed_addr constant [2 x i8] c"k\00", align 1
// CHECK: @c_k_kernel_name = private unnamed_addr constant [2 x i8] c"k\00", align 1
// CHECK: @a_k_kernel_name.1 = private unnamed_addr constant [2 x i8] c"k\00", align 1
// CHECK: define void @f(ptr %0, i64 %1) {
// CHECK:   %7 = call ptr @mgpuModuleLoadJIT(ptr @a_bin_cst, i32 3)
// CHECK:   %8 = call ptr @mgpuModuleGetFunction(ptr %7, ptr @a_k_kernel_name)
// CHECK:   call void @mgpuLaunchKernel(ptr %8, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i32 0, ptr %0, ptr %4, ptr null, i64 1)
// CHECK:   call void @mgpuModuleUnload(ptr %7)
// CHECK:   %13 = call ptr @mgpuModuleLoad(ptr @b_bin_cst, i64 2)
// CHECK:   %14 = call ptr @mgpuModuleGetFunction(ptr %13, ptr @b_k_kernel_name)
// CHECK:   call void @mgpuLaunchKernel(ptr %14, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i32 0, ptr %0, ptr %10, ptr null, i64 1)
// CHECK:   call void @mgpuModuleUnload(ptr %13)
// CHECK:   %17 = call ptr @mgpuModuleLoadJIT(ptr @c_bin_cst, i32 0)
// CHECK:   %18 = call ptr @mgpuModuleGetFunction(ptr %17, ptr @c_k_kernel_name)
// CHECK:   call void @mgpuLaunchKernel(ptr %18, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i32 0, ptr %0, ptr %16, ptr null, i64 0)
// CHECK:   call void @mgpuModuleUnload(ptr %17)
// CHECK:   %21 = call ptr @mgpuModuleLoadJIT(ptr @a_bin_cst, i32 3)
// CHECK:   %22 = call ptr @mgpuModuleGetFunction(ptr %21, ptr @a_k_kernel_name.1)
// CHECK:   call void @mgpuLaunchClusterKernel(ptr %22, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i64 %1, i32 0, ptr %0, ptr %20, ptr null)
// CHECK:   call void @mgpuModuleUnload(ptr %21)
// CHECK: declare ptr @mgpuModuleLoadJIT(ptr, i32)
// CHECK: declare ptr @mgpuModuleGetFunction(ptr, ptr)
// CHECK: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// CHECK: declare void @mgpuModuleUnload(ptr)
// CHECK: declare ptr @mgpuModuleLoad(ptr, i64)
// CHECK: declare void @mgpuLaunchClusterKernel(ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr)
// CHECK: define void @f() {
