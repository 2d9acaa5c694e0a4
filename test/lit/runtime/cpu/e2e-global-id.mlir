// End to end on the cpu device: gpu.global_id (issue 20, bug 6; mlir-opt-19 aborts on it).
// A 2D grid, blocks (2, 3) of threads (4, 2), covers an 8 x 6 image; each thread writes
// out[y * 8 + x] = 100 * y + x with (x, y) its global id. out[9] = 101, out[47] = 507; the sum
// is 8 * 100 * (0 + ... + 5) + 6 * (0 + ... + 7) = 12000 + 168 = 12168 (as e2e-grid-2d.mlir
// computes it from block and thread ids).
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: 101
// CHECK-NEXT: 507
// CHECK-NEXT: 12168
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @img(%out: memref<?xi32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %c8 = arith.constant 8 : index
      %c100 = arith.constant 100 : index
      %0 = arith.muli %y, %c8 : index
      %i = arith.addi %0, %x : index
      %1 = arith.muli %y, %c100 : index
      %v = arith.addi %1, %x : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %out[%i] : memref<?xi32>
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
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi32>
    %t2 = gpu.launch_func async [%t1] @k::@img blocks in (%c2, %c3, %c1) threads in (%c4, %c2, %c1) args(%d : memref<?xi32>)
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<?xi32>, memref<?xi32>
    %t4 = gpu.dealloc async [%t3] %d : memref<?xi32>
    gpu.wait [%t4]
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
    memref.dealloc %h : memref<?xi32>
    return
  }
}
