// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Symbols used by the kernel are cloned into its gpu.module, transitively:
// callees (in MLIR's symbol-use order) and globals.
module {
  memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  func.func private @leaf(%x: f32) -> f32 {
    %t = memref.get_global @table : memref<4xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %t[%c0] : memref<4xf32>
    %r = arith.addf %x, %v : f32
    return %r : f32
  }
  func.func private @mid(%x: f32) -> f32 {
    %a = func.call @leaf(%x) : (f32) -> f32
    %b = func.call @leaf(%a) : (f32) -> f32
    return %b : f32
  }
  func.func private @other(%x: f32) -> f32 {
    return %x : f32
  }
  func.func @host(%m: memref<?xf32>, %c: i1) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %m[%tx] : memref<?xf32>
      %w = scf.if %c -> f32 {
        %p = func.call @other(%v) : (f32) -> f32
        scf.yield %p : f32
      } else {
        scf.yield %v : f32
      }
      %r = func.call @mid(%w) : (f32) -> f32
      memref.store %r, %m[%tx] : memref<?xf32>
      gpu.terminator
    }
    return
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT:  func.func private @leaf(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = memref.get_global @table : memref<4xf32>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %1 = memref.load %0[%c0] : memref<4xf32>
// CHECK-NEXT:    %2 = arith.addf %arg0, %1 : f32
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @mid(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = call @leaf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %1 = call @leaf(%0) : (f32) -> f32
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @other(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @host(%arg0: memref<?xf32>, %arg1: i1) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch_func  @host_kernel::@host_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : i1)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @host_kernel {
// CHECK-NEXT:    gpu.func @host_kernel(%arg0: memref<?xf32>, %arg1: i1) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
// CHECK-NEXT:      %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT:        %3 = func.call @other(%0) : (f32) -> f32
// CHECK-NEXT:        scf.yield %3 : f32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %0 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      %2 = func.call @mid(%1) : (f32) -> f32
// CHECK-NEXT:      memref.store %2, %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @mid(%arg0: f32) -> f32 {
// CHECK-NEXT:      %0 = call @leaf(%arg0) : (f32) -> f32
// CHECK-NEXT:      %1 = call @leaf(%0) : (f32) -> f32
// CHECK-NEXT:      return %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @other(%arg0: f32) -> f32 {
// CHECK-NEXT:      return %arg0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @leaf(%arg0: f32) -> f32 {
// CHECK-NEXT:      %0 = memref.get_global @table : memref<4xf32>
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %1 = memref.load %0[%c0] : memref<4xf32>
// CHECK-NEXT:      %2 = arith.addf %arg0, %1 : f32
// CHECK-NEXT:      return %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT:  }
// CHECK-NEXT:}
