// End to end on the cpu device: two kernels in two gpu.modules, each on its own stream, on
// independent buffers, both streams waited at the end. @sq writes a[i] = i*i (sum
// 63 * 64 * 127 / 6 = 85344, a[7] = 49); @lin writes b[i] = 3i + 1 (sum 3 * 2016 + 64 = 6112,
// b[7] = 22).
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 49
// CHECK-NEXT: 85344
// CHECK-NEXT: 22
// CHECK-NEXT: 6112
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @m1 {
    gpu.func @sq(%a: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = arith.mulf %f, %f : f32
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  gpu.module @m2 {
    gpu.func @lin(%b: memref<?xf32>, %m: f32, %q: f32) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = arith.mulf %f, %m : f32
      %w = arith.addf %v, %q : f32
      memref.store %w, %b[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @sum(%a: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %a, %c0 : memref<?xf32>
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %a[%i] : memref<?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    return %sum : f32
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 64 : index
    %f1 = arith.constant 1.0 : f32
    %f3 = arith.constant 3.0 : f32
    %a = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %da, %t1 = gpu.alloc async [%s1] (%n) : memref<?xf32>
    %db, %u1 = gpu.alloc async [%s2] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @m1::@sq blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%da : memref<?xf32>)
    %u2 = gpu.launch_func async [%u1] @m2::@lin blocks in (%c8, %c1, %c1) threads in (%c8, %c1, %c1) args(%db : memref<?xf32>, %f3 : f32, %f1 : f32)
    %t3 = gpu.memcpy async [%t2] %a, %da : memref<?xf32>, memref<?xf32>
    %u3 = gpu.memcpy async [%u2] %b, %db : memref<?xf32>, memref<?xf32>
    %t4 = gpu.dealloc async [%t3] %da : memref<?xf32>
    %u4 = gpu.dealloc async [%u3] %db : memref<?xf32>
    gpu.wait [%t4, %u4]
    %a7 = memref.load %a[%c7] : memref<?xf32>
    vector.print %a7 : f32
    %sa = call @sum(%a) : (memref<?xf32>) -> f32
    vector.print %sa : f32
    %b7 = memref.load %b[%c7] : memref<?xf32>
    vector.print %b7 : f32
    %sb = call @sum(%b) : (memref<?xf32>) -> f32
    vector.print %sb : f32
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    return
  }
}
