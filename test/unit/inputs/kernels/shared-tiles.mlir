// Shared memory as CUDA kernels lay it out: a tiled matrix product staging 4 x 4 tiles of A and
// B in workgroup memref.globals of the gpu.module (`__shared__ float ta[4][4]`), a barrier
// after loading each pair and after using it; and a kernel viewing dynamic shared memory at
// two non-zero byte offsets (`extern __shared__ char buf[]` cut into arrays).
gpu.module @tiles {
  memref.global "private" @ta : memref<4x4xf32, #gpu.address_space<workgroup>>
  memref.global "private" @tb : memref<4x4xf32, #gpu.address_space<workgroup>>
  gpu.func @matmul(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %ta = memref.get_global @ta : memref<4x4xf32, #gpu.address_space<workgroup>>
    %tb = memref.get_global @tb : memref<4x4xf32, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %r0 = arith.muli %by, %c4 : index
    %row = arith.addi %r0, %ty : index
    %q0 = arith.muli %bx, %c4 : index
    %col = arith.addi %q0, %tx : index
    cf.br ^tile(%c0, %zero : index, f32)
  ^tile(%t: index, %acc: f32):
    %more = arith.cmpi ult, %t, %c2 : index
    cf.cond_br %more, ^load, ^done
  ^load:
    %k0 = arith.muli %t, %c4 : index
    %ka = arith.addi %k0, %tx : index
    %kb = arith.addi %k0, %ty : index
    %va = memref.load %a[%row, %ka] : memref<8x8xf32>
    memref.store %va, %ta[%ty, %tx] : memref<4x4xf32, #gpu.address_space<workgroup>>
    %vb = memref.load %b[%kb, %col] : memref<8x8xf32>
    memref.store %vb, %tb[%ty, %tx] : memref<4x4xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    cf.br ^dot(%c0, %acc : index, f32)
  ^dot(%k: index, %p: f32):
    %inner = arith.cmpi ult, %k, %c4 : index
    cf.cond_br %inner, ^mac, ^next
  ^mac:
    %x = memref.load %ta[%ty, %k] : memref<4x4xf32, #gpu.address_space<workgroup>>
    %y = memref.load %tb[%k, %tx] : memref<4x4xf32, #gpu.address_space<workgroup>>
    %xy = arith.mulf %x, %y : f32
    %s = arith.addf %p, %xy : f32
    %k1 = arith.addi %k, %c1 : index
    cf.br ^dot(%k1, %s : index, f32)
  ^next:
    gpu.barrier
    %t1 = arith.addi %t, %c1 : index
    cf.br ^tile(%t1, %p : index, f32)
  ^done:
    memref.store %acc, %c[%row, %col] : memref<8x8xf32>
    gpu.return
  }
  gpu.func @two_views(%d: memref<?xf32>, %out: memref<?xf32>) kernel {
    %c8 = arith.constant 8 : index
    %c72 = arith.constant 72 : index
    %c15 = arith.constant 15 : index
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %dx = gpu.block_dim x
    %lo = memref.view %smem[%c8][%dx] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    %hi = memref.view %smem[%c72][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16xi32, #gpu.address_space<workgroup>>
    %v = memref.load %d[%tx] : memref<?xf32>
    memref.store %v, %lo[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %t = arith.index_cast %tx : index to i32
    memref.store %t, %hi[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j = arith.subi %c15, %tx : index
    %w = memref.load %lo[%j] : memref<?xf32, #gpu.address_space<workgroup>>
    %u = memref.load %hi[%j] : memref<16xi32, #gpu.address_space<workgroup>>
    %uf = arith.sitofp %u : i32 to f32
    %s = arith.addf %w, %uf : f32
    memref.store %s, %out[%tx] : memref<?xf32>
    gpu.return
  }
}
