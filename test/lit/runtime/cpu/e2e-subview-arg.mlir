// End to end on the cpu device: memref.subview of kernel arguments, a contiguous window and a
// strided one (expand-strided-metadata lowers them in the kernel). m is 8 x 8 with
// m[i][j] = 8 i + j, 4 x 4 threads:
//   win = m[2:6, 3:7] (offset 19, strides 8, 1): win[ty][tx] += 1000, so m[2][3] = 1019,
//         m[5][6] = 1046, m[6][3] = 51 unchanged; sum of m then 2016 + 16 * 1000 = 18016.
//   odd = m[0:8:2, 1:8:2] (offset 1, strides 16, 2) read into out[4 ty + tx] = 16 ty + 2 tx + 1
//         (before the window's update: a separate launch first): out[5] = 19, out[15] = 55,
//         sum 16 * 1 + 4 * 16 * 6 + 4 * 2 * 6 = 16 + 384 + 48 = 448.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t 2>&1 && FileCheck %s < %t

// CHECK-NOT: error
// CHECK: 19
// CHECK-NEXT: 55
// CHECK-NEXT: 448
// CHECK-NEXT: 1019
// CHECK-NEXT: 1046
// CHECK-NEXT: 51
// CHECK-NEXT: 18016
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @odd(%m: memref<8x8xf32>, %out: memref<16xf32>) kernel {
      %c4 = arith.constant 4 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %s = memref.subview %m[0, 1] [4, 4] [2, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 2], offset: 1>>
      %v = memref.load %s[%ty, %tx] : memref<4x4xf32, strided<[16, 2], offset: 1>>
      %r = arith.muli %ty, %c4 : index
      %i = arith.addi %r, %tx : index
      memref.store %v, %out[%i] : memref<16xf32>
      gpu.return
    }
    gpu.func @window(%m: memref<8x8xf32>, %r0: index, %c0: index) kernel {
      %k = arith.constant 1000.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %w = memref.subview %m[%r0, %c0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
      %v = memref.load %w[%ty, %tx] : memref<4x4xf32, strided<[8, 1], offset: ?>>
      %u = arith.addf %v, %k : f32
      memref.store %u, %w[%ty, %tx] : memref<4x4xf32, strided<[8, 1], offset: ?>>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    %hm = memref.alloc() : memref<8x8xf32>
    %ho = memref.alloc() : memref<16xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %r = arith.muli %i, %c8 : index
        %x = arith.addi %r, %j : index
        %xi = arith.index_cast %x : index to i32
        %xf = arith.sitofp %xi : i32 to f32
        memref.store %xf, %hm[%i, %j] : memref<8x8xf32>
      }
    }
    %dm = gpu.alloc () : memref<8x8xf32>
    %do = gpu.alloc () : memref<16xf32>
    gpu.memcpy %dm, %hm : memref<8x8xf32>, memref<8x8xf32>
    gpu.launch_func @k::@odd blocks in (%c1, %c1, %c1) threads in (%c4, %c4, %c1) args(%dm : memref<8x8xf32>, %do : memref<16xf32>)
    gpu.launch_func @k::@window blocks in (%c1, %c1, %c1) threads in (%c4, %c4, %c1) args(%dm : memref<8x8xf32>, %c2 : index, %c3 : index)
    gpu.memcpy %ho, %do : memref<16xf32>, memref<16xf32>
    gpu.memcpy %hm, %dm : memref<8x8xf32>, memref<8x8xf32>
    %o5 = memref.load %ho[%c5] : memref<16xf32>
    vector.print %o5 : f32
    %o15 = memref.load %ho[%c15] : memref<16xf32>
    vector.print %o15 : f32
    %os = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %ho[%i] : memref<16xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %os : f32
    %m23 = memref.load %hm[%c2, %c3] : memref<8x8xf32>
    vector.print %m23 : f32
    %m56 = memref.load %hm[%c5, %c6] : memref<8x8xf32>
    vector.print %m56 : f32
    %m63 = memref.load %hm[%c6, %c3] : memref<8x8xf32>
    vector.print %m63 : f32
    %ms = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
      %r = scf.for %j = %c0 to %c8 step %c1 iter_args(%a2 = %acc) -> (f32) {
        %v = memref.load %hm[%i, %j] : memref<8x8xf32>
        %s = arith.addf %a2, %v : f32
        scf.yield %s : f32
      }
      scf.yield %r : f32
    }
    vector.print %ms : f32
    gpu.dealloc %dm : memref<8x8xf32>
    gpu.dealloc %do : memref<16xf32>
    memref.dealloc %hm : memref<8x8xf32>
    memref.dealloc %ho : memref<16xf32>
    return
  }
}
