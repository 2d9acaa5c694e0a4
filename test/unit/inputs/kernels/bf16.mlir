// bf16 as CUDA's __nv_bfloat16: f32 and f64 rounded to bf16, bf16 arithmetic (a scaled sum,
// the host of the cpu device computes it in f32 and rounds back), stored as bf16 and widened
// back to f32.
gpu.module @bf {
  gpu.func @axpy_bf16(%x: memref<?xf32>, %d: memref<?xf64>, %y: memref<?xbf16>,
                      %w: memref<?xf32>, %a: f32) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %dx = gpu.block_dim x
    %b0 = arith.muli %bx, %dx : index
    %i = arith.addi %b0, %tx : index
    %xv = memref.load %x[%i] : memref<?xf32>
    %xb = arith.truncf %xv : f32 to bf16
    %ab = arith.truncf %a : f32 to bf16
    %dv = memref.load %d[%i] : memref<?xf64>
    %db = arith.truncf %dv : f64 to bf16
    %p = arith.mulf %ab, %xb : bf16
    %s = arith.addf %p, %db : bf16
    memref.store %s, %y[%i] : memref<?xbf16>
    %wide = arith.extf %s : bf16 to f32
    memref.store %wide, %w[%i] : memref<?xf32>
    gpu.return
  }
}
