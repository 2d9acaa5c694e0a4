// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// Async launches, memory and events: mgpuMemAlloc, mgpuMemcpy, streams and events.

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k(%a: memref<16xf32>, %n: index) kernel {
      gpu.return
    }
  }
  func.func @run(%host: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<16xf32>, memref<16xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%dev : memref<16xf32>, %n : index)
    %t4 = gpu.memcpy async [%t3] %host, %dev : memref<16xf32>, memref<16xf32>
    %t5 = gpu.dealloc async [%t4] %dev : memref<16xf32>
    gpu.wait [%t5]
    return
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @kernels_k_kernel_name = internal constant [2 x i8] c"k\00"
// CHECK-NEXT: @kernels_gpubin_cst = internal constant [5 x i8] c"CUBIN"
// CHECK-EMPTY:
// CHECK-NEXT: define void @run(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) {
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
// CHECK-NEXT:   %26 = call ptr @mgpuStreamCreate()
// CHECK-NEXT:   %27 = call ptr @mgpuMemAlloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 16) to i64), ptr %26, i8 0)
// CHECK-NEXT:   %28 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %27, 0
// CHECK-NEXT:   %29 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %28, ptr %27, 1
// CHECK-NEXT:   %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %29, i64 0, 2
// CHECK-NEXT:   %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, i64 16, 3, 0
// CHECK-NEXT:   %32 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, i64 1, 4, 0
// CHECK-NEXT:   %33 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
// CHECK-NEXT:   %34 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 1
// CHECK-NEXT:   call void @mgpuMemcpy(ptr %34, ptr %33, i64 ptrtoint (ptr getelementptr (float, ptr null, i64 16) to i64), ptr %26)
// CHECK-NEXT:   %35 = call ptr @mgpuModuleLoad(ptr @kernels_gpubin_cst, i64 5)
// CHECK-NEXT:   %36 = call ptr @mgpuModuleGetFunction(ptr %35, ptr @kernels_k_kernel_name)
// CHECK-NEXT:   %37 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 0
// CHECK-NEXT:   %38 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 1
// CHECK-NEXT:   %39 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 2
// CHECK-NEXT:   %40 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 3, 0
// CHECK-NEXT:   %41 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 4, 0
// CHECK-NEXT:   store ptr %37, ptr %9, align 8
// CHECK-NEXT:   store ptr %38, ptr %11, align 8
// CHECK-NEXT:   store i64 %39, ptr %13, align 4
// CHECK-NEXT:   store i64 %40, ptr %15, align 4
// CHECK-NEXT:   store i64 %41, ptr %17, align 4
// CHECK-NEXT:   store i64 %5, ptr %19, align 4
// CHECK-NEXT:   call void @mgpuLaunchKernel(ptr %36, i64 1, i64 1, i64 1, i64 %5, i64 1, i64 1, i32 0, ptr %26, ptr %8, ptr null, i64 6)
// CHECK-NEXT:   call void @mgpuModuleUnload(ptr %35)
// CHECK-NEXT:   %42 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 1
// CHECK-NEXT:   %43 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
// CHECK-NEXT:   call void @mgpuMemcpy(ptr %43, ptr %42, i64 ptrtoint (ptr getelementptr (float, ptr null, i64 16) to i64), ptr %26)
// CHECK-NEXT:   %44 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 0
// CHECK-NEXT:   call void @mgpuMemFree(ptr %44, ptr %26)
// CHECK-NEXT:   call void @mgpuStreamSynchronize(ptr %26)
// CHECK-NEXT:   call void @mgpuStreamDestroy(ptr %26)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuStreamCreate()
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuMemAlloc(i64, ptr, i8)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuMemcpy(ptr, ptr, i64, ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuModuleLoad(ptr, i64)
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @mgpuModuleGetFunction(ptr, ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuModuleUnload(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuMemFree(ptr, ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuStreamSynchronize(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @mgpuStreamDestroy(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
