// Uniform gpu.all_reduce in region form: a region with one block (a mixed max of squares) and
// one with several blocks (a branch inside the accumulator), plus an op-form one on i64 in the
// same kernel (each gets its own workgroup buffer).
gpu.module @all_reduce_region {
  gpu.func @regions(%data: memref<?xf32>, %ints: memref<?xi64>, %out: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce %v uniform {
    ^bb(%lhs : f32, %rhs : f32):
      %sq = arith.mulf %rhs, %rhs : f32
      %m = arith.maximumf %lhs, %sq : f32
      "gpu.yield"(%m) : (f32) -> ()
    } : (f32) -> (f32)
    %w = gpu.all_reduce %r uniform {
    ^bb(%lhs : f32, %rhs : f32):
      %lt = arith.cmpf olt, %lhs, %rhs : f32
      cf.cond_br %lt, ^small, ^large
    ^small:
      "gpu.yield"(%rhs) : (f32) -> ()
    ^large:
      %s = arith.addf %lhs, %rhs : f32
      "gpu.yield"(%s) : (f32) -> ()
    } : (f32) -> (f32)
    %i = memref.load %ints[%tx] : memref<?xi64>
    %si = gpu.all_reduce add %i uniform {} : (i64) -> (i64)
    memref.store %si, %ints[%c0] : memref<?xi64>
    memref.store %w, %out[%c0] : memref<?xf32>
    gpu.return
  }
}
