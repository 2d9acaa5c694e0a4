// RUN: gpuopt %s --convert-gpu-to-llvm --split-input-file | FileCheck %s

// What mlir-opt-19 leaves unconverted (and exits 0): an async host_shared alloc, and the
// synchronous memory ops, which run on a stream of their own, synchronized and destroyed.

// CHECK-LABEL: llvm.func @host_shared(
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         %[[SHARED:.*]] = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT:    llvm.call @mgpuMemAlloc(%{{.*}}, %[[S]], %[[SHARED]]) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK-NOT:     {{ gpu\.[a-z]}}
module attributes {gpu.container_module} {
  func.func @host_shared(%n: index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] host_shared (%n) : memref<?xf32>
    %t2 = gpu.dealloc async [%t1] %m : memref<?xf32>
    gpu.wait [%t2]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @sync_ops(
// CHECK:         %[[S1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuMemAlloc(%{{.*}}, %[[S1]], %{{.*}})
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[S1]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S1]])
// CHECK:         %[[S2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[S2]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S2]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S2]])
// CHECK:         %[[S3:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S3]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S3]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S3]])
// CHECK:         %[[S4:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuMemFree(%{{.*}}, %[[S4]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S4]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S4]])
// CHECK-NOT:     {{ gpu\.[a-z]}}
module attributes {gpu.container_module} {
  func.func @sync_ops(%a: memref<?xf32>, %n: index, %v: f32) {
    %m = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %m, %a : memref<?xf32>, memref<?xf32>
    gpu.memset %m, %v : memref<?xf32>, f32
    gpu.dealloc %m : memref<?xf32>
    return
  }
}

// -----

// A token used by two ops (no explicit fork): both queue on its stream, destroyed once, after
// the last of them (mlir-opt-19 synchronizes and destroys the same stream twice).
// CHECK-LABEL: llvm.func @shared_token(
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]])
// CHECK:         llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]])
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NOT:     llvm.call @mgpuStream
// CHECK:         llvm.return
module attributes {gpu.container_module} {
  func.func @shared_token(%a: memref<?xf32>, %b: memref<?xf32>, %v: f32) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %a, %v : memref<?xf32>, f32
    %t2 = gpu.memset async [%t0] %b, %v : memref<?xf32>, f32
    gpu.wait [%t1, %t2]
    return
  }
}
