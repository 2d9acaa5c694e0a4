// End to end on the cpu device: a shared-memory tree reduction per block, through a workgroup
// attribution and gpu.barrier (strides 16, 8, 4, 2, 1), plus a private attribution holding
// each thread's input. a[i] = i over 2 blocks of 32 threads: block 0 sums 0..31 = 496, block 1
// sums 32..63 = 1520. A second launch of one block of 32 threads on 4 * a[i] (the sums scaled
// by 4: 1984).
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 496
// CHECK-NEXT: 1520
// CHECK-NEXT: 1984
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @bsum(%a: memref<?xf32>, %out: memref<?xf32>, %scale: f32)
        workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>)
        private(%p : memref<1xf32, #gpu.address_space<private>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      %xs = arith.mulf %x, %scale : f32
      memref.store %xs, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
      %y = memref.load %p[%c0] : memref<1xf32, #gpu.address_space<private>>
      memref.store %y, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %k = %c0 to %c5 step %c1 {
        %s = arith.shrui %c16, %k : index
        %lt = arith.cmpi ult, %tx, %s : index
        scf.if %lt {
          %j = arith.addi %tx, %s : index
          %u = memref.load %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
          %v = memref.load %sh[%j] : memref<32xf32, #gpu.address_space<workgroup>>
          %w = arith.addf %u, %v : f32
          memref.store %w, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %z = arith.cmpi eq, %tx, %c0 : index
      scf.if %z {
        %r = memref.load %sh[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bx] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 64 : index
    %f1 = arith.constant 1.0 : f32
    %f4 = arith.constant 4.0 : f32
    %a = memref.alloc(%n) : memref<?xf32>
    %s = memref.alloc(%c2) : memref<?xf32>
    %s4 = memref.alloc(%c1) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %a[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %ds, %t2 = gpu.alloc async [%t1] (%c2) : memref<?xf32>
    %ds4, %t3 = gpu.alloc async [%t2] (%c1) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %da, %a : memref<?xf32>, memref<?xf32>
    %t5 = gpu.launch_func async [%t4] @k::@bsum blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%da : memref<?xf32>, %ds : memref<?xf32>, %f1 : f32)
    %t6 = gpu.launch_func async [%t5] @k::@bsum blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%da : memref<?xf32>, %ds4 : memref<?xf32>, %f4 : f32)
    %t7 = gpu.memcpy async [%t6] %s, %ds : memref<?xf32>, memref<?xf32>
    %t8 = gpu.memcpy async [%t7] %s4, %ds4 : memref<?xf32>, memref<?xf32>
    %t9 = gpu.dealloc async [%t8] %da : memref<?xf32>
    %t10 = gpu.dealloc async [%t9] %ds : memref<?xf32>
    %t11 = gpu.dealloc async [%t10] %ds4 : memref<?xf32>
    gpu.wait [%t11]
    %v0 = memref.load %s[%c0] : memref<?xf32>
    vector.print %v0 : f32
    %v1 = memref.load %s[%c1] : memref<?xf32>
    vector.print %v1 : f32
    %w0 = memref.load %s4[%c0] : memref<?xf32>
    vector.print %w0 : f32
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %s : memref<?xf32>
    memref.dealloc %s4 : memref<?xf32>
    return
  }
}
