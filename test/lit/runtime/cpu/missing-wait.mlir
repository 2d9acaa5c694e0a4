// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager 2>&1 | FileCheck %s --check-prefix=EAGER
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred 2>&1 | FileCheck %s --check-prefix=DEFERRED
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random 2>&1 | FileCheck %s --check-prefix=DEFERRED
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-check-races 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: %python %S/Inputs/run-seeds.py replay gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak | FileCheck %s --check-prefix=REPLAY
// RUN: gpuopt-runner %s -e fixed --entry-point-result=void --device=cpu --cpu-schedule=random --cpu-check-races --fail-on-leak 2>&1 | FileCheck %s --check-prefix=FIXED
// RUN: gpuopt-runner %s -e fixed --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak 2>&1 | FileCheck %s --check-prefix=FIXED

// A high-level program (gpuopt-runner runs --gpu-lower-to-nvvm-pipeline itself) whose host
// reads the copy back without waiting for it. The eager schedule runs stream work at once, so
// @main prints the right sum by luck; the deferred one runs it only when the host
// synchronizes (destroying a stream does not wait, as cuStreamDestroy does not), so @main
// prints the stale host buffer (0); the device buffer it never freed is reported. @fixed waits and prints 64 under either
// schedule, with nothing leaked (a free synchronizes, as cuMemFree does: it is no place to
// show a missing wait). The random schedule runs queued work only when forced too (0); the race
// detector reports the copy the host never waited for (exit 1); a failing random run prints its
// seed, which replays it.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%a: memref<?xf32>, %v: f32) kernel {
      %i = gpu.thread_id x
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 32 : index
    %v = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %h = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %zero, %h[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>, %v : f32)
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<?xf32>, memref<?xf32>
    // missing: gpu.wait [%t3]
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %h[%i] : memref<?xf32>
      %s = arith.addf %acc, %x : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    return
  }
  func.func @fixed() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 32 : index
    %v = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %h = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %zero, %h[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>, %v : f32)
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<?xf32>, memref<?xf32>
    %t4 = gpu.dealloc async [%t3] %d : memref<?xf32>
    gpu.wait [%t4]
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %h[%i] : memref<?xf32>
      %s = arith.addf %acc, %x : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    memref.dealloc %h : memref<?xf32>
    return
  }
}

// EAGER: 64
// EAGER: gpuopt-runner: leaked: 1 allocation (128 bytes)
// DEFERRED: 0
// DEFERRED: gpuopt-runner: leaked: 1 allocation (128 bytes)
// RACE: 64
// RACE: error: race on 128 bytes of host memory at 0x{{[0-9a-f]+}}: a write by mgpuMemcpy at {{.*}}missing-wait.mlir:39:11 is not ordered before the end of the program (a missing gpu.wait?)
// REPLAY: replayed random:{{[0-9]+}}
// FIXED: 64
// FIXED-NOT: leaked
