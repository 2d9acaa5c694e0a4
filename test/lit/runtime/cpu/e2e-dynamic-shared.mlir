// End to end on the cpu device: dynamic shared memory (gpu.dynamic_shared_memory viewed as
// f32s, size given at launch: 16 floats = 64 bytes). Each block of 16 threads stages its slice
// of d[i] = i and writes it back reversed and doubled: out[b * 16 + t] = 2 * d[b * 16 + 15 - t].
// out[0] = 30, out[16] = 62, out[63] = 96; the sum is 2 * 2016 = 4032.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 30
// CHECK-NEXT: 62
// CHECK-NEXT: 96
// CHECK-NEXT: 4032
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @rev2(%d: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %dx = gpu.block_dim x
      %tile = memref.view %smem[%c0][%dx] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %b0 = arith.muli %bx, %dx : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %d[%i] : memref<?xf32>
      memref.store %v, %tile[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %last = arith.subi %dx, %c1 : index
      %j = arith.subi %last, %tx : index
      %w = memref.load %tile[%j] : memref<?xf32, #gpu.address_space<workgroup>>
      %w2 = arith.addf %w, %w : f32
      memref.store %w2, %out[%i] : memref<?xf32>
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
    %bytes = arith.constant 64 : i32
    %zero = arith.constant 0.0 : f32
    %h = memref.alloc(%n) : memref<?xf32>
    %o = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %dd, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %do, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %t3 = gpu.memcpy async [%t2] %dd, %h : memref<?xf32>, memref<?xf32>
    %t4 = gpu.launch_func async [%t3] @k::@rev2 blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) dynamic_shared_memory_size %bytes args(%dd : memref<?xf32>, %do : memref<?xf32>)
    %t5 = gpu.memcpy async [%t4] %o, %do : memref<?xf32>, memref<?xf32>
    %t6 = gpu.dealloc async [%t5] %dd : memref<?xf32>
    %t7 = gpu.dealloc async [%t6] %do : memref<?xf32>
    gpu.wait [%t7]
    %v0 = memref.load %o[%c0] : memref<?xf32>
    vector.print %v0 : f32
    %v16 = memref.load %o[%c16] : memref<?xf32>
    vector.print %v16 : f32
    %v63 = memref.load %o[%c63] : memref<?xf32>
    vector.print %v63 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %o[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    memref.dealloc %h : memref<?xf32>
    memref.dealloc %o : memref<?xf32>
    return
  }
}
