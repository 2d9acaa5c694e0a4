// RUN: not gpuopt %s --gpu-async-region 2>&1 | FileCheck %s

// gpu-async-region works on gpu.launch_func: a gpu.launch is an error at the
// launch (mlir-opt-19 words it the same way); outline first.

// CHECK: {{.*}}gpu-async-region-launch-error.mlir:14:5: error: 'gpu.launch' op replace with gpu.launch_func first
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @not_outlined(%n: index) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      gpu.terminator
    }
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
