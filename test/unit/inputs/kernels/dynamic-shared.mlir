// Dynamic shared memory: the i8 buffer viewed as f32s; threads reverse their block's slice.
gpu.module @dynsmem {
  gpu.func @reverse(%data: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %dx = gpu.block_dim x
    %tile = memref.view %smem[%c0][%dx] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    %b0 = arith.muli %bx, %dx : index
    %i = arith.addi %b0, %tx : index
    %v = memref.load %data[%i] : memref<?xf32>
    memref.store %v, %tile[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %last = arith.subi %dx, %c1 : index
    %j = arith.subi %last, %tx : index
    %w = memref.load %tile[%j] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %w, %data[%i] : memref<?xf32>
    gpu.return
  }
}
