// RUN: gpuopt %s --convert-gpu-to-llvm | FileCheck %s

// An implicit fork: one token (%t) feeds two async ops, which both queue on its stream; the
// join `gpu.wait async [%l, %r]` must then record its event after the *last* of them (the
// second memset), not after the first: an event after the first would let the new stream run
// ahead of the second (issue 20, bug 1).
module attributes {gpu.container_module} {
  func.func @fork_join(%d: memref<4xi32>, %e: memref<4xi32>, %v: i32) {
    %t = gpu.wait async
    %l = gpu.memset async [%t] %d, %v : memref<4xi32>, i32
    %r = gpu.memset async [%t] %e, %v : memref<4xi32>, i32
    %j = gpu.wait async [%l, %r]
    gpu.wait [%j]
    return
  }
}

// CHECK-LABEL: llvm.func @fork_join(
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         llvm.call @mgpuMemset32({{.*}}, %[[S]])
// CHECK-NOT:     mgpuEventRecord
// CHECK:         llvm.call @mgpuMemset32({{.*}}, %[[S]])
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
// CHECK-NOT:     mgpuEventRecord
// CHECK:         %[[J:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[J]], %[[E]])
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]])
