// Issue 20, bug 2: a free must not hide a missing dependency. @fill writes %d on one stream, the
// copy of %d into the host buffer runs on another stream that does not wait for it, and a free
// of an unrelated buffer then waits for the whole device (as cuMemFree does) before the host
// prints. cuMemFree completes the queued work in no defined order between independent streams:
// the deferred schedule drains them in creation order and prints the filled data by luck; the
// random one drains them in a random legal order, and some seeds print the stale zeros; the
// race detector reports the copy whatever the order.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak 2>&1 | FileCheck %s --check-prefix=LUCKY
// RUN: %python %S/Inputs/run-seeds.py 1 8 gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak | FileCheck %s --check-prefix=SEEDS
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --cpu-check-races --fail-on-leak 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:2 --cpu-check-races --fail-on-leak 2>&1 | FileCheck %s --check-prefixes=RACE,SEED
// LUCKY: [7,  7,  7,  7]
// SEEDS-DAG: [0,  0,  0,  0]
// SEEDS-DAG: [7,  7,  7,  7]
// RACE: error: race on the 16-byte device allocation created at {{.*}}free-hides-missing-dependency.mlir:33:15 (mgpuMemAlloc in @main): a read by mgpuMemcpy at {{.*}}free-hides-missing-dependency.mlir:39:11 is not ordered with a write by mgpuLaunchKernel at {{.*}}free-hides-missing-dependency.mlir:37:11 (@fill)
// RACE-NOT: race on
// SEED: gpuopt-runner: cpu schedule random:2
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%d: memref<4xi32>, %v: i32) kernel {
      %i = gpu.thread_id x
      memref.store %v, %d[%i] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %seven = arith.constant 7 : i32
    %h = memref.alloc() : memref<4xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %x, %t2 = gpu.alloc async [%t1] () : memref<4xi32>
    %t3 = gpu.memset async [%t2] %d, %z : memref<4xi32>, i32
    gpu.wait [%t3]
    %ta = gpu.launch_func async @k::@fill blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%d : memref<4xi32>, %seven : i32)
    %tb0 = gpu.wait async
    %tb = gpu.memcpy async [%tb0] %h, %d : memref<4xi32>, memref<4xi32>
    %tf = gpu.dealloc async %x : memref<4xi32>
    gpu.wait [%tf]
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    gpu.wait [%ta, %tb]
    %tg = gpu.dealloc async %d : memref<4xi32>
    gpu.wait [%tg]
    memref.dealloc %h : memref<4xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
