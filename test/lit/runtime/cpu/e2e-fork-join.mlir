// End to end on the cpu device: a fork-join DAG. Two streams fill two device buffers
// independently (a[i] = 1*i, b[i] = 3*i), `gpu.wait async [%ta, %tb]` joins them, and a third
// launch adds them: c[i] = 4i, so c[1] = 4, c[63] = 252, sum = 4 * (63 * 64 / 2) = 8064.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 4
// CHECK-NEXT: 252
// CHECK-NEXT: 8064
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @iota(%a: memref<?xf32>, %scale: f32) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c63 = arith.constant 63 : index
    %n = arith.constant 64 : index
    %f1 = arith.constant 1.0 : f32
    %f3 = arith.constant 3.0 : f32
    %zero = arith.constant 0.0 : f32
    %c = memref.alloc(%n) : memref<?xf32>
    // Fork: two independent streams.
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %da, %ta1 = gpu.alloc async [%s1] (%n) : memref<?xf32>
    %ta = gpu.launch_func async [%ta1] @k::@iota blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) args(%da : memref<?xf32>, %f1 : f32)
    %db, %tb1 = gpu.alloc async [%s2] (%n) : memref<?xf32>
    %tb = gpu.launch_func async [%tb1] @k::@iota blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) args(%db : memref<?xf32>, %f3 : f32)
    // Join.
    %j = gpu.wait async [%ta, %tb]
    %dc, %t1 = gpu.alloc async [%j] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@add blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) args(%da : memref<?xf32>, %db : memref<?xf32>, %dc : memref<?xf32>)
    %t3 = gpu.memcpy async [%t2] %c, %dc : memref<?xf32>, memref<?xf32>
    %t4 = gpu.dealloc async [%t3] %da : memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %db : memref<?xf32>
    %t6 = gpu.dealloc async [%t5] %dc : memref<?xf32>
    gpu.wait [%t6]
    %v1 = memref.load %c[%c1] : memref<?xf32>
    vector.print %v1 : f32
    %v63 = memref.load %c[%c63] : memref<?xf32>
    vector.print %v63 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %c[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    memref.dealloc %c : memref<?xf32>
    return
  }
}
