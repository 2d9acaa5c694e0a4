// gpu.printf with no argument, with integer, index, f16/f32 (extended to f64) arguments, two
// formats in one module.
gpu.module @printing {
  gpu.func @hello(%x: f32, %h: f16, %n: i64) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %ti = arith.index_cast %tx : index to i32
    gpu.printf "hello\n"
    gpu.printf "block %lld thread %d x=%f h=%f n=%lld\n" %bx, %ti, %x, %h, %n : index, i32, f32, f16, i64
    gpu.return
  }
}
