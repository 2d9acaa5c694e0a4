// End to end on the cpu device: memref.global in workgroup memory inside the gpu.module, used
// by kernels as shared memory (issue 20, bug 5.2): a 2-D tile (an LLVM array of arrays) and a
// 1-D one, each block with its own copy.
// @transpose: blocks of 4 x 8 threads; block b holds a 4 x 8 slice of m = [[i * 8 + j]] + 32 b
// (row-major, 4 rows of 8), staged in @tile[ty][tx] and written out transposed:
// out[b * 32 + tx * 4 + ty] = tile[ty][tx] = 32 b + 8 ty + tx.
//   out[1] = 8 (tx 0, ty 1), out[4] = 1 (tx 1, ty 0), out[33] = 32 + 8 = 40,
//   out[63] = 32 + 24 + 7 = 63; a permutation of 0..63: sum 2016.
// Each block also counts its threads into @count (1-D, 4 i32, zeroed by thread 0 before a
// barrier) with memref.atomic_rmw addi: count[ty] gets 8 from each row; thread (0, 0) writes
// count[0] + count[3] = 16 into cnt[b]; cnt = [16, 16].
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred

// CHECK-NOT: error
// CHECK: 8
// CHECK-NEXT: 1
// CHECK-NEXT: 40
// CHECK-NEXT: 63
// CHECK-NEXT: 2016
// CHECK-NEXT: 16
// CHECK-NEXT: 16
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    memref.global "private" @tile : memref<4x8xf32, #gpu.address_space<workgroup>>
    memref.global "private" @count : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.func @transpose(%m: memref<?xf32>, %out: memref<?xf32>, %cnt: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %z = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %tile = memref.get_global @tile : memref<4x8xf32, #gpu.address_space<workgroup>>
      %count = memref.get_global @count : memref<4xi32, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %z, %count[%ty] : memref<4xi32, #gpu.address_space<workgroup>>
      }
      %base = arith.muli %bx, %c32 : index
      %r = arith.muli %ty, %c8 : index
      %r1 = arith.addi %base, %r : index
      %src = arith.addi %r1, %tx : index
      %v = memref.load %m[%src] : memref<?xf32>
      memref.store %v, %tile[%ty, %tx] : memref<4x8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %old = memref.atomic_rmw addi %one, %count[%ty] : (i32, memref<4xi32, #gpu.address_space<workgroup>>) -> i32
      %w = memref.load %tile[%ty, %tx] : memref<4x8xf32, #gpu.address_space<workgroup>>
      %c = arith.muli %tx, %c4 : index
      %d0 = arith.addi %base, %c : index
      %dst = arith.addi %d0, %ty : index
      memref.store %w, %out[%dst] : memref<?xf32>
      gpu.barrier
      %t0 = arith.cmpi eq, %ty, %c0 : index
      %lead = arith.andi %first, %t0 : i1
      scf.if %lead {
        %a = memref.load %count[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
        %b = memref.load %count[%c3] : memref<4xi32, #gpu.address_space<workgroup>>
        %s = arith.addi %a, %b : i32
        memref.store %s, %cnt[%bx] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c33 = arith.constant 33 : index
    %c63 = arith.constant 63 : index
    %n = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    %h = memref.alloc(%n) : memref<?xf32>
    %o = memref.alloc(%n) : memref<?xf32>
    %hc = memref.alloc(%c2) : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<?xf32>
    }
    %dm = gpu.alloc (%n) : memref<?xf32>
    %dout = gpu.alloc (%n) : memref<?xf32>
    %dc = gpu.alloc (%c2) : memref<?xi32>
    gpu.memcpy %dm, %h : memref<?xf32>, memref<?xf32>
    gpu.launch_func @k::@transpose blocks in (%c2, %c1, %c1) threads in (%c8, %c4, %c1) args(%dm : memref<?xf32>, %dout : memref<?xf32>, %dc : memref<?xi32>)
    gpu.memcpy %o, %dout : memref<?xf32>, memref<?xf32>
    gpu.memcpy %hc, %dc : memref<?xi32>, memref<?xi32>
    %v1 = memref.load %o[%c1] : memref<?xf32>
    vector.print %v1 : f32
    %v4 = memref.load %o[%c4] : memref<?xf32>
    vector.print %v4 : f32
    %v33 = memref.load %o[%c33] : memref<?xf32>
    vector.print %v33 : f32
    %v63 = memref.load %o[%c63] : memref<?xf32>
    vector.print %v63 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %o[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    %k0 = memref.load %hc[%c0] : memref<?xi32>
    vector.print %k0 : i32
    %k1 = memref.load %hc[%c1] : memref<?xi32>
    vector.print %k1 : i32
    gpu.dealloc %dm : memref<?xf32>
    gpu.dealloc %dout : memref<?xf32>
    gpu.dealloc %dc : memref<?xi32>
    memref.dealloc %h : memref<?xf32>
    memref.dealloc %o : memref<?xf32>
    memref.dealloc %hc : memref<?xi32>
    return
  }
}
