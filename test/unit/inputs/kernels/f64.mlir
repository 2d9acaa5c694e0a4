// f64 arithmetic: multiply-add, division, comparisons and selects, conversions to integers.
gpu.module @double {
  gpu.func @fma_clamp(%x: memref<?xf64>, %y: memref<?xf64>, %lo: f64, %hi: f64, %idx: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %xv = memref.load %x[%tx] : memref<?xf64>
    %yv = memref.load %y[%tx] : memref<?xf64>
    %p = arith.mulf %xv, %yv : f64
    %f = arith.addf %p, %lo : f64
    %q = arith.divf %f, %hi : f64
    %below = arith.cmpf olt, %q, %lo : f64
    %c1 = arith.select %below, %lo, %q : f64
    %above = arith.cmpf ogt, %c1, %hi : f64
    %c2 = arith.select %above, %hi, %c1 : f64
    memref.store %c2, %y[%tx] : memref<?xf64>
    %i = arith.fptosi %c2 : f64 to i32
    memref.store %i, %idx[%tx] : memref<?xi32>
    gpu.return
  }
}
