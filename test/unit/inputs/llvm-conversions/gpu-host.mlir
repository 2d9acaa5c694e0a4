module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<64xf32>, %f: f32) kernel {
      %tx = gpu.thread_id x
      memref.store %f, %m[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%h: memref<64xf32>, %f: f32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<64xf32>
    %t2 = gpu.memcpy async [%t1] %d, %h : memref<64xf32>, memref<64xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%d : memref<64xf32>, %f : f32)
    %t4 = gpu.memset async [%t3] %d, %f : memref<64xf32>, f32
    %t5 = gpu.dealloc async [%t4] %d : memref<64xf32>
    gpu.wait [%t5]
    %e = gpu.alloc host_shared () : memref<8xi32>
    return
  }
}
