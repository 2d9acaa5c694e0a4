// End to end on the cpu device: saxpy (y = a*x + y) through one async chain: alloc, copies
// in, launch, copy out, dealloc, wait. n = 64, x[i] = i, y[i] = 1, a = 2, so y[i] = 2i + 1:
// y[0] = 1, y[63] = 127, sum = 2 * (63 * 64 / 2) + 64 = 4096.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 1
// CHECK-NEXT: 127
// CHECK-NEXT: 4096
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %xv = memref.load %x[%i] : memref<?xf32>
        %yv = memref.load %y[%i] : memref<?xf32>
        %ax = arith.mulf %a, %xv : f32
        %r = arith.addf %ax, %yv : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %n = arith.constant 64 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %x = memref.alloc(%n) : memref<?xf32>
    %y = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %x[%i] : memref<?xf32>
      memref.store %one, %y[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %dy, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %t3 = gpu.memcpy async [%t2] %dx, %x : memref<?xf32>, memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %dy, %y : memref<?xf32>, memref<?xf32>
    %t5 = gpu.launch_func async [%t4] @k::@saxpy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%two : f32, %dx : memref<?xf32>, %dy : memref<?xf32>, %n : index)
    %t6 = gpu.memcpy async [%t5] %y, %dy : memref<?xf32>, memref<?xf32>
    %t7 = gpu.dealloc async [%t6] %dx : memref<?xf32>
    %t8 = gpu.dealloc async [%t7] %dy : memref<?xf32>
    gpu.wait [%t8]
    %y0 = memref.load %y[%c0] : memref<?xf32>
    vector.print %y0 : f32
    %y63 = memref.load %y[%c63] : memref<?xf32>
    vector.print %y63 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %y[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    return
  }
}
