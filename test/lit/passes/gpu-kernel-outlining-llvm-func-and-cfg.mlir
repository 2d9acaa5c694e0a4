// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// A launch in an llvm.func (every top-level symbol is walked) and one in a
// non-entry block of a func.func, with device-side ops in the body.
module {
  llvm.func @lf(%n: i64) {
    %c = builtin.unrealized_conversion_cast %n : i64 to index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
      gpu.terminator
    }
    llvm.return
  }
  func.func @cfgf(%m: memref<?xf32>, %b: i1) {
    %c1 = arith.constant 1 : index
    %c1i = arith.constant 1 : i32
    cf.cond_br %b, ^bb1(%c1 : index), ^bb2
  ^bb1(%x: index):
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %x, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %m[%x] : memref<?xf32>
      gpu.printf "v=%f\n" %v : f32
      %s = gpu.all_reduce add %v uniform {} : (f32) -> f32
      %sh, %valid = gpu.shuffle xor %v, %c1i, %c1i : f32
      gpu.terminator
    }
    cf.br ^bb2
  ^bb2:
    return
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  llvm.func @lf(%arg0: i64) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:    gpu.launch_func  @lf_kernel::@lf_kernel blocks in (%0, %0, %0) threads in (%0, %0, %0){{  }}
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @lf_kernel {
// CHECK-NEXT:    gpu.func @lf_kernel() kernel {
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
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cfgf(%arg0: memref<?xf32>, %arg1: i1) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%c1 : index), ^bb2
// CHECK-NEXT:  ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT:    gpu.launch_func  @cfgf_kernel::@cfgf_kernel blocks in (%0, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<?xf32>, %0 : index, %c1_i32 : i32)
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @cfgf_kernel {
// CHECK-NEXT:    gpu.func @cfgf_kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: i32) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:      gpu.printf "v=%f\0A" %0 : f32
// CHECK-NEXT:      %1 = gpu.all_reduce  add %0 uniform {
// CHECK-NEXT:      } : (f32) -> f32
// CHECK-NEXT:      %shuffleResult, %valid = gpu.shuffle  xor %0, %arg2, %arg2 : f32
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
