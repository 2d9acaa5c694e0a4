// Every gpu op whose lowering calls the runtime (test/unit/runtime/test_abi.py compares the
// mgpu* declarations mlir-opt-19 --gpu-to-llvm writes for it with gpuopt/abi.py).
module attributes {gpu.container_module} {
  func.func @main(%a: memref<?xf32>, %b: memref<?xi16>, %n: index, %v: f32, %w: i16) {
    %t0 = gpu.wait async
    %m, %t3 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %m, %a : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memset async [%t4] %m, %v : memref<?xf32>, f32
    %t6 = gpu.memset async [%t5] %b, %w : memref<?xi16>, i16
    %t7 = gpu.dealloc async [%t6] %m : memref<?xf32>
    gpu.wait [%t7]
    %u = memref.cast %a : memref<?xf32> to memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    gpu.host_unregister %u : memref<*xf32>
    %c = arith.constant 0 : i32
    gpu.set_default_device %c
    return
  }
}
