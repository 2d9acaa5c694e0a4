// 64-bit shuffles (i64 and f64), which the pass splits into two 32-bit shuffles first.
gpu.module @shuffles64 {
  gpu.func @wide(%ints: memref<?xi64>, %floats: memref<?xf64>) kernel {
    %off = arith.constant 2 : i32
    %width = arith.constant 32 : i32
    %tx = gpu.thread_id x
    %x = memref.load %ints[%tx] : memref<?xi64>
    %f = memref.load %floats[%tx] : memref<?xf64>
    %a, %va = gpu.shuffle down %x, %off, %width : i64
    %b, %vb = gpu.shuffle xor %f, %off, %width : f64
    %a2 = arith.select %va, %a, %x : i64
    %b2 = arith.select %vb, %b, %f : f64
    memref.store %a2, %ints[%tx] : memref<?xi64>
    memref.store %b2, %floats[%tx] : memref<?xf64>
    gpu.return
  }
}
