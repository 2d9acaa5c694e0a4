// RUN: gpuopt %s --gpu-verify-lifetimes --verify-diagnostics

// mlir-opt-14 (/usr/lib/llvm-14/bin/mlir-opt --gpu-to-llvm) on
// Inputs/gpu-verify-lifetimes-llvm14.mlir, hand-converted to LLVM 19 syntax: gpuopt does not
// parse typed pointers (!llvm.ptr<i8>), so every !llvm.ptr<T> became !llvm.ptr, llvm.mlir.null
// llvm.mlir.zero, and getelementptr and store name their element type (to_llvm19 in
// test/unit/passes/test_gpu_verify_lifetimes.py does it and checks this text against it).
// @join leaks the operand streams of gpu.wait async [%t1, %t2] as mlir-opt-19 does; @run (an
// async alloc, memcpy, launch and dealloc chain, then a sync launch) is clean: its stream,
// allocation and modules are released once each.

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @more_fill_kernel_name("fill\00")
  llvm.mlir.global internal constant @more_gpubin_cst("CUBIN")
  llvm.mlir.global internal constant @kernels_scale_kernel_name("scale\00")
  llvm.mlir.global internal constant @kernels_gpubin_cst("CUBIN")
  llvm.func @join() {
    // expected-error@+1 {{stream created here is not destroyed on every path}}
    %0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %1 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%1, %0) : (!llvm.ptr, !llvm.ptr) -> ()
    // expected-error@+1 {{stream created here is not destroyed on every path}}
    %2 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %3 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%3, %2) : (!llvm.ptr, !llvm.ptr) -> ()
    %4 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamWaitEvent(%4, %1) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamWaitEvent(%4, %3) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%1) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%3) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%4) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%4) : (!llvm.ptr) -> ()
    // expected-note@+1 {{not destroyed on the path that reaches this return}}
    llvm.return
  }
  llvm.func @run(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.getelementptr %8[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
    %11 = llvm.call @mgpuMemAlloc(%10, %6) : (i64, !llvm.ptr) -> !llvm.ptr
    %12 = llvm.bitcast %11 : !llvm.ptr to !llvm.ptr
    %13 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = llvm.mlir.constant(0 : index) : i64
    %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %arg0, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = llvm.insertvalue %7, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = llvm.mul %20, %21  : i64
    %23 = llvm.mlir.zero : !llvm.ptr
    %24 = llvm.getelementptr %23[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
    %26 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = llvm.bitcast %26 : !llvm.ptr to !llvm.ptr
    %28 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = llvm.bitcast %28 : !llvm.ptr to !llvm.ptr
    llvm.call @mgpuMemcpy(%29, %27, %25, %6) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %30 = llvm.mlir.addressof @kernels_gpubin_cst : !llvm.ptr
    %31 = llvm.mlir.constant(0 : index) : i64
    %32 = llvm.getelementptr %30[%31, %31] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %33 = llvm.call @mgpuModuleLoad(%32) : (!llvm.ptr) -> !llvm.ptr
    %34 = llvm.mlir.addressof @kernels_scale_kernel_name : !llvm.ptr
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.getelementptr %34[%35, %35] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i8>
    %37 = llvm.call @mgpuModuleGetFunction(%33, %36) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %38 = llvm.mlir.constant(0 : i32) : i32
    %39 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = llvm.extractvalue %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = llvm.mlir.constant(1 : i32) : i32
    %45 = llvm.alloca %44 x !llvm.struct<"", (ptr, ptr, i64, i64, i64)> : (i32) -> !llvm.ptr
    %46 = llvm.mlir.constant(5 : i32) : i32
    %47 = llvm.alloca %46 x !llvm.ptr : (i32) -> !llvm.ptr
    %48 = llvm.mlir.constant(0 : i32) : i32
    %49 = llvm.mlir.constant(0 : i32) : i32
    %50 = llvm.getelementptr %45[%48, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"", (ptr, ptr, i64, i64, i64)>
    llvm.store %39, %50 : !llvm.ptr, !llvm.ptr
    %51 = llvm.getelementptr %47[%49] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %52 = llvm.bitcast %50 : !llvm.ptr to !llvm.ptr
    llvm.store %52, %51 : !llvm.ptr, !llvm.ptr
    %53 = llvm.mlir.constant(1 : i32) : i32
    %54 = llvm.getelementptr %45[%48, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"", (ptr, ptr, i64, i64, i64)>
    llvm.store %40, %54 : !llvm.ptr, !llvm.ptr
    %55 = llvm.getelementptr %47[%53] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %56 = llvm.bitcast %54 : !llvm.ptr to !llvm.ptr
    llvm.store %56, %55 : !llvm.ptr, !llvm.ptr
    %57 = llvm.mlir.constant(2 : i32) : i32
    %58 = llvm.getelementptr %45[%48, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"", (ptr, ptr, i64, i64, i64)>
    llvm.store %41, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %47[%57] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %60 = llvm.bitcast %58 : !llvm.ptr to !llvm.ptr
    llvm.store %60, %59 : !llvm.ptr, !llvm.ptr
    %61 = llvm.mlir.constant(3 : i32) : i32
    %62 = llvm.getelementptr %45[%48, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"", (ptr, ptr, i64, i64, i64)>
    llvm.store %42, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %47[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %64 = llvm.bitcast %62 : !llvm.ptr to !llvm.ptr
    llvm.store %64, %63 : !llvm.ptr, !llvm.ptr
    %65 = llvm.mlir.constant(4 : i32) : i32
    %66 = llvm.getelementptr %45[%48, 4] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"", (ptr, ptr, i64, i64, i64)>
    llvm.store %43, %66 : i64, !llvm.ptr
    %67 = llvm.getelementptr %47[%65] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %68 = llvm.bitcast %66 : !llvm.ptr to !llvm.ptr
    llvm.store %68, %67 : !llvm.ptr, !llvm.ptr
    %69 = llvm.mlir.zero : !llvm.ptr
    llvm.call @mgpuLaunchKernel(%37, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %38, %6, %47, %69) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuModuleUnload(%33) : (!llvm.ptr) -> ()
    %70 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.bitcast %70 : !llvm.ptr to !llvm.ptr
    llvm.call @mgpuMemFree(%71, %6) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%6) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%6) : (!llvm.ptr) -> ()
    %72 = llvm.mlir.addressof @more_gpubin_cst : !llvm.ptr
    %73 = llvm.mlir.constant(0 : index) : i64
    %74 = llvm.getelementptr %72[%73, %73] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %75 = llvm.call @mgpuModuleLoad(%74) : (!llvm.ptr) -> !llvm.ptr
    %76 = llvm.mlir.addressof @more_fill_kernel_name : !llvm.ptr
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.getelementptr %76[%77, %77] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %79 = llvm.call @mgpuModuleGetFunction(%75, %78) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %80 = llvm.mlir.constant(0 : i32) : i32
    %81 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %82 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %83 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %84 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %85 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %86 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %87 = llvm.mlir.constant(1 : i32) : i32
    %88 = llvm.alloca %87 x !llvm.struct<".1", (ptr, ptr, i64, i64, i64)> : (i32) -> !llvm.ptr
    %89 = llvm.mlir.constant(5 : i32) : i32
    %90 = llvm.alloca %89 x !llvm.ptr : (i32) -> !llvm.ptr
    %91 = llvm.mlir.constant(0 : i32) : i32
    %92 = llvm.mlir.constant(0 : i32) : i32
    %93 = llvm.getelementptr %88[%91, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<".1", (ptr, ptr, i64, i64, i64)>
    llvm.store %82, %93 : !llvm.ptr, !llvm.ptr
    %94 = llvm.getelementptr %90[%92] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %95 = llvm.bitcast %93 : !llvm.ptr to !llvm.ptr
    llvm.store %95, %94 : !llvm.ptr, !llvm.ptr
    %96 = llvm.mlir.constant(1 : i32) : i32
    %97 = llvm.getelementptr %88[%91, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<".1", (ptr, ptr, i64, i64, i64)>
    llvm.store %83, %97 : !llvm.ptr, !llvm.ptr
    %98 = llvm.getelementptr %90[%96] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %99 = llvm.bitcast %97 : !llvm.ptr to !llvm.ptr
    llvm.store %99, %98 : !llvm.ptr, !llvm.ptr
    %100 = llvm.mlir.constant(2 : i32) : i32
    %101 = llvm.getelementptr %88[%91, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<".1", (ptr, ptr, i64, i64, i64)>
    llvm.store %84, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %90[%100] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %103 = llvm.bitcast %101 : !llvm.ptr to !llvm.ptr
    llvm.store %103, %102 : !llvm.ptr, !llvm.ptr
    %104 = llvm.mlir.constant(3 : i32) : i32
    %105 = llvm.getelementptr %88[%91, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<".1", (ptr, ptr, i64, i64, i64)>
    llvm.store %85, %105 : i64, !llvm.ptr
    %106 = llvm.getelementptr %90[%104] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %107 = llvm.bitcast %105 : !llvm.ptr to !llvm.ptr
    llvm.store %107, %106 : !llvm.ptr, !llvm.ptr
    %108 = llvm.mlir.constant(4 : i32) : i32
    %109 = llvm.getelementptr %88[%91, 4] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<".1", (ptr, ptr, i64, i64, i64)>
    llvm.store %86, %109 : i64, !llvm.ptr
    %110 = llvm.getelementptr %90[%108] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    %111 = llvm.bitcast %109 : !llvm.ptr to !llvm.ptr
    llvm.store %111, %110 : !llvm.ptr, !llvm.ptr
    %112 = llvm.mlir.zero : !llvm.ptr
    llvm.call @mgpuLaunchKernel(%79, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %80, %81, %90, %112) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%81) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%81) : (!llvm.ptr) -> ()
    llvm.call @mgpuModuleUnload(%75) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuModuleLoad(!llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuModuleGetFunction(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.func @mgpuModuleUnload(!llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
}

