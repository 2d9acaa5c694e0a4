// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// A body with several blocks: the entry block's ops join the kernel's entry
// block after the id ops; every gpu.terminator becomes gpu.return.
func.func @cfg(%m: memref<?xf32>, %flag: i1, %f: f32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<?xf32>
    cf.cond_br %flag, ^bb1(%v : f32), ^bb2
  ^bb1(%a: f32):
    %s = arith.addf %a, %f : f32
    memref.store %s, %m[%tx] : memref<?xf32>
    cf.br ^bb2
  ^bb2:
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @cfg(%arg0: memref<?xf32>, %arg1: i1, %arg2: f32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch_func  @cfg_kernel::@cfg_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : i1, %arg2 : f32)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @cfg_kernel {
// CHECK-NEXT:    gpu.func @cfg_kernel(%arg0: memref<?xf32>, %arg1: i1, %arg2: f32) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      cf.cond_br %arg1, ^bb1(%0 : f32), ^bb2
// CHECK-NEXT:    ^bb1(%1: f32):  // pred: ^bb0
// CHECK-NEXT:      %2 = arith.addf %1, %arg2 : f32
// CHECK-NEXT:      memref.store %2, %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      cf.br ^bb2
// CHECK-NEXT:    ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
