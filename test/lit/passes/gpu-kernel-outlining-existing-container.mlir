// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// A module that already has kernels and launch_funcs: existing symbols stay,
// new modules go right after each function.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @mixed(%n: index, %a: f32) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : f32)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      %b = arith.addf %a, %a : f32
      gpu.terminator
    }
    return
  }
  gpu.module @tail {
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: f32) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @mixed(%arg0: index, %arg1: f32) {
// CHECK-NEXT:    gpu.launch_func  @kernels::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)
// CHECK-NEXT:    gpu.launch_func  @mixed_kernel::@mixed_kernel blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @mixed_kernel {
// CHECK-NEXT:    gpu.func @mixed_kernel(%arg0: f32) kernel {
// CHECK-NEXT:      %block_id_x = gpu.block_id  x
// CHECK-NEXT:      %block_id_y = gpu.block_id  y
// CHECK-NEXT:      %block_id_z = gpu.block_id  z
// CHECK-NEXT:      %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:      %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:      %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:      %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:      %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:      %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:      %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:      %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:      %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:      %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @tail {
// CHECK-NEXT:  }
// CHECK-NEXT:}
