// Issue 20, bug 1: one token (%t2) feeds two launches (an implicit fork: both queue on its
// stream) and `gpu.wait async [%l, %r]` joins them. The copy after the join must see both
// stores: [1, 2, 0, 0] under every schedule. The old lowering recorded the join's event right
// after @left only, and the deferred schedule printed [1, 0, 0, 0].
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-check-races --fail-on-leak | FileCheck %s
// RUN: %python %S/Inputs/run-seeds.py 1 20 gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-check-races --fail-on-leak | FileCheck %s --check-prefix=SEEDS
// CHECK: [1,  2,  0,  0]
// SEEDS-COUNT-20: random:{{[0-9]+}}: [1,  2,  0,  0]{{$}}
// SEEDS-NOT: random
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @left(%d: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %v = arith.constant 1 : i32
      memref.store %v, %d[%c0] : memref<4xi32>
      gpu.return
    }
    gpu.func @right(%d: memref<4xi32>) kernel {
      %c1 = arith.constant 1 : index
      %v = arith.constant 2 : i32
      memref.store %v, %d[%c1] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %h = memref.alloc() : memref<4xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = gpu.memset async [%t1] %d, %z : memref<4xi32>, i32
    %l = gpu.launch_func async [%t2] @k::@left blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)
    %r = gpu.launch_func async [%t2] @k::@right blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)
    %j = gpu.wait async [%l, %r]
    %t3 = gpu.memcpy async [%j] %h, %d : memref<4xi32>, memref<4xi32>
    gpu.wait [%t3]
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %t4 = gpu.dealloc async %d : memref<4xi32>
    gpu.wait [%t4]
    memref.dealloc %h : memref<4xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
