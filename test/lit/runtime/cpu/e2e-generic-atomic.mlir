// End to end on the cpu device: memref.generic_atomic_rmw in kernels (issue 20, bug 5.3: it
// reached translation as an unrealized cast; it lowers to a cmpxchg loop). Each body applies
// the same function to the value every time, so the result is that function applied once per
// thread whatever the order:
//   @pow3: 2 blocks of 32 threads multiply acc[0] = 1 by 3 in global memory:
//          3^64 mod 2^32 = 2038349057 (python: pow(3, 64, 2**32)).
//   @shared_chain: per block, s = 0 in workgroup memory, each of 32 threads s = 2 s + 1 (i64):
//          2^32 - 1 = 4294967295; thread 0 adds it into tot[0] (atomic addi): 2 blocks give
//          8589934590.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred

// CHECK-NOT: error
// CHECK: 2038349057
// CHECK-NEXT: 8589934590
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @pow3(%acc: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %three = arith.constant 3 : i32
      %old = memref.generic_atomic_rmw %acc[%c0] : memref<1xi32> {
      ^bb0(%cur: i32):
        %m = arith.muli %cur, %three : i32
        memref.atomic_yield %m : i32
      }
      gpu.return
    }
    gpu.func @shared_chain(%tot: memref<1xi64>)
        workgroup(%s : memref<1xi64, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %z = arith.constant 0 : i64
      %one = arith.constant 1 : i64
      %tx = gpu.thread_id x
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %z, %s[%c0] : memref<1xi64, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %old = memref.generic_atomic_rmw %s[%c0] : memref<1xi64, #gpu.address_space<workgroup>> {
      ^bb0(%cur: i64):
        %d = arith.shli %cur, %one : i64
        %n = arith.ori %d, %one : i64
        memref.atomic_yield %n : i64
      }
      gpu.barrier
      scf.if %first {
        %v = memref.load %s[%c0] : memref<1xi64, #gpu.address_space<workgroup>>
        %r = memref.atomic_rmw addi %v, %tot[%c0] : (i64, memref<1xi64>) -> i64
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i64
    %h = memref.alloc() : memref<1xi32>
    %h64 = memref.alloc() : memref<1xi64>
    memref.store %one, %h[%c0] : memref<1xi32>
    memref.store %zero, %h64[%c0] : memref<1xi64>
    %d = gpu.alloc () : memref<1xi32>
    %d64 = gpu.alloc () : memref<1xi64>
    gpu.memcpy %d, %h : memref<1xi32>, memref<1xi32>
    gpu.memcpy %d64, %h64 : memref<1xi64>, memref<1xi64>
    gpu.launch_func @k::@pow3 blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%d : memref<1xi32>)
    gpu.launch_func @k::@shared_chain blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%d64 : memref<1xi64>)
    gpu.memcpy %h, %d : memref<1xi32>, memref<1xi32>
    gpu.memcpy %h64, %d64 : memref<1xi64>, memref<1xi64>
    %r = memref.load %h[%c0] : memref<1xi32>
    vector.print %r : i32
    %r64 = memref.load %h64[%c0] : memref<1xi64>
    vector.print %r64 : i64
    gpu.dealloc %d : memref<1xi32>
    gpu.dealloc %d64 : memref<1xi64>
    memref.dealloc %h : memref<1xi32>
    memref.dealloc %h64 : memref<1xi64>
    return
  }
}
