// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false | FileCheck %s

// A launch with two dependencies (mlir-opt-14 and -19 refuse it, LLVM issue #156984): it runs
// on the first dependency's stream, which waits on an event recorded on the second; the second
// stream is destroyed after that, its last use; the launch's token is the first stream.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k(%n: index) kernel {
      gpu.return
    }
  }
  func.func @two_deps(%n: index) {
    %c1 = arith.constant 1 : index
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.launch_func async [%a, %b] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    gpu.wait [%t]
    return
  }
}

// CHECK-LABEL: llvm.func @two_deps(
// CHECK:         %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuModuleLoad(
// CHECK:         llvm.call @mgpuModuleGetFunction(
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[B]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[A]], %[[E]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]]) : (!llvm.ptr) -> ()
// CHECK:         llvm.call @mgpuLaunchKernel({{.*}}, %[[A]], {{.*}})
// CHECK-NEXT:    llvm.call @mgpuModuleUnload(
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return
