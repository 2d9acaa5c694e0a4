// A 2-D grid over a static 64x128 i32 matrix: out = max(a, b) + (row xor col).
gpu.module @grid2d {
  gpu.func @max_xor(%a: memref<64x128xi32>, %b: memref<64x128xi32>, %out: memref<64x128xi32>) kernel
      attributes {known_block_size = array<i32: 16, 8, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %c0 = arith.muli %bx, %dx : index
    %col = arith.addi %c0, %tx : index
    %r0 = arith.muli %by, %dy : index
    %row = arith.addi %r0, %ty : index
    %x = memref.load %a[%row, %col] : memref<64x128xi32>
    %y = memref.load %b[%row, %col] : memref<64x128xi32>
    %m = arith.maxsi %x, %y : i32
    %k = arith.xori %row, %col : index
    %ki = arith.index_cast %k : index to i32
    %r = arith.addi %m, %ki : i32
    memref.store %r, %out[%row, %col] : memref<64x128xi32>
    gpu.return
  }
}
