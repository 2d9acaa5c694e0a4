// Vector values in a kernel: a vector<4xf32> loaded with vector.load, vector arithmetic with a
// dense constant, and a 1-D vector math.exp unrolled into four libdevice calls.
// LIBDEVICE
gpu.module @vectors {
  gpu.func @vec4(%data: memref<?xf32>) kernel {
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %i = arith.muli %tx, %c4 : index
    %v = vector.load %data[%i] : memref<?xf32>, vector<4xf32>
    %s = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %m = arith.mulf %v, %s : vector<4xf32>
    %f = arith.addf %m, %v : vector<4xf32>
    %e = math.exp %f : vector<4xf32>
    vector.store %e, %data[%i] : memref<?xf32>, vector<4xf32>
    gpu.return
  }
}
