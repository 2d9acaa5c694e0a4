// End to end on the cpu device: memref.atomic_rmw addf, addi and maxs on global memory and
// addf, addi and maximumf on workgroup memory, by 2 blocks of 64 threads (i = 64 b + t, x[i] = i).
// Global: acc_f += x[i] and acc_i += i give 0 + ... + 127 = 8128; mx = max (37 i mod 101)
// over i < 128 = 100 (37 is invertible mod 101, so i < 101 takes every residue).
// Workgroup, per block: s_f += x[i] (block 0: 0 + ... + 63 = 2016, block 1: 6112), s_i += 1
// (64), s_m = max x[i] (63, 127); thread 0 writes them out after a barrier.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t 2>&1 && FileCheck %s < %t

// CHECK-NOT: error
// CHECK: 8128
// CHECK-NEXT: 8128
// CHECK-NEXT: 100
// CHECK-NEXT: 2016
// CHECK-NEXT: 6112
// CHECK-NEXT: 64
// CHECK-NEXT: 64
// CHECK-NEXT: 63
// CHECK-NEXT: 127
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @atomics(%x: memref<?xf32>, %acc_f: memref<1xf32>, %acc_i: memref<1xi32>,
                      %mx: memref<1xi32>, %out_f: memref<?xf32>, %out_i: memref<?xi32>)
        workgroup(%s_f: memref<1xf32, #gpu.address_space<workgroup>>,
                  %s_i: memref<1xi32, #gpu.address_space<workgroup>>,
                  %s_m: memref<1xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c101 = arith.constant 101 : i32
      %c37 = arith.constant 37 : i32
      %one = arith.constant 1 : i32
      %zi = arith.constant 0 : i32
      %zf = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %dx = gpu.block_dim x
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %zf, %s_f[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
        memref.store %zi, %s_i[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
        memref.store %zf, %s_m[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %b0 = arith.muli %bx, %dx : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %x[%i] : memref<?xf32>
      %ii = arith.index_cast %i : index to i32
      %a0 = memref.atomic_rmw addf %v, %acc_f[%c0] : (f32, memref<1xf32>) -> f32
      %a1 = memref.atomic_rmw addi %ii, %acc_i[%c0] : (i32, memref<1xi32>) -> i32
      %m0 = arith.muli %ii, %c37 : i32
      %m = arith.remsi %m0, %c101 : i32
      %a2 = memref.atomic_rmw maxs %m, %mx[%c0] : (i32, memref<1xi32>) -> i32
      %a3 = memref.atomic_rmw addf %v, %s_f[%c0] : (f32, memref<1xf32, #gpu.address_space<workgroup>>) -> f32
      %a4 = memref.atomic_rmw addi %one, %s_i[%c0] : (i32, memref<1xi32, #gpu.address_space<workgroup>>) -> i32
      %a5 = memref.atomic_rmw maximumf %v, %s_m[%c0] : (f32, memref<1xf32, #gpu.address_space<workgroup>>) -> f32
      gpu.barrier
      scf.if %first {
        %sf = memref.load %s_f[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
        memref.store %sf, %out_f[%bx] : memref<?xf32>
        %si = memref.load %s_i[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
        memref.store %si, %out_i[%bx] : memref<?xi32>
        %sm = memref.load %s_m[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
        %j = arith.addi %bx, %c2 : index
        memref.store %sm, %out_f[%j] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 128 : index
    %zf = arith.constant 0.0 : f32
    %zi = arith.constant 0 : i32
    %h = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<?xf32>
    }
    %hf = memref.alloc() : memref<1xf32>
    %hi = memref.alloc() : memref<1xi32>
    %hof = memref.alloc(%c4) : memref<?xf32>
    %hoi = memref.alloc(%c2) : memref<?xi32>
    memref.store %zf, %hf[%c0] : memref<1xf32>
    memref.store %zi, %hi[%c0] : memref<1xi32>
    %dx = gpu.alloc (%n) : memref<?xf32>
    %df = gpu.alloc () : memref<1xf32>
    %di = gpu.alloc () : memref<1xi32>
    %dm = gpu.alloc () : memref<1xi32>
    %dof = gpu.alloc (%c4) : memref<?xf32>
    %doi = gpu.alloc (%c2) : memref<?xi32>
    gpu.memcpy %dx, %h : memref<?xf32>, memref<?xf32>
    gpu.memcpy %df, %hf : memref<1xf32>, memref<1xf32>
    gpu.memcpy %di, %hi : memref<1xi32>, memref<1xi32>
    gpu.memcpy %dm, %hi : memref<1xi32>, memref<1xi32>
    gpu.launch_func @k::@atomics blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%dx : memref<?xf32>, %df : memref<1xf32>, %di : memref<1xi32>, %dm : memref<1xi32>, %dof : memref<?xf32>, %doi : memref<?xi32>)
    gpu.memcpy %hf, %df : memref<1xf32>, memref<1xf32>
    %rf = memref.load %hf[%c0] : memref<1xf32>
    vector.print %rf : f32
    gpu.memcpy %hi, %di : memref<1xi32>, memref<1xi32>
    %ri = memref.load %hi[%c0] : memref<1xi32>
    vector.print %ri : i32
    gpu.memcpy %hi, %dm : memref<1xi32>, memref<1xi32>
    %rm = memref.load %hi[%c0] : memref<1xi32>
    vector.print %rm : i32
    gpu.memcpy %hof, %dof : memref<?xf32>, memref<?xf32>
    gpu.memcpy %hoi, %doi : memref<?xi32>, memref<?xi32>
    %f0 = memref.load %hof[%c0] : memref<?xf32>
    vector.print %f0 : f32
    %f1 = memref.load %hof[%c1] : memref<?xf32>
    vector.print %f1 : f32
    %i0 = memref.load %hoi[%c0] : memref<?xi32>
    vector.print %i0 : i32
    %i1 = memref.load %hoi[%c1] : memref<?xi32>
    vector.print %i1 : i32
    %m0 = memref.load %hof[%c2] : memref<?xf32>
    vector.print %m0 : f32
    %m1 = memref.load %hof[%c3] : memref<?xf32>
    vector.print %m1 : f32
    gpu.dealloc %dx : memref<?xf32>
    gpu.dealloc %df : memref<1xf32>
    gpu.dealloc %di : memref<1xi32>
    gpu.dealloc %dm : memref<1xi32>
    gpu.dealloc %dof : memref<?xf32>
    gpu.dealloc %doi : memref<?xi32>
    memref.dealloc %h : memref<?xf32>
    memref.dealloc %hf : memref<1xf32>
    memref.dealloc %hi : memref<1xi32>
    memref.dealloc %hof : memref<?xf32>
    memref.dealloc %hoi : memref<?xi32>
    return
  }
}
