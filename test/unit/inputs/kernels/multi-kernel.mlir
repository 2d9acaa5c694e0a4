// Several kernels and a device function in one module: the device function is called by two
// kernels; lane_id, a known grid size and a private attribution.
gpu.module @several {
  func.func @helper(%a: i32, %b: i32) -> i32 {
    %s = arith.addi %a, %b : i32
    %m = arith.muli %s, %a : i32
    return %m : i32
  }
  gpu.func @first(%out: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %r = func.call @helper(%l, %l) : (i32, i32) -> i32
    memref.store %r, %out[%tx] : memref<?xi32>
    gpu.return
  }
  gpu.func @second(%out: memref<?xi32>, %k: i32) private(%tmp : memref<4xi32, #gpu.address_space<private>>) kernel
      attributes {known_grid_size = array<i32: 8, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %r = func.call @helper(%k, %k) : (i32, i32) -> i32
    memref.store %r, %tmp[%c0] : memref<4xi32, #gpu.address_space<private>>
    %t = memref.load %tmp[%c0] : memref<4xi32, #gpu.address_space<private>>
    memref.store %t, %out[%tx] : memref<?xi32>
    gpu.return
  }
  gpu.func @third(%out: memref<16xf32>) kernel {
    %tx = gpu.thread_id x
    %gx = gpu.grid_dim x
    %g = arith.index_cast %gx : index to i64
    %f = arith.uitofp %g : i64 to f32
    memref.store %f, %out[%tx] : memref<16xf32>
    gpu.return
  }
}
