// RUN: gpuopt %s --convert-gpu-to-llvm --gpu-verify-lifetimes | FileCheck %s
// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false --gpu-verify-lifetimes | FileCheck %s --check-prefix=INLINE

// Launch functions (the default): each launch calls one internal function per kernel, mode
// and signature, which loads the module, gets the kernel, packs the arguments, launches and
// unloads, in mlir-opt-14's order. Modes: a synchronous launch (the function creates,
// synchronizes and destroys its stream), an async launch without dependency (it creates the
// stream and returns it), an async launch on the stream of its first dependency (a parameter);
// the dynamic shared memory size is a parameter when given. Extra dependencies are waited on
// at the call site. A name the module already uses gets a suffix. --gpu-verify-lifetimes
// follows the calls: the returned stream is the caller's to destroy.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @scale(%a: memref<?xf32>, %n: index) kernel {
      gpu.return
    }
  }
  func.func @kernels_scale_launch_async() {
    return
  }
  func.func @modes(%a: memref<?xf32>, %n: index, %s: i32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index)
    %t0 = gpu.launch_func async @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index)
    %t1 = gpu.launch_func async [%t0] @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<?xf32>, %n : index)
    %t2 = gpu.wait async
    %t3 = gpu.launch_func async [%t1, %t2] @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<?xf32>, %n : index)
    gpu.wait [%t3]
    return
  }
}

// CHECK-LABEL: llvm.func @kernels_scale_launch_async() {
// CHECK-LABEL: llvm.func internal @kernels_scale_launch(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %arg7: i64) {
// CHECK:         %[[MOD:.*]] = llvm.call @mgpuModuleLoad(
// CHECK-NEXT:    %[[NAME:.*]] = llvm.mlir.addressof @kernels_scale_kernel_name : !llvm.ptr
// CHECK-NEXT:    %[[FN:.*]] = llvm.call @mgpuModuleGetFunction(%[[MOD]], %[[NAME]])
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.extractvalue %arg6[0]
// CHECK:         llvm.store %arg7, %{{.*}} : i64, !llvm.ptr
// CHECK-NEXT:    %[[SMEM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:         llvm.call @mgpuLaunchKernel(%[[FN]], %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %[[SMEM]], %[[S]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuModuleUnload(%[[MOD]])
// CHECK-NEXT:    llvm.return
// CHECK-LABEL: llvm.func internal @kernels_scale_launch_async_new({{.*}}) -> !llvm.ptr {
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         llvm.call @mgpuLaunchKernel({{.*}}, %[[S]], {{.*}})
// CHECK-NEXT:    llvm.call @mgpuModuleUnload(
// CHECK-NEXT:    llvm.return %[[S]] : !llvm.ptr
// CHECK-LABEL: llvm.func internal @kernels_scale_launch_async_1(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i32, %arg7: !llvm.ptr, %arg8: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %arg9: i64) {
// CHECK-NOT:     mgpuStreamCreate
// CHECK:         llvm.call @mgpuLaunchKernel(%{{.*}}, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NEXT:    llvm.call @mgpuModuleUnload(
// CHECK-NEXT:    llvm.return
// CHECK-LABEL: llvm.func @modes(
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    llvm.call @kernels_scale_launch(%[[ONE]], %[[ONE]], %[[ONE]], %arg5, %[[ONE]], %[[ONE]], %[[D:.*]], %arg5)
// CHECK-NEXT:    %[[T0:.*]] = llvm.call @kernels_scale_launch_async_new(%[[ONE]], %[[ONE]], %[[ONE]], %arg5, %[[ONE]], %[[ONE]], %[[D]], %arg5) : ({{.*}}) -> !llvm.ptr
// CHECK-NEXT:    llvm.call @kernels_scale_launch_async_1(%[[ONE]], %[[ONE]], %[[ONE]], %arg5, %[[ONE]], %[[ONE]], %arg6, %[[T0]], %[[D]], %arg5)
// CHECK-NEXT:    %[[T2:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[T2]])
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[T0]], %[[E]])
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]])
// CHECK-NEXT:    llvm.call @kernels_scale_launch_async_1(%[[ONE]], %[[ONE]], %[[ONE]], %arg5, %[[ONE]], %[[ONE]], %arg6, %[[T0]], %[[D]], %arg5)
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T2]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[T0]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T0]])
// CHECK-NEXT:    llvm.return

// In place (launch-stubs=false), as mlir-opt-14 lowered: no launch function.
// INLINE-NOT:    llvm.func internal
// INLINE-LABEL:  llvm.func @modes(
// INLINE-COUNT-4: llvm.call @mgpuLaunchKernel(
// INLINE-NOT:    llvm.func internal
