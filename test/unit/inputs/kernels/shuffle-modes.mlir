// gpu.shuffle in each mode (xor, up, down, idx) on i32 and f32, with and without the validity
// result, and with a width computed at run time.
gpu.module @shuffles {
  gpu.func @all_modes(%ints: memref<?xi32>, %floats: memref<?xf32>, %flags: memref<?xi1>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %one = arith.constant 1 : i32
    %four = arith.constant 4 : i32
    %w32 = arith.constant 32 : i32
    %w16 = arith.constant 16 : i32
    %tx = gpu.thread_id x
    %x = memref.load %ints[%tx] : memref<?xi32>
    %f = memref.load %floats[%tx] : memref<?xf32>
    %a, %va = gpu.shuffle xor %x, %one, %w32 : i32
    %b, %vb = gpu.shuffle up %f, %four, %w16 : f32
    %c, %vc = gpu.shuffle down %a, %one, %w32 : i32
    %dx = gpu.block_dim x
    %dxi = arith.index_cast %dx : index to i32
    %d, %vd = gpu.shuffle idx %b, %four, %dxi : f32
    %s = arith.addi %a, %c : i32
    memref.store %s, %ints[%tx] : memref<?xi32>
    memref.store %d, %floats[%tx] : memref<?xf32>
    %both = arith.andi %vb, %vd : i1
    memref.store %both, %flags[%tx] : memref<?xi1>
    gpu.return
  }
}
