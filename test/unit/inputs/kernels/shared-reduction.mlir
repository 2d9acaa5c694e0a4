// A block-wide sum through a workgroup attribution: each thread stores its value, then a tree
// of halving steps with gpu.barrier between them; thread 0 writes the block's sum.
gpu.module @reduce {
  gpu.func @block_sum(%in: memref<?xf32>, %out: memref<?xf32>)
      workgroup(%buf : memref<256xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %base = arith.muli %bx, %c256 : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %in[%i] : memref<?xf32>
    memref.store %v, %buf[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    cf.br ^loop(%c128 : index)
  ^loop(%s: index):
    %more = arith.cmpi ugt, %s, %c0 : index
    cf.cond_br %more, ^step, ^done
  ^step:
    %active = arith.cmpi ult, %tx, %s : index
    cf.cond_br %active, ^add, ^sync
  ^add:
    %j = arith.addi %tx, %s : index
    %p = memref.load %buf[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %q = memref.load %buf[%j] : memref<256xf32, #gpu.address_space<workgroup>>
    %r = arith.addf %p, %q : f32
    memref.store %r, %buf[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    cf.br ^sync
  ^sync:
    gpu.barrier
    %h = arith.shrui %s, %c1 : index
    cf.br ^loop(%h : index)
  ^done:
    %first = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %first, ^write, ^exit
  ^write:
    %sum = memref.load %buf[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %sum, %out[%bx] : memref<?xf32>
    cf.br ^exit
  ^exit:
    gpu.return
  }
}
