// End to end on the cpu device: a 2D grid, blocks (2, 3) of threads (4, 2), covering an 8 x 6
// image; each thread writes out[row * 8 + col] = 100 * row + col with col = bx * 4 + tx and
// row = by * 2 + ty. out[9] = 101, out[47] = 507; the sum is 8 * 100 * (0 + ... + 5) +
// 6 * (0 + ... + 7) = 12000 + 168 = 12168. The grid and block sizes seen in a kernel
// (grid_dim y = 3, block_dim y = 2) are stored in out2.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 101
// CHECK-NEXT: 507
// CHECK-NEXT: 12168
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @img(%out: memref<?xi32>, %dims: memref<?xi32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %gx = gpu.grid_dim x
      %gy = gpu.grid_dim y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c100 = arith.constant 100 : index
      %0 = arith.muli %bx, %dx : index
      %col = arith.addi %0, %tx : index
      %1 = arith.muli %by, %dy : index
      %row = arith.addi %1, %ty : index
      %w = arith.muli %gx, %dx : index
      %2 = arith.muli %row, %w : index
      %i = arith.addi %2, %col : index
      %3 = arith.muli %row, %c100 : index
      %v = arith.addi %3, %col : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %out[%i] : memref<?xi32>
      %first = arith.cmpi eq, %i, %c0 : index
      scf.if %first {
        %gyi = arith.index_cast %gy : index to i32
        %dyi = arith.index_cast %dy : index to i32
        memref.store %gyi, %dims[%c0] : memref<?xi32>
        memref.store %dyi, %dims[%c1] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c9 = arith.constant 9 : index
    %c47 = arith.constant 47 : index
    %n = arith.constant 48 : index
    %zero = arith.constant 0 : i32
    %h = memref.alloc(%n) : memref<?xi32>
    %hd = memref.alloc(%c2) : memref<?xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi32>
    %dd, %t2 = gpu.alloc async [%t1] (%c2) : memref<?xi32>
    %t3 = gpu.launch_func async [%t2] @k::@img blocks in (%c2, %c3, %c1) threads in (%c4, %c2, %c1) args(%d : memref<?xi32>, %dd : memref<?xi32>)
    %t4 = gpu.memcpy async [%t3] %h, %d : memref<?xi32>, memref<?xi32>
    %t5 = gpu.memcpy async [%t4] %hd, %dd : memref<?xi32>, memref<?xi32>
    %t6 = gpu.dealloc async [%t5] %d : memref<?xi32>
    %t7 = gpu.dealloc async [%t6] %dd : memref<?xi32>
    gpu.wait [%t7]
    %v9 = memref.load %h[%c9] : memref<?xi32>
    vector.print %v9 : i32
    %v47 = memref.load %h[%c47] : memref<?xi32>
    vector.print %v47 : i32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
      %v = memref.load %h[%i] : memref<?xi32>
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    vector.print %sum : i32
    %gy = memref.load %hd[%c0] : memref<?xi32>
    vector.print %gy : i32
    %dy = memref.load %hd[%c1] : memref<?xi32>
    vector.print %dy : i32
    memref.dealloc %h : memref<?xi32>
    memref.dealloc %hd : memref<?xi32>
    return
  }
}
