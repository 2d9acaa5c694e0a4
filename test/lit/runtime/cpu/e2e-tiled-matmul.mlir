// End to end on the cpu device: a tiled matrix product through shared memory, as CUDA's
// classic example writes it: C = A B for 8 x 8 matrices, blocks of 4 x 4 threads on a 2 x 2
// grid, each block staging 4 x 4 tiles of A and B in workgroup memory, with a barrier after
// loading each pair of tiles and after using it. A[i][k] = i + k, B[k][j] = (3 k + j) mod 5
// (numpy: C = A @ B): C[0][0] = 50, C[3][5] = 92, C[7][7] = 161; sum 7120.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t 2>&1 && FileCheck %s < %t

// CHECK-NOT: error
// CHECK: 50
// CHECK-NEXT: 92
// CHECK-NEXT: 161
// CHECK-NEXT: 7120
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @matmul(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>)
        workgroup(%ta: memref<4x4xf32, #gpu.address_space<workgroup>>,
                  %tb: memref<4x4xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r0 = arith.muli %by, %c4 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c4 : index
      %col = arith.addi %q0, %tx : index
      %sum = scf.for %t = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {
        %k0 = arith.muli %t, %c4 : index
        %ka = arith.addi %k0, %tx : index
        %kb = arith.addi %k0, %ty : index
        %va = memref.load %a[%row, %ka] : memref<8x8xf32>
        memref.store %va, %ta[%ty, %tx] : memref<4x4xf32, #gpu.address_space<workgroup>>
        %vb = memref.load %b[%kb, %col] : memref<8x8xf32>
        memref.store %vb, %tb[%ty, %tx] : memref<4x4xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %k = %c0 to %c4 step %c1 iter_args(%p = %acc) -> (f32) {
          %x = memref.load %ta[%ty, %k] : memref<4x4xf32, #gpu.address_space<workgroup>>
          %y = memref.load %tb[%k, %tx] : memref<4x4xf32, #gpu.address_space<workgroup>>
          %xy = arith.mulf %x, %y : f32
          %s = arith.addf %p, %xy : f32
          scf.yield %s : f32
        }
        gpu.barrier
        scf.yield %part : f32
      }
      memref.store %sum, %c[%row, %col] : memref<8x8xf32>
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
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c5i = arith.constant 5 : i32
    %c3i = arith.constant 3 : i32
    %zero = arith.constant 0.0 : f32
    %ha = memref.alloc() : memref<8x8xf32>
    %hb = memref.alloc() : memref<8x8xf32>
    %hc = memref.alloc() : memref<8x8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %s = arith.addi %i, %j : index
        %si = arith.index_cast %s : index to i32
        %sf = arith.sitofp %si : i32 to f32
        memref.store %sf, %ha[%i, %j] : memref<8x8xf32>
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %i3 = arith.muli %ii, %c3i : i32
        %t = arith.addi %i3, %jj : i32
        %m = arith.remsi %t, %c5i : i32
        %mf = arith.sitofp %m : i32 to f32
        memref.store %mf, %hb[%i, %j] : memref<8x8xf32>
      }
    }
    %da = gpu.alloc () : memref<8x8xf32>
    %db = gpu.alloc () : memref<8x8xf32>
    %dc = gpu.alloc () : memref<8x8xf32>
    gpu.memcpy %da, %ha : memref<8x8xf32>, memref<8x8xf32>
    gpu.memcpy %db, %hb : memref<8x8xf32>, memref<8x8xf32>
    gpu.launch_func @k::@matmul blocks in (%c2, %c2, %c1) threads in (%c4, %c4, %c1) args(%da : memref<8x8xf32>, %db : memref<8x8xf32>, %dc : memref<8x8xf32>)
    gpu.memcpy %hc, %dc : memref<8x8xf32>, memref<8x8xf32>
    %v00 = memref.load %hc[%c0, %c0] : memref<8x8xf32>
    vector.print %v00 : f32
    %v35 = memref.load %hc[%c3, %c5] : memref<8x8xf32>
    vector.print %v35 : f32
    %v77 = memref.load %hc[%c7, %c7] : memref<8x8xf32>
    vector.print %v77 : f32
    %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
      %r = scf.for %j = %c0 to %c8 step %c1 iter_args(%a2 = %acc) -> (f32) {
        %v = memref.load %hc[%i, %j] : memref<8x8xf32>
        %s = arith.addf %a2, %v : f32
        scf.yield %s : f32
      }
      scf.yield %r : f32
    }
    vector.print %sum : f32
    gpu.dealloc %da : memref<8x8xf32>
    gpu.dealloc %db : memref<8x8xf32>
    gpu.dealloc %dc : memref<8x8xf32>
    memref.dealloc %ha : memref<8x8xf32>
    memref.dealloc %hb : memref<8x8xf32>
    memref.dealloc %hc : memref<8x8xf32>
    return
  }
}
