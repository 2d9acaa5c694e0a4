// RUN: gpuopt %s --convert-gpu-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=STUB
// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// The mgpu* call code of a synchronous launch: module load, kernel lookup, stream, launch.

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @scale(%a: memref<?xf32>, %n: index) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index)
    return
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @kernels_scale_kernel_name = internal constant [6 x i8] c"scale\00"
// CHECK-NEXT: @kernels_gpubin_cst = internal constant [5 x i8] c"CUBIN"
// CHECK-EMPTY:
// CHECK-NEXT: define void @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) {
// CHECK-NEXT:   %7 = alloca { ptr, ptr, i64, i64, i64, i64 }, align 8
// CHECK-NEXT:   %8 = alloca ptr, i32 6, align 8
// CHECK-NEXT:   %9 = getelementptr { ptr, ptr, i64, i64, i64, i64 }, ptr %7, i32 0, i32 0
// CHECK-NEXT:   %10 = getelementptr ptr, ptr %8, i32 0
// CHECK-NEXT:   store ptr %9, ptr %10, align 8
// CHECK-NEXT:   %11 = getelementptr { ptr, ptr, i64, i64, i64, i64 }, ptr %7, i32 0, i32 1
// CHECK-NEXT:   %12 = getelementptr ptr, ptr %8, i32 1
// CHECK-NEXT:   store ptr %11, ptr %12, align 8
// CHECK-NEXT:   %13 = getelementptr { ptr, ptr, i64, i64, i64, i64 }, ptr %7, i32 0, i32 2
// CHECK-NEXT:   %14 = getelementptr ptr, ptr %8, i32 2
// CHECK-NEXT:   store ptr %13, ptr %14, align 8
// CHECK-NEXT:   %15 = getelementptr { ptr, ptr, i64, i64, i64, i64 }, ptr %7, i32 0, i32 3
// CHECK-NEXT:   %16 = getelementptr ptr, ptr %8, i32 3
// CHECK-NEXT:   store ptr %15, ptr %16, align 8
// CHECK-NEXT:   %17 = getelementptr { ptr, ptr, i64, i64, i64, i64 }, ptr %7, i32 0, i32 4
// CHECK-NEXT:   %18 = getelementptr ptr, ptr %8, i32 4
// CHECK-NEXT:   store ptr %17, ptr %18, align 8
// CHECK-NEXT:   %19 = getelementptr { ptr, ptr, i64, i64, i64, i64 }, ptr %7, i32 0, i32 5
// CHECK-NEXT:   %20 = getelementptr ptr, ptr %8, i32 5
// CHECK-NEXT:   store ptr %19, ptr %20, align 8
// CHECK-NEXT:   %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
// CHECK-NEXT:   %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, ptr %1, 1
// CHECK-NEXT:   %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %2, 2
// CHECK-NEXT:   %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %3, 3, 0
// CHECK-NEXT:   %25 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, i64 %4, 4, 0
// CHECK-NEXT:   %26 = call ptr @mgpuModuleLoad(ptr @kernels_gpubin_cst, i64 5)
// CHECK-NEXT:   %27 = call ptr @mgpuModuleGetFunction(ptr %26, ptr @kernels_scale_kernel_name)
// CHECK-NEXT:   %28 = call ptr @mgpuStreamCreate()
// CHECK-NEXT:   %29 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
// CHECK-NEXT:   %30 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
// CHECK-NEXT:   %31 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 2
// CHECK-NEXT:   %32 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 3, 0
// CHECK-NEXT:   %33 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 4, 0
// CHECK-NEXT:   store ptr %29, ptr %9, align 8
// CHECK-NEXT:   store ptr %30, ptr %11, align 8
// CHECK-NEXT:   store i64 %31, ptr %13, align 4
// CHECK-NEXT:   store i64 %32, ptr %15, align 4
// CHECK-NEXT:   store i64 %33, ptr %17, align 4
// CHECK-NEXT:   store i64 %5, ptr %19, align 4
// CHECK-NEXT:   call void @mgpuLaunchKernel(ptr %27, i64 1, i64 1, i64 1, i64 %5, i64 1, i64 1, i32 0, ptr %28, ptr %8, ptr null, i64 6)
// CHECK-NEXT:   call void @mgpuStreamSynchronize(ptr %28)
// CHECK-NEXT:   call void @mgpuStreamDestroy(ptr %28)
// CHECK-NEXT:   call void @mgpuModuleUnload(ptr %26)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuModuleLoad(ptr, i64)
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuModuleGetFunction(ptr, ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuStreamCreate()
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuStreamSynchronize(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuStreamDestroy(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuModuleUnload(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}

// Through the launch function (the default): `define internal`, called by @main.
// STUB:      define internal void @kernels_scale_launch(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 %7) {
// STUB:        %[[MOD:.*]] = call ptr @mgpuModuleLoad(ptr @kernels_gpubin_cst, i64 5)
// STUB-NEXT:   %[[FN:.*]] = call ptr @mgpuModuleGetFunction(ptr %[[MOD]], ptr @kernels_scale_kernel_name)
// STUB-NEXT:   %[[S:.*]] = call ptr @mgpuStreamCreate()
// STUB:        call void @mgpuLaunchKernel(ptr %[[FN]], i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i32 0, ptr %[[S]], ptr %{{.*}}, ptr null, i64 6)
// STUB-NEXT:   call void @mgpuStreamSynchronize(ptr %[[S]])
// STUB-NEXT:   call void @mgpuStreamDestroy(ptr %[[S]])
// STUB-NEXT:   call void @mgpuModuleUnload(ptr %[[MOD]])
// STUB-NEXT:   ret void
// STUB:      define void @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) {
// STUB:        call void @kernels_scale_launch(i64 1, i64 1, i64 1, i64 %5, i64 1, i64 1, { ptr, ptr, i64, [1 x i64], [1 x i64] } %{{.*}}, i64 %5)
// STUB-NEXT:   ret void
