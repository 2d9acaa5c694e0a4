// Found by the async token graph generator (seed 7081), reduced by hand: a function carries a
// token through a loop (a memset on it each iteration) and returns the loop's token. After
// scf-to-cf the loop's back edge passes the stream to the header's block argument, whose
// class escapes (it is returned): the lowering forked the stream on the back edge and left
// the old one behind on every iteration (a leak per iteration). The back edge now passes
// the stream itself.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt %s --convert-scf-to-cf --convert-gpu-to-llvm --gpu-verify-lifetimes -o /dev/null
// CHECK-NOT: error
// CHECK: [5,  5,  5,  5]
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  func.func @fill(%d: memref<4xi32>, %p: !gpu.async.token) -> !gpu.async.token {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %five = arith.constant 5 : i32
    %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %p) -> (!gpu.async.token) {
      %m = gpu.memset async [%t] %d, %five : memref<4xi32>, i32
      scf.yield %m : !gpu.async.token
    }
    return %r : !gpu.async.token
  }
  func.func @main() {
    %h = memref.alloc() : memref<4xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = call @fill(%d, %t1) : (memref<4xi32>, !gpu.async.token) -> !gpu.async.token
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<4xi32>, memref<4xi32>
    %t4 = gpu.dealloc async [%t3] %d : memref<4xi32>
    gpu.wait [%t4]
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %h : memref<4xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
