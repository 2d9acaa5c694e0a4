// End to end on the cpu device: memref.view of gpu.dynamic_shared_memory at non-zero byte
// offsets (issue 20, bug 5.1). 128 bytes of dynamic shared memory per block of 16 threads:
// %a views bytes [0, 64) as 16 f32, %b views bytes [64, 128) as 16 f32. Thread t of block b
// (global i = 16 b + t, d[i] = i) stores d[i] into a[t] and 100 + d[i] into b[t]; after the
// barrier out[i] = a[15 - t] + b[t] = (16 b + 15 - t) + (100 + 16 b + t) = 115 + 32 b.
// Were both views at offset 0, b's stores would overwrite a's and give 200 + 32 b + 15 - t.
//   out[0] = 115, out[17] = 147, out[63] = 211; sum 16 * (115 + 147 + 179 + 211) = 10432.
// @lane_view (no barrier: the plain thread loop) views bytes [8, 72) at a constant offset
// (LLVM folds that view into a constant expression) and writes 3 * d[i] + 1 through it:
//   out2[5] = 16, out2[63] = 190; sum 3 * 2016 + 64 = 6112.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred

// CHECK-NOT: error
// CHECK: 115
// CHECK-NEXT: 147
// CHECK-NEXT: 211
// CHECK-NEXT: 10432
// CHECK-NEXT: 16
// CHECK-NEXT: 190
// CHECK-NEXT: 6112
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @two_views(%d: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c15 = arith.constant 15 : index
      %c64 = arith.constant 64 : index
      %hundred = arith.constant 100.0 : f32
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %dx = gpu.block_dim x
      %a = memref.view %smem[%c0][%dx] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %b = memref.view %smem[%c64][%dx] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %b0 = arith.muli %bx, %dx : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %d[%i] : memref<?xf32>
      memref.store %v, %a[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      %w = arith.addf %v, %hundred : f32
      memref.store %w, %b[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %j = arith.subi %c15, %tx : index
      %x = memref.load %a[%j] : memref<?xf32, #gpu.address_space<workgroup>>
      %y = memref.load %b[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %x, %y : f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @lane_view(%d: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %three = arith.constant 3.0 : f32
      %one = arith.constant 1.0 : f32
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %dx = gpu.block_dim x
      %v8 = memref.view %smem[%c8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %b0 = arith.muli %bx, %dx : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %d[%i] : memref<?xf32>
      %m = arith.mulf %v, %three : f32
      %w = arith.addf %m, %one : f32
      memref.store %w, %v8[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
      %r = memref.load %v8[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @sum(%o: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %o, %c0 : memref<?xf32>
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %o[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c17 = arith.constant 17 : index
    %c63 = arith.constant 63 : index
    %n = arith.constant 64 : index
    %bytes = arith.constant 128 : i32
    %bytes2 = arith.constant 72 : i32
    %h = memref.alloc(%n) : memref<?xf32>
    %o = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %dd, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %do, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %t3 = gpu.memcpy async [%t2] %dd, %h : memref<?xf32>, memref<?xf32>
    %t4 = gpu.launch_func async [%t3] @k::@two_views blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) dynamic_shared_memory_size %bytes args(%dd : memref<?xf32>, %do : memref<?xf32>)
    %t5 = gpu.memcpy async [%t4] %o, %do : memref<?xf32>, memref<?xf32>
    gpu.wait [%t5]
    %v0 = memref.load %o[%c0] : memref<?xf32>
    vector.print %v0 : f32
    %v17 = memref.load %o[%c17] : memref<?xf32>
    vector.print %v17 : f32
    %v63 = memref.load %o[%c63] : memref<?xf32>
    vector.print %v63 : f32
    call @sum(%o) : (memref<?xf32>) -> ()
    %t6 = gpu.wait async
    %t7 = gpu.launch_func async [%t6] @k::@lane_view blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) dynamic_shared_memory_size %bytes2 args(%dd : memref<?xf32>, %do : memref<?xf32>)
    %t8 = gpu.memcpy async [%t7] %o, %do : memref<?xf32>, memref<?xf32>
    %t9 = gpu.dealloc async [%t8] %dd : memref<?xf32>
    %t10 = gpu.dealloc async [%t9] %do : memref<?xf32>
    gpu.wait [%t10]
    %w5 = memref.load %o[%c5] : memref<?xf32>
    vector.print %w5 : f32
    %w63 = memref.load %o[%c63] : memref<?xf32>
    vector.print %w63 : f32
    call @sum(%o) : (memref<?xf32>) -> ()
    memref.dealloc %h : memref<?xf32>
    memref.dealloc %o : memref<?xf32>
    return
  }
}
