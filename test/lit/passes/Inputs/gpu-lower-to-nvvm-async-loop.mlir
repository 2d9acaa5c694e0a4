// Device buffers, copies and a loop of async launches carrying the token (mlir-opt-19 fails on
// it: its convert-nvgpu-to-nvvm cannot convert the scf.for; gpuopt leaves the loop to
// --convert-gpu-to-llvm).
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @inc(%x: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<?xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %x[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %h = memref.alloc(%c32) : memref<?xf32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%c32) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %d, %h : memref<?xf32>, memref<?xf32>
    %t3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %t2) -> (!gpu.async.token) {
      %tn = gpu.launch_func async [%t] @k::@inc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%d : memref<?xf32>)
      scf.yield %tn : !gpu.async.token
    }
    %t4 = gpu.memcpy async [%t3] %h, %d : memref<?xf32>, memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %d : memref<?xf32>
    gpu.wait [%t5]
    memref.dealloc %h : memref<?xf32>
    return
  }
}
