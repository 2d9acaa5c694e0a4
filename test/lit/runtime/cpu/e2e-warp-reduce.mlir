// End to end on the cpu device: warp reductions written with gpu.shuffle, as CUDA users write
// them with __shfl_xor_sync / __shfl_down_sync, in one block of 64 threads (2 warps):
//   xor (butterfly, offsets 16, 8, 4, 2, 1) of i32 x[t] = t * t: every lane of warp w holds the
//   warp's sum; lane 5 writes it: warp 0 = 0^2 + ... + 31^2 = 10416, warp 1 = 32^2 + ... + 63^2
//   = 74928.
//   down (offsets 16 ... 1) of f32 t: lane 0 holds the sum; warp 0 = 496, warp 1 = 1520. Then
//   lane 0 of each warp stages its sum in shared memory and, after a barrier, thread 0 adds the
//   two: 2016.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t 2>&1 && FileCheck %s < %t

// CHECK-NOT: error
// CHECK: 10416
// CHECK-NEXT: 74928
// CHECK-NEXT: 496
// CHECK-NEXT: 1520
// CHECK-NEXT: 2016
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @reduce(%oi: memref<?xi32>, %of: memref<?xf32>)
        workgroup(%part: memref<2xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c5 = arith.constant 5 : index
      %c32 = arith.constant 32 : index
      %w32 = arith.constant 32 : i32
      %tx = gpu.thread_id x
      %warp = arith.divui %tx, %c32 : index
      %lane = arith.remui %tx, %c32 : index
      %t = arith.index_cast %tx : index to i32
      %x = arith.muli %t, %t : i32
      %s16 = arith.constant 16 : i32
      %s8 = arith.constant 8 : i32
      %s4 = arith.constant 4 : i32
      %s2 = arith.constant 2 : i32
      %s1 = arith.constant 1 : i32
      %x1, %v1 = gpu.shuffle xor %x, %s16, %w32 : i32
      %a1 = arith.addi %x, %x1 : i32
      %x2, %v2 = gpu.shuffle xor %a1, %s8, %w32 : i32
      %a2 = arith.addi %a1, %x2 : i32
      %x3, %v3 = gpu.shuffle xor %a2, %s4, %w32 : i32
      %a3 = arith.addi %a2, %x3 : i32
      %x4, %v4 = gpu.shuffle xor %a3, %s2, %w32 : i32
      %a4 = arith.addi %a3, %x4 : i32
      %x5, %v5 = gpu.shuffle xor %a4, %s1, %w32 : i32
      %a5 = arith.addi %a4, %x5 : i32
      %is5 = arith.cmpi eq, %lane, %c5 : index
      scf.if %is5 {
        memref.store %a5, %oi[%warp] : memref<?xi32>
      }
      %f = arith.sitofp %t : i32 to f32
      %d1, %u1 = gpu.shuffle down %f, %s16, %w32 : f32
      %b1 = arith.addf %f, %d1 : f32
      %d2, %u2 = gpu.shuffle down %b1, %s8, %w32 : f32
      %b2 = arith.addf %b1, %d2 : f32
      %d3, %u3 = gpu.shuffle down %b2, %s4, %w32 : f32
      %b3 = arith.addf %b2, %d3 : f32
      %d4, %u4 = gpu.shuffle down %b3, %s2, %w32 : f32
      %b4 = arith.addf %b3, %d4 : f32
      %d5, %u5 = gpu.shuffle down %b4, %s1, %w32 : f32
      %b5 = arith.addf %b4, %d5 : f32
      %is0 = arith.cmpi eq, %lane, %c0 : index
      scf.if %is0 {
        memref.store %b5, %of[%warp] : memref<?xf32>
        memref.store %b5, %part[%warp] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %p0 = memref.load %part[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
        %p1 = memref.load %part[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %p0, %p1 : f32
        memref.store %s, %of[%c2] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c64 = arith.constant 64 : index
    %hi = memref.alloc(%c2) : memref<?xi32>
    %hf = memref.alloc(%c3) : memref<?xf32>
    %di = gpu.alloc (%c2) : memref<?xi32>
    %df = gpu.alloc (%c3) : memref<?xf32>
    gpu.launch_func @k::@reduce blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%di : memref<?xi32>, %df : memref<?xf32>)
    gpu.memcpy %hi, %di : memref<?xi32>, memref<?xi32>
    gpu.memcpy %hf, %df : memref<?xf32>, memref<?xf32>
    %i0 = memref.load %hi[%c0] : memref<?xi32>
    vector.print %i0 : i32
    %i1 = memref.load %hi[%c1] : memref<?xi32>
    vector.print %i1 : i32
    %f0 = memref.load %hf[%c0] : memref<?xf32>
    vector.print %f0 : f32
    %f1 = memref.load %hf[%c1] : memref<?xf32>
    vector.print %f1 : f32
    %f2 = memref.load %hf[%c2] : memref<?xf32>
    vector.print %f2 : f32
    gpu.dealloc %di : memref<?xi32>
    gpu.dealloc %df : memref<?xf32>
    memref.dealloc %hi : memref<?xi32>
    memref.dealloc %hf : memref<?xf32>
    return
  }
}
