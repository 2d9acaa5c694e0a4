module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<64xf32>, %f: f32, %i: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
      %tx = gpu.thread_id x
      %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %v = memref.view %d[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      gpu.printf "%d %f %d\n" %tx, %f, %i : index, f32, i32
      gpu.return
    }
  }
}
