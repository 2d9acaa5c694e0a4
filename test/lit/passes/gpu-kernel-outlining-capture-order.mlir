// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Kernel arguments follow the first use in a post-order walk of the body:
// values used inside nested regions come before the operands of the op that
// holds the region.
func.func @order(%m: memref<?xf32>, %lb: index, %ub: index, %step: index, %c: i1,
                 %f: f32, %g: f32, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    scf.for %i = %lb to %ub step %step {
      scf.if %c {
        memref.store %f, %m[%i] : memref<?xf32>
      } else {
        memref.store %g, %m[%tx] : memref<?xf32>
      }
    }
    %v = memref.load %m[%n] : memref<?xf32>
    gpu.terminator
  }
  return
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @order(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: i1, %arg5: f32, %arg6: f32, %arg7: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch_func  @order_kernel::@order_kernel blocks in (%arg7, %c1, %c1) threads in (%arg7, %c1, %c1)  args(%arg5 : f32, %arg0 : memref<?xf32>, %arg6 : f32, %arg4 : i1, %arg1 : index, %arg2 : index, %arg3 : index, %arg7 : index)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @order_kernel {
// CHECK-NEXT:    gpu.func @order_kernel(%arg0: f32, %arg1: memref<?xf32>, %arg2: f32, %arg3: i1, %arg4: index, %arg5: index, %arg6: index, %arg7: index) kernel {
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
// CHECK-NEXT:      scf.for %arg8 = %arg4 to %arg5 step %arg6 {
// CHECK-NEXT:        scf.if %arg3 {
// CHECK-NEXT:          memref.store %arg0, %arg1[%arg8] : memref<?xf32>
// CHECK-NEXT:        } else {
// CHECK-NEXT:          memref.store %arg2, %arg1[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      %0 = memref.load %arg1[%arg7] : memref<?xf32>
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
