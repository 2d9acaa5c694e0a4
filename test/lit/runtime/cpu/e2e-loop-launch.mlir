// End to end on the cpu device: kernels launched synchronously in scf.for loops. First loop:
// k = 0..4 adding k + 1 to every element of a zeroed buffer (each element
// 1 + 2 + 3 + 4 + 5 = 15, sum 64 * 15 = 960). Second loop: three launches doubling the
// buffer (each element 120, sum 7680). (A loop-carried token: e2e-loop-carried-token.mlir.)
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 15
// CHECK-NEXT: 960
// CHECK-NEXT: 120
// CHECK-NEXT: 7680
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @addv(%a: memref<?xf32>, %v: f32) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.addf %x, %v : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @dbl(%a: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @sum(%a: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %a, %c0 : memref<?xf32>
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %a[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    return %sum : f32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c40 = arith.constant 40 : index
    %n = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    %fone = arith.constant 1.0 : f32
    %h = memref.alloc(%n) : memref<?xf32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memset async [%t1] %d, %zero : memref<?xf32>, f32
    gpu.wait [%t2]
    scf.for %k = %c0 to %c5 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %v = arith.addf %kf, %fone : f32
      gpu.launch_func @k::@addv blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) args(%d : memref<?xf32>, %v : f32)
    }
    %t3 = gpu.wait async
    %t4 = gpu.memcpy async [%t3] %h, %d : memref<?xf32>, memref<?xf32>
    gpu.wait [%t4]
    %h40 = memref.load %h[%c40] : memref<?xf32>
    vector.print %h40 : f32
    %s1 = call @sum(%h) : (memref<?xf32>) -> f32
    vector.print %s1 : f32
    scf.for %k = %c0 to %c3 step %c1 {
      gpu.launch_func @k::@dbl blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) args(%d : memref<?xf32>)
    }
    %t5 = gpu.wait async
    %t6 = gpu.memcpy async [%t5] %h, %d : memref<?xf32>, memref<?xf32>
    %t7 = gpu.dealloc async [%t6] %d : memref<?xf32>
    gpu.wait [%t7]
    %h0 = memref.load %h[%c0] : memref<?xf32>
    vector.print %h0 : f32
    %s2 = call @sum(%h) : (memref<?xf32>) -> f32
    vector.print %s2 : f32
    memref.dealloc %h : memref<?xf32>
    return
  }
}
