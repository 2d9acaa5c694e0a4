// Warp reductions as CUDA users write them with __shfl_xor_sync (a butterfly: every lane ends
// with the sum, i32) and __shfl_down_sync (lane 0 ends with it, f32), then one value per warp
// through shared memory and a barrier; and i64 index arithmetic (`size_t i = n - tid`, a
// product past 2^32 reduced mod a prime) feeding a store's index.
gpu.module @warp {
  gpu.func @reduce(%oi: memref<?xi32>, %of: memref<?xf32>)
      workgroup(%part: memref<2xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %w32 = arith.constant 32 : i32
    %s16 = arith.constant 16 : i32
    %s8 = arith.constant 8 : i32
    %s1 = arith.constant 1 : i32
    %tx = gpu.thread_id x
    %warp = arith.divui %tx, %c32 : index
    %lane = arith.remui %tx, %c32 : index
    %t = arith.index_cast %tx : index to i32
    %x = arith.muli %t, %t : i32
    %x1, %v1 = gpu.shuffle xor %x, %s16, %w32 : i32
    %a1 = arith.addi %x, %x1 : i32
    %x2, %v2 = gpu.shuffle xor %a1, %s8, %w32 : i32
    %a2 = arith.addi %a1, %x2 : i32
    %x3, %v3 = gpu.shuffle xor %a2, %s1, %w32 : i32
    %a3 = arith.addi %a2, %x3 : i32
    %f = arith.sitofp %t : i32 to f32
    %d1, %u1 = gpu.shuffle down %f, %s16, %w32 : f32
    %b1 = arith.addf %f, %d1 : f32
    %d2, %u2 = gpu.shuffle down %b1, %s8, %w32 : f32
    %b2 = arith.addf %b1, %d2 : f32
    %d3, %u3 = gpu.shuffle down %b2, %s1, %w32 : f32
    %b3 = arith.addf %b2, %d3 : f32
    %is5 = arith.cmpi eq, %lane, %c5 : index
    cf.cond_br %is5, ^int, ^lane0
  ^int:
    memref.store %a3, %oi[%warp] : memref<?xi32>
    cf.br ^lane0
  ^lane0:
    %is0 = arith.cmpi eq, %lane, %c0 : index
    cf.cond_br %is0, ^stage, ^sync
  ^stage:
    memref.store %b3, %part[%warp] : memref<2xf32, #gpu.address_space<workgroup>>
    cf.br ^sync
  ^sync:
    gpu.barrier
    %first = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %first, ^sum, ^done
  ^sum:
    %p0 = memref.load %part[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
    %p1 = memref.load %part[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %p0, %p1 : f32
    memref.store %s, %of[%c0] : memref<?xf32>
    cf.br ^done
  ^done:
    gpu.return
  }
  gpu.func @index64(%out: memref<?xi64>, %h: memref<?xf16>, %n: i64) kernel {
    %big = arith.constant 3000000007 : i64
    %mod = arith.constant 1000003 : i64
    %half = arith.constant 0.5 : f16
    %tx = gpu.thread_id x
    %t64 = arith.index_castui %tx : index to i64
    %i = arith.subi %n, %t64 : i64
    %p = arith.muli %i, %big : i64
    %r = arith.remsi %p, %mod : i64
    %ix = arith.index_cast %i : i64 to index
    memref.store %r, %out[%ix] : memref<?xi64>
    %rf = arith.sitofp %r : i64 to f16
    %hv = arith.mulf %rf, %half : f16
    memref.store %hv, %h[%tx] : memref<?xf16>
    gpu.return
  }
}
