// RUN: gpuopt %s --gpu-async-region --convert-gpu-to-llvm=launch-stubs=false | FileCheck %s

// async.execute regions with gpu ops (what --gpu-async-region makes of them: tokens yielded as
// !async.value<!gpu.async.token>) run in place, in program order: a valid schedule of the async
// dialect that keeps the gpu work asynchronous on its streams. The second region's launch waits
// on the first one's stream through an event; every stream is destroyed.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @two_regions(%m: memref<?xf32>, %n: index, %f: f32) -> f32 {
    %a0, %v0 = async.execute -> !async.value<f32> {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield %f : f32
    }
    %a1, %v1 = async.execute [%a0] (%v0 as %x: !async.value<f32>) -> !async.value<f32> {
      %y = arith.addf %x, %x : f32
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield %y : f32
    }
    async.await %a1 : !async.token
    %r = async.await %v1 : !async.value<f32>
    return %r : f32
  }
}

// CHECK-LABEL: llvm.func @two_regions(
// CHECK-NOT:     async.
// CHECK:         %[[S1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuLaunchKernel({{.*}}, %[[S1]], {{.*}})
// CHECK:         %[[E:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S1]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK:         %[[Y:.*]] = llvm.fadd %arg6, %arg6 : f32
// CHECK:         %[[S2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[S2]], %[[E]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S1]]) : (!llvm.ptr) -> ()
// CHECK:         llvm.call @mgpuLaunchKernel({{.*}}, %[[S2]], {{.*}})
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[S2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return %[[Y]] : f32
// CHECK-NOT:     async.
