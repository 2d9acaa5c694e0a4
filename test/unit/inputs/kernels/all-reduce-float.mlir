// Uniform gpu.all_reduce of every floating-point kind (op form), one kernel per kind.
gpu.module @all_reduce_float {
  gpu.func @add_f32(%data: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    memref.store %r, %out[%bx] : memref<?xf32>
    gpu.return
  }
  gpu.func @mul_f32(%data: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce mul %v uniform {} : (f32) -> (f32)
    memref.store %r, %out[%bx] : memref<?xf32>
    gpu.return
  }
  gpu.func @minnumf_f32(%data: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce minnumf %v uniform {} : (f32) -> (f32)
    memref.store %r, %out[%bx] : memref<?xf32>
    gpu.return
  }
  gpu.func @maxnumf_f32(%data: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce maxnumf %v uniform {} : (f32) -> (f32)
    memref.store %r, %out[%bx] : memref<?xf32>
    gpu.return
  }
  gpu.func @minimumf_f32(%data: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce minimumf %v uniform {} : (f32) -> (f32)
    memref.store %r, %out[%bx] : memref<?xf32>
    gpu.return
  }
  gpu.func @maximumf_f32(%data: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %r = gpu.all_reduce maximumf %v uniform {} : (f32) -> (f32)
    memref.store %r, %out[%bx] : memref<?xf32>
    gpu.return
  }
}
