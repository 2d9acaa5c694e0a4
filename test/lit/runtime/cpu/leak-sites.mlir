// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu 2>&1 | FileCheck %s
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %s -e clean --entry-point-result=void --device=cpu --fail-on-leak 2>&1 | FileCheck %s --check-prefix=CLEAN --allow-empty

// The leak report names where each leaked resource was created: the file:line:col of the op
// whose lowering made it (columns: where the op's name starts, as mlir-opt-19
// --mlir-print-debuginfo shows them) and the function, grouped by site with counts. The
// lowering of gpu ops releases every stream it makes, so the streams and the event are made
// by llvm.call ops in the high-level program: two streams from one call in a loop are one
// line, the stream of @helper (called once) another. The allocation (32 f32) is reported with
// its size. @clean leaks nothing: no report, exit 0 even with --fail-on-leak.
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  gpu.module @k {
    gpu.func @fill(%a: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %v = arith.constant 1.0 : f32
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @helper() {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n = arith.constant 32 : index
    scf.for %i = %c0 to %c2 step %c1 {
      %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    }
    call @helper() : () -> ()
    %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>)
    gpu.wait [%t2]
    return
  }
  func.func @clean() {
    %c1 = arith.constant 1 : index
    %n = arith.constant 32 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>)
    %t3 = gpu.dealloc async [%t2] %d : memref<?xf32>
    gpu.wait [%t3]
    return
  }
}

// CHECK-NOT: error
// CHECK: gpuopt-runner: leaked: 2 streams, created at {{.*}}leak-sites.mlir:33:12 (mgpuStreamCreate in @main)
// CHECK-NEXT: gpuopt-runner: leaked: 1 stream, created at {{.*}}leak-sites.mlir:24:10 (mgpuStreamCreate in @helper)
// CHECK-NEXT: gpuopt-runner: leaked: 1 event, created at {{.*}}leak-sites.mlir:36:10 (mgpuEventCreate in @main)
// CHECK-NEXT: gpuopt-runner: leaked: 1 allocation (128 bytes), created at {{.*}}leak-sites.mlir:38:15 (mgpuMemAlloc in @main)
// CHECK-NOT: leaked
// CLEAN-NOT: leaked
