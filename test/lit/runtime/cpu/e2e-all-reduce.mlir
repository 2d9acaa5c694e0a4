// End to end on the cpu device: gpu.all_reduce (uniform, op form) of every kind
// convert-gpu-to-nvvm lowers: add, mul, minsi, minui, maxsi, maxui, and, or, xor on i32, and
// add, mul, minnumf, maxnumf, minimumf, maximumf on f32, in one block of 64 threads (two
// subgroups), then of 40 (a partial second subgroup). Inputs per thread t:
//   v = t + 1, w = t - 10, m = 2 if t % 16 == 0, -1 if t == 3, else 1, o = t | 48,
//   vf = 0.5 * (t + 1), mf = m, wf = t - 20.5.
// 64 threads: add v = 64 * 65 / 2 = 2080; mul m = 2^4 * -1 = -16; minsi w = -10; minui w = 0
// (t = 10); maxsi w = 53; maxui w = 0xffffffff (t = 9; printed signed: -1); and o = 48;
// or t = 63; xor v = 1 ^ ... ^ 64 = 64 (0 ^ ... ^ 63 = 0); add vf = 1040; mul mf = -16;
// min wf = -20.5, max wf = 42.5.
// 40 threads: add 820; mul 2^3 * -1 = -8; minsi -10; minui 0; maxsi 29; maxui -1; and 48;
// or 63 (31 | 32); xor 1 ^ ... ^ 40 = 40 (0 ^ ... ^ 39 = 0); add vf 410; mul mf -8;
// min -20.5, max 18.5.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 2080
// CHECK-NEXT: -16
// CHECK-NEXT: -10
// CHECK-NEXT: 0
// CHECK-NEXT: 53
// CHECK-NEXT: -1
// CHECK-NEXT: 48
// CHECK-NEXT: 63
// CHECK-NEXT: 64
// CHECK-NEXT: 1040
// CHECK-NEXT: -16
// CHECK-NEXT: -20.5
// CHECK-NEXT: 42.5
// CHECK-NEXT: -20.5
// CHECK-NEXT: 42.5
// CHECK-NEXT: 820
// CHECK-NEXT: -8
// CHECK-NEXT: -10
// CHECK-NEXT: 0
// CHECK-NEXT: 29
// CHECK-NEXT: -1
// CHECK-NEXT: 48
// CHECK-NEXT: 63
// CHECK-NEXT: 40
// CHECK-NEXT: 410
// CHECK-NEXT: -8
// CHECK-NEXT: -20.5
// CHECK-NEXT: 18.5
// CHECK-NEXT: -20.5
// CHECK-NEXT: 18.5
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @reduce_all(%oi: memref<?xi32>, %of: memref<?xf32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %mone = arith.constant -1 : i32
      %ten = arith.constant 10 : i32
      %three = arith.constant 3 : i32
      %fifteen = arith.constant 15 : i32
      %zero = arith.constant 0 : i32
      %c48 = arith.constant 48 : i32
      %half = arith.constant 0.5 : f32
      %off = arith.constant 20.5 : f32
      %v = arith.addi %t, %one : i32
      %w = arith.subi %t, %ten : i32
      %low = arith.andi %t, %fifteen : i32
      %is16 = arith.cmpi eq, %low, %zero : i32
      %is3 = arith.cmpi eq, %t, %three : i32
      %m0 = arith.select %is16, %two, %one : i32
      %m = arith.select %is3, %mone, %m0 : i32
      %o = arith.ori %t, %c48 : i32
      %vf0 = arith.sitofp %v : i32 to f32
      %vf = arith.mulf %vf0, %half : f32
      %mf = arith.sitofp %m : i32 to f32
      %tf = arith.sitofp %t : i32 to f32
      %wf = arith.subf %tf, %off : f32
      %ri0 = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
      %ri1 = gpu.all_reduce mul %m uniform {} : (i32) -> (i32)
      %ri2 = gpu.all_reduce minsi %w uniform {} : (i32) -> (i32)
      %ri3 = gpu.all_reduce minui %w uniform {} : (i32) -> (i32)
      %ri4 = gpu.all_reduce maxsi %w uniform {} : (i32) -> (i32)
      %ri5 = gpu.all_reduce maxui %w uniform {} : (i32) -> (i32)
      %ri6 = gpu.all_reduce and %o uniform {} : (i32) -> (i32)
      %ri7 = gpu.all_reduce or %t uniform {} : (i32) -> (i32)
      %ri8 = gpu.all_reduce xor %v uniform {} : (i32) -> (i32)
      %rf0 = gpu.all_reduce add %vf uniform {} : (f32) -> (f32)
      %rf1 = gpu.all_reduce mul %mf uniform {} : (f32) -> (f32)
      %rf2 = gpu.all_reduce minnumf %wf uniform {} : (f32) -> (f32)
      %rf3 = gpu.all_reduce maxnumf %wf uniform {} : (f32) -> (f32)
      %rf4 = gpu.all_reduce minimumf %wf uniform {} : (f32) -> (f32)
      %rf5 = gpu.all_reduce maximumf %wf uniform {} : (f32) -> (f32)
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %ci0 = arith.constant 0 : index
        memref.store %ri0, %oi[%ci0] : memref<?xi32>
        %ci1 = arith.constant 1 : index
        memref.store %ri1, %oi[%ci1] : memref<?xi32>
        %ci2 = arith.constant 2 : index
        memref.store %ri2, %oi[%ci2] : memref<?xi32>
        %ci3 = arith.constant 3 : index
        memref.store %ri3, %oi[%ci3] : memref<?xi32>
        %ci4 = arith.constant 4 : index
        memref.store %ri4, %oi[%ci4] : memref<?xi32>
        %ci5 = arith.constant 5 : index
        memref.store %ri5, %oi[%ci5] : memref<?xi32>
        %ci6 = arith.constant 6 : index
        memref.store %ri6, %oi[%ci6] : memref<?xi32>
        %ci7 = arith.constant 7 : index
        memref.store %ri7, %oi[%ci7] : memref<?xi32>
        %ci8 = arith.constant 8 : index
        memref.store %ri8, %oi[%ci8] : memref<?xi32>
        %cf0 = arith.constant 0 : index
        memref.store %rf0, %of[%cf0] : memref<?xf32>
        %cf1 = arith.constant 1 : index
        memref.store %rf1, %of[%cf1] : memref<?xf32>
        %cf2 = arith.constant 2 : index
        memref.store %rf2, %of[%cf2] : memref<?xf32>
        %cf3 = arith.constant 3 : index
        memref.store %rf3, %of[%cf3] : memref<?xf32>
        %cf4 = arith.constant 4 : index
        memref.store %rf4, %of[%cf4] : memref<?xf32>
        %cf5 = arith.constant 5 : index
        memref.store %rf5, %of[%cf5] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @run(%threads: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c9 = arith.constant 9 : index
    %hi = memref.alloc(%c9) : memref<?xi32>
    %hf = memref.alloc(%c6) : memref<?xf32>
    %t0 = gpu.wait async
    %di, %t1 = gpu.alloc async [%t0] (%c9) : memref<?xi32>
    %df, %t2 = gpu.alloc async [%t1] (%c6) : memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @k::@reduce_all blocks in (%c1, %c1, %c1) threads in (%threads, %c1, %c1) args(%di : memref<?xi32>, %df : memref<?xf32>)
    %t4 = gpu.memcpy async [%t3] %hi, %di : memref<?xi32>, memref<?xi32>
    %t5 = gpu.memcpy async [%t4] %hf, %df : memref<?xf32>, memref<?xf32>
    %t6 = gpu.dealloc async [%t5] %di : memref<?xi32>
    %t7 = gpu.dealloc async [%t6] %df : memref<?xf32>
    gpu.wait [%t7]
    scf.for %i = %c0 to %c9 step %c1 {
      %x = memref.load %hi[%i] : memref<?xi32>
      vector.print %x : i32
    }
    scf.for %i = %c0 to %c6 step %c1 {
      %x = memref.load %hf[%i] : memref<?xf32>
      vector.print %x : f32
    }
    memref.dealloc %hi : memref<?xi32>
    memref.dealloc %hf : memref<?xf32>
    return
  }
  func.func @main() {
    %c64 = arith.constant 64 : index
    %c40 = arith.constant 40 : index
    call @run(%c64) : (index) -> ()
    call @run(%c40) : (index) -> ()
    return
  }
}
