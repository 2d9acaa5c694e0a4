module attributes {gpu.container_module} {
  func.func @f(%h: memref<7xf32>, %d: memref<7xf32, 1>, %v: f32) {
    %t0 = gpu.wait async
    %t2 = gpu.memset async [%t0] %d, %v : memref<7xf32, 1>, f32
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<7xf32>, memref<7xf32, 1>
    gpu.wait [%t3]
    return
  }
}
