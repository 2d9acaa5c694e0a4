// A 3-D grid: every thread writes its linear global id, using grid_dim in all three dimensions.
gpu.module @grid3d {
  gpu.func @linear_id(%out: memref<?x?x?xi64>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %bz = gpu.block_id z
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %dz = gpu.block_dim z
    %gx = gpu.grid_dim x
    %gy = gpu.grid_dim y
    %gz = gpu.grid_dim z
    %x0 = arith.muli %bx, %dx : index
    %x = arith.addi %x0, %tx : index
    %y0 = arith.muli %by, %dy : index
    %y = arith.addi %y0, %ty : index
    %z0 = arith.muli %bz, %dz : index
    %z = arith.addi %z0, %tz : index
    %nx = arith.muli %gx, %dx : index
    %ny = arith.muli %gy, %dy : index
    %nz = arith.muli %gz, %dz : index
    %zy = arith.muli %z, %ny : index
    %zy1 = arith.addi %zy, %y : index
    %l0 = arith.muli %zy1, %nx : index
    %l = arith.addi %l0, %x : index
    %li = arith.index_cast %l : index to i64
    %nzi = arith.index_cast %nz : index to i64
    %v = arith.remui %li, %nzi : i64
    memref.store %v, %out[%z, %y, %x] : memref<?x?x?xi64>
    gpu.return
  }
}
