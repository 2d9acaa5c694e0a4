// Device memory in address space 1 (issue 20, bug 3) end to end: alloc, memset, two launches,
// memcpy back and dealloc of a memref<4xi32, 1> run on the cpu device (the lowering casts the
// runtime's `!llvm.ptr` to and from `!llvm.ptr<1>`). @left stores 1 at d[0], @right 2 at d[1].
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak | FileCheck %s
// CHECK: [1,  2,  0,  0]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @left(%d: memref<4xi32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %v = arith.constant 1 : i32
      memref.store %v, %d[%c0] : memref<4xi32, 1>
      gpu.return
    }
    gpu.func @right(%d: memref<4xi32, 1>) kernel {
      %c1 = arith.constant 1 : index
      %v = arith.constant 2 : i32
      memref.store %v, %d[%c1] : memref<4xi32, 1>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %h = memref.alloc() : memref<4xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32, 1>
    %t2 = gpu.memset async [%t1] %d, %z : memref<4xi32, 1>, i32
    %l = gpu.launch_func async [%t2] @k::@left blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32, 1>)
    %r = gpu.launch_func async [%t2] @k::@right blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32, 1>)
    %j = gpu.wait async [%l, %r]
    %t3 = gpu.memcpy async [%j] %h, %d : memref<4xi32>, memref<4xi32, 1>
    gpu.wait [%t3]
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %t4 = gpu.dealloc async %d : memref<4xi32, 1>
    gpu.wait [%t4]
    memref.dealloc %h : memref<4xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
