// End to end on the cpu device: gpu.shuffle in each mode on one warp of 32 threads, width 32,
// with the validity result. Thread t holds x = t (i32) and f = 1.5 * t (f32).
//   xor 1:  t ^ 1: lane 0 gets 1, lane 5 gets 4; all valid; sum 496.
//   up 4:   t - 4 for t >= 4, else its own value (invalid): lane 2 gets 2, lane 10 gets 6;
//           28 valid; sum (0 + ... + 27) + (0 + 1 + 2 + 3) = 378 + 6 = 384.
//   down 4: t + 4 for t < 28, else its own value (invalid): lane 3 gets 7, lane 30 gets 30;
//           28 valid; sum (4 + ... + 31) + (28 + 29 + 30 + 31) = 490 + 118 = 608.
//   idx 7 (f32): every lane gets 1.5 * 7 = 10.5; all valid; sum 32 * 10.5 = 336.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 496
// CHECK-NEXT: 32
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: 384
// CHECK-NEXT: 28
// CHECK-NEXT: 7
// CHECK-NEXT: 30
// CHECK-NEXT: 608
// CHECK-NEXT: 28
// CHECK-NEXT: 10.5
// CHECK-NEXT: 336
// CHECK-NEXT: 32
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @shuffles(%oi: memref<?xi32>, %of: memref<?xf32>, %ok: memref<?xi32>) kernel {
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c96 = arith.constant 96 : index
      %one = arith.constant 1 : i32
      %four = arith.constant 4 : i32
      %seven = arith.constant 7 : i32
      %w = arith.constant 32 : i32
      %h = arith.constant 1.5 : f32
      %tx = gpu.thread_id x
      %x = arith.index_cast %tx : index to i32
      %xf = arith.sitofp %x : i32 to f32
      %f = arith.mulf %xf, %h : f32
      %a, %va = gpu.shuffle xor %x, %one, %w : i32
      %b, %vb = gpu.shuffle up %x, %four, %w : i32
      %c, %vc = gpu.shuffle down %x, %four, %w : i32
      %d, %vd = gpu.shuffle idx %f, %seven, %w : f32
      %i1 = arith.addi %tx, %c32 : index
      %i2 = arith.addi %tx, %c64 : index
      %i3 = arith.addi %tx, %c96 : index
      memref.store %a, %oi[%tx] : memref<?xi32>
      memref.store %b, %oi[%i1] : memref<?xi32>
      memref.store %c, %oi[%i2] : memref<?xi32>
      memref.store %d, %of[%tx] : memref<?xf32>
      %ka = arith.extui %va : i1 to i32
      %kb = arith.extui %vb : i1 to i32
      %kc = arith.extui %vc : i1 to i32
      %kd = arith.extui %vd : i1 to i32
      memref.store %ka, %ok[%tx] : memref<?xi32>
      memref.store %kb, %ok[%i1] : memref<?xi32>
      memref.store %kc, %ok[%i2] : memref<?xi32>
      memref.store %kd, %ok[%i3] : memref<?xi32>
      gpu.return
    }
  }
  // The sum of a[base .. base + 32).
  func.func @sumi(%a: memref<?xi32>, %base: index) -> i32 {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %end = arith.addi %base, %c32 : index
    %sum = scf.for %i = %base to %end step %c1 iter_args(%acc = %zero) -> (i32) {
      %v = memref.load %a[%i] : memref<?xi32>
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    return %sum : i32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %c34 = arith.constant 34 : index
    %c42 = arith.constant 42 : index
    %c64 = arith.constant 64 : index
    %c67 = arith.constant 67 : index
    %c94 = arith.constant 94 : index
    %c96 = arith.constant 96 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0.0 : f32
    %hi = memref.alloc(%c96) : memref<?xi32>
    %hf = memref.alloc(%c32) : memref<?xf32>
    %hk = memref.alloc(%c128) : memref<?xi32>
    %t0 = gpu.wait async
    %di, %t1 = gpu.alloc async [%t0] (%c96) : memref<?xi32>
    %df, %t2 = gpu.alloc async [%t1] (%c32) : memref<?xf32>
    %dk, %t3 = gpu.alloc async [%t2] (%c128) : memref<?xi32>
    %t4 = gpu.launch_func async [%t3] @k::@shuffles blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%di : memref<?xi32>, %df : memref<?xf32>, %dk : memref<?xi32>)
    %t5 = gpu.memcpy async [%t4] %hi, %di : memref<?xi32>, memref<?xi32>
    %t6 = gpu.memcpy async [%t5] %hf, %df : memref<?xf32>, memref<?xf32>
    %t7 = gpu.memcpy async [%t6] %hk, %dk : memref<?xi32>, memref<?xi32>
    %t8 = gpu.dealloc async [%t7] %di : memref<?xi32>
    %t9 = gpu.dealloc async [%t8] %df : memref<?xf32>
    %t10 = gpu.dealloc async [%t9] %dk : memref<?xi32>
    gpu.wait [%t10]
    // xor
    %x0 = memref.load %hi[%c0] : memref<?xi32>
    vector.print %x0 : i32
    %x5 = memref.load %hi[%c5] : memref<?xi32>
    vector.print %x5 : i32
    %xs = call @sumi(%hi, %c0) : (memref<?xi32>, index) -> i32
    vector.print %xs : i32
    %xk = call @sumi(%hk, %c0) : (memref<?xi32>, index) -> i32
    vector.print %xk : i32
    // up
    %u2 = memref.load %hi[%c34] : memref<?xi32>
    vector.print %u2 : i32
    %u10 = memref.load %hi[%c42] : memref<?xi32>
    vector.print %u10 : i32
    %us = call @sumi(%hi, %c32) : (memref<?xi32>, index) -> i32
    vector.print %us : i32
    %uk = call @sumi(%hk, %c32) : (memref<?xi32>, index) -> i32
    vector.print %uk : i32
    // down
    %d3 = memref.load %hi[%c67] : memref<?xi32>
    vector.print %d3 : i32
    %d30 = memref.load %hi[%c94] : memref<?xi32>
    vector.print %d30 : i32
    %ds = call @sumi(%hi, %c64) : (memref<?xi32>, index) -> i32
    vector.print %ds : i32
    %dk2 = call @sumi(%hk, %c64) : (memref<?xi32>, index) -> i32
    vector.print %dk2 : i32
    // idx
    %i0 = memref.load %hf[%c5] : memref<?xf32>
    vector.print %i0 : f32
    %isum = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %hf[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %isum : f32
    %ik = call @sumi(%hk, %c96) : (memref<?xi32>, index) -> i32
    vector.print %ik : i32
    memref.dealloc %hi : memref<?xi32>
    memref.dealloc %hf : memref<?xf32>
    memref.dealloc %hk : memref<?xi32>
    return
  }
}
