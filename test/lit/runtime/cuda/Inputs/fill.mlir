// The program of the CUDA device tests: 8 threads of 2 blocks write out[i] = 3 * i + 1 into
// device memory, copied back: out[0] = 1, out[7] = 22, sum = 3 * 28 + 8 = 92.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%out: memref<8xi32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %1 = arith.muli %i, %c3 : index
      %2 = arith.addi %1, %c1 : index
      %v = arith.index_cast %2 : index to i32
      memref.store %v, %out[%i] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %host = memref.alloc() : memref<8xi32>
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<8xi32>
    %t2 = gpu.launch_func async [%t1] @k::@fill blocks in (%c2, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%dev : memref<8xi32>)
    %t3 = gpu.memcpy async [%t2] %host, %dev : memref<8xi32>, memref<8xi32>
    %t4 = gpu.dealloc async [%t3] %dev : memref<8xi32>
    gpu.wait [%t4]
    %first = memref.load %host[%c0] : memref<8xi32>
    %last = memref.load %host[%c7] : memref<8xi32>
    %zero = arith.constant 0 : i32
    %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (i32) {
      %v = memref.load %host[%i] : memref<8xi32>
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    vector.print %first : i32
    vector.print %last : i32
    vector.print %sum : i32
    memref.dealloc %host : memref<8xi32>
    return
  }
}
