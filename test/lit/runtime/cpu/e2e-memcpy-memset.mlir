// End to end on the cpu device: memset and memcpy round trips. gpu.memset (32-bit) fills
// device buffer A with 1.5, a device-to-device memcpy copies A to B, a second memset fills A
// with 2.5; both come back to the host: sum(A) = 64 * 2.5 = 160, sum(B) = 64 * 1.5 = 96. An
// i32 buffer set to 7 and copied host -> device -> device -> host: sum 64 * 7 = 448. A host
// buffer of 0..63 copied to the device and back (through a second device buffer): element 63
// is 63, the sum 2016.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: 160
// CHECK-NEXT: 96
// CHECK-NEXT: 448
// CHECK-NEXT: 63
// CHECK-NEXT: 2016
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  func.func @sumf(%a: memref<?xf32>) -> f32 {
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
  func.func @sumi(%a: memref<?xi32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %n = memref.dim %a, %c0 : memref<?xi32>
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
      %v = memref.load %a[%i] : memref<?xi32>
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    return %sum : i32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %n = arith.constant 64 : index
    %f15 = arith.constant 1.5 : f32
    %f25 = arith.constant 2.5 : f32
    %i7 = arith.constant 7 : i32
    %ha = memref.alloc(%n) : memref<?xf32>
    %hb = memref.alloc(%n) : memref<?xf32>
    %hi = memref.alloc(%n) : memref<?xi32>
    %hx = memref.alloc(%n) : memref<?xf32>
    %hy = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %hx[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %db, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %t3 = gpu.memset async [%t2] %da, %f15 : memref<?xf32>, f32
    %t4 = gpu.memcpy async [%t3] %db, %da : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memset async [%t4] %da, %f25 : memref<?xf32>, f32
    %t6 = gpu.memcpy async [%t5] %ha, %da : memref<?xf32>, memref<?xf32>
    %t7 = gpu.memcpy async [%t6] %hb, %db : memref<?xf32>, memref<?xf32>
    %di, %t8 = gpu.alloc async [%t7] (%n) : memref<?xi32>
    %dj, %t9 = gpu.alloc async [%t8] (%n) : memref<?xi32>
    %t10 = gpu.memset async [%t9] %di, %i7 : memref<?xi32>, i32
    %t11 = gpu.memcpy async [%t10] %dj, %di : memref<?xi32>, memref<?xi32>
    %t12 = gpu.memcpy async [%t11] %hi, %dj : memref<?xi32>, memref<?xi32>
    %t13 = gpu.memcpy async [%t12] %da, %hx : memref<?xf32>, memref<?xf32>
    %t14 = gpu.memcpy async [%t13] %db, %da : memref<?xf32>, memref<?xf32>
    %t15 = gpu.memcpy async [%t14] %hy, %db : memref<?xf32>, memref<?xf32>
    %t16 = gpu.dealloc async [%t15] %da : memref<?xf32>
    %t17 = gpu.dealloc async [%t16] %db : memref<?xf32>
    %t18 = gpu.dealloc async [%t17] %di : memref<?xi32>
    %t19 = gpu.dealloc async [%t18] %dj : memref<?xi32>
    gpu.wait [%t19]
    %sa = call @sumf(%ha) : (memref<?xf32>) -> f32
    vector.print %sa : f32
    %sb = call @sumf(%hb) : (memref<?xf32>) -> f32
    vector.print %sb : f32
    %si = call @sumi(%hi) : (memref<?xi32>) -> i32
    vector.print %si : i32
    %y63 = memref.load %hy[%c63] : memref<?xf32>
    vector.print %y63 : f32
    %sy = call @sumf(%hy) : (memref<?xf32>) -> f32
    vector.print %sy : f32
    memref.dealloc %ha : memref<?xf32>
    memref.dealloc %hb : memref<?xf32>
    memref.dealloc %hi : memref<?xi32>
    memref.dealloc %hx : memref<?xf32>
    memref.dealloc %hy : memref<?xf32>
    return
  }
}
