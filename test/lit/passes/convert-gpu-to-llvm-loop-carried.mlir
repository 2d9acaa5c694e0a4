// RUN: gpuopt %s --convert-gpu-to-llvm | FileCheck %s

// A token carried by scf.for is a stream: the loop carries `!llvm.ptr`; each iteration's
// `gpu.wait async [%t]` makes a new stream and destroys the one it waited on (mlir-opt-19 calls
// mgpuStreamWaitEvent with the stream as an event and mgpuEventDestroy on it); after the loop
// the sync wait synchronizes and destroys the last stream with stream calls.
module attributes {gpu.container_module} {
  func.func @loop(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (!gpu.async.token) {
      %t2 = gpu.wait async [%t]
      scf.yield %t2 : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
}

// CHECK-LABEL: llvm.func @loop(
// CHECK:         %[[T0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[T:.*]] = %[[T0]]) -> (!llvm.ptr) {
// CHECK-NEXT:      %[[E:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:      llvm.call @mgpuEventRecord(%[[E]], %[[T]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:      %[[NEW:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:      llvm.call @mgpuStreamWaitEvent(%[[NEW]], %[[E]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @mgpuEventDestroy(%[[E]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @mgpuStreamDestroy(%[[T]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:      scf.yield %[[NEW]] : !llvm.ptr
// CHECK-NEXT:    }
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[R]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[R]]) : (!llvm.ptr) -> ()
// CHECK-NOT:     mgpuEvent
// CHECK:         llvm.return
