// Uniform gpu.all_reduce of every integer kind (op form), one kernel per kind.
gpu.module @all_reduce_int {
  gpu.func @add_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @mul_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce mul %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @minui_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce minui %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @minsi_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce minsi %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @maxui_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce maxui %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @maxsi_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce maxsi %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @and_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce and %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @or_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce or %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
  gpu.func @xor_i32(%data: memref<?xi32>, %out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %r = gpu.all_reduce xor %v uniform {} : (i32) -> (i32)
    memref.store %r, %out[%bx] : memref<?xi32>
    gpu.return
  }
}
