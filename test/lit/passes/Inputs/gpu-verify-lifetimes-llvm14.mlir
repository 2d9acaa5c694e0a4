module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @scale(%a: memref<?xf32>) kernel { gpu.return }
  }
  gpu.module @more attributes {gpu.binary = "CUBIN"} {
    gpu.func @fill(%a: memref<?xf32>) kernel { gpu.return }
  }
  builtin.func @join() {
    %t1 = gpu.wait async
    %t2 = gpu.wait async
    %t3 = gpu.wait async [%t1, %t2]
    gpu.wait [%t3]
    return
  }
  builtin.func @run(%n: index, %a: memref<?xf32>) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %m, %a : memref<?xf32>, memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@scale blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>
    gpu.wait [%t4]
    gpu.launch_func @more::@fill blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : memref<?xf32>)
    return
  }
}
