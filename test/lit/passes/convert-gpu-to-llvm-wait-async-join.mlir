// RUN: gpuopt %s --convert-gpu-to-llvm | FileCheck %s

// `gpu.wait async [%a, %b]`: a new stream waits on an event recorded on each operand stream
// (right after the op that made the token, as mlir-opt-14 records it);
// unlike mlir-opt-14 and -19, the operand streams are destroyed after their last use (here,
// the join itself), so no stream leaks.
module attributes {gpu.container_module} {
  func.func @join() {
    %a = gpu.wait async
    %b = gpu.wait async
    %j = gpu.wait async [%a, %b]
    gpu.wait [%j]
    return
  }
}

// CHECK-LABEL: llvm.func @join()
// CHECK-NEXT:    %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    %[[EA:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[EA]], %[[A]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    %[[J:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[J]], %[[EA]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[J]], %[[EB]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[EA]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[J]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[J]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return
