// End to end on the cpu device: a `gpu.alloc host_shared` buffer written by a kernel and read
// by the host straight after a wait, with no copy. h[i] = 0.5 * i: h[10] = 5, h[63] = 31.5,
// sum = 0.5 * 2016 = 1008. printMemrefF32 prints the first 8 elements of a subview (its base
// address differs from run to run: left out of the comparison).
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: grep -v base@ %t.eager > %t.eager.nobase && grep -v base@ %t.deferred > %t.deferred.nobase && cmp %t.eager.nobase %t.deferred.nobase
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: grep -v base@ %t.races > %t.races.nobase && cmp %t.eager.nobase %t.races.nobase

// CHECK-NOT: error
// CHECK: 5
// CHECK-NEXT: 31.5
// CHECK-NEXT: 1008
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [0,  0.5,  1,  1.5,  2,  2.5,  3,  3.5]
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @half(%a: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %h = arith.constant 0.5 : f32
      %v = arith.mulf %f, %h : f32
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %c63 = arith.constant 63 : index
    %n = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    %h = gpu.alloc host_shared (%n) : memref<?xf32>
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @k::@half blocks in (%c8, %c1, %c1) threads in (%c8, %c1, %c1) args(%h : memref<?xf32>)
    gpu.wait [%t1]
    %v10 = memref.load %h[%c10] : memref<?xf32>
    vector.print %v10 : f32
    %v63 = memref.load %h[%c63] : memref<?xf32>
    vector.print %v63 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %h[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    %head = memref.subview %h[0] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1]>>
    %u = memref.cast %head : memref<8xf32, strided<[1]>> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    gpu.dealloc %h : memref<?xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
