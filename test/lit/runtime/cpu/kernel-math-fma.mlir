// math.fma in a kernel (found by the kernels helper): convert-gpu-to-nvvm leaves it (no
// libdevice call for it, as in mlir-opt-19) and LLVM 19's pipeline lowers it in gpu-to-llvm,
// before the binary is made; gpuopt's gpu-module-to-binary lowers it first. fma(3, 3, 3) = 12.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak | FileCheck %s
// CHECK: 12
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: f32, %out: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %r = math.fma %a, %a, %a : f32
      memref.store %r, %out[%c0] : memref<1xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %f = arith.constant 3.0 : f32
    %h = memref.alloc() : memref<1xf32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<1xf32>
    %t2 = gpu.launch_func async [%t1] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%f : f32, %d : memref<1xf32>)
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<1xf32>, memref<1xf32>
    %t4 = gpu.dealloc async [%t3] %d : memref<1xf32>
    gpu.wait [%t4]
    %v = memref.load %h[%c0] : memref<1xf32>
    vector.print %v : f32
    return
  }
}
