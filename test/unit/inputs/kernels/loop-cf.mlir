// A grid-stride loop in cf form with a loop-carried i64 accumulator and an atomic-free partial
// sum per thread (memref.atomic_rmw addf at the end).
gpu.module @loops {
  gpu.func @grid_stride(%in: memref<?xi64>, %out: memref<1xf32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i64
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %dx = gpu.block_dim x
    %gx = gpu.grid_dim x
    %b = arith.muli %bx, %dx : index
    %start = arith.addi %b, %tx : index
    %stride = arith.muli %gx, %dx : index
    cf.br ^head(%start, %z : index, i64)
  ^head(%i: index, %acc: i64):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^done
  ^body:
    %v = memref.load %in[%i] : memref<?xi64>
    %acc2 = arith.addi %acc, %v : i64
    %next = arith.addi %i, %stride : index
    cf.br ^head(%next, %acc2 : index, i64)
  ^done:
    %f = arith.sitofp %acc : i64 to f32
    %old = memref.atomic_rmw addf %f, %out[%c0] : (f32, memref<1xf32>) -> f32
    gpu.return
  }
}
