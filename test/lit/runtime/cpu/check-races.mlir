// --cpu-check-races: two kernels writing one allocation from two streams that no event
// orders; a host print of a buffer whose copy it has not waited for; and the same work
// ordered by the join (silent). Each race names both operations by their sites, exit 1.
// RUN: not gpuopt-runner %s -e two_streams --entry-point-result=void --device=cpu --cpu-check-races --fail-on-leak 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not gpuopt-runner %s -e print_early --entry-point-result=void --device=cpu --cpu-check-races --fail-on-leak 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: gpuopt-runner %s -e joined --entry-point-result=void --device=cpu --cpu-schedule=random --cpu-check-races --fail-on-leak 2>&1 | FileCheck %s --check-prefix=JOINED
// TWO: error: race on the 16-byte device allocation created at {{.*}}check-races.mlir:37:15 (mgpuMemAlloc in @two_streams): a write by mgpuLaunchKernel at {{.*}}check-races.mlir:41:10 (@right) is not ordered with a write by mgpuLaunchKernel at {{.*}}check-races.mlir:39:10 (@left)
// TWO-NOT: race on
// TWO: [1,  2,  0,  0]
// PRINT: error: race on 16 bytes of host memory at 0x{{[0-9a-f]+}}: a read by the host (printMemrefI32) is not ordered with a write by mgpuMemcpy at {{.*}}check-races.mlir:58:11
// PRINT-NOT: race on
// JOINED-NOT: race on
// JOINED: [1,  2,  0,  0]
// JOINED-NOT: race on
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
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @two_streams() {
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %h = memref.alloc() : memref<4xi32>
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = gpu.memset async [%t1] %d, %z : memref<4xi32>, i32
    %l = gpu.launch_func async [%t2] @k::@left blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)
    %s = gpu.wait async
    %r = gpu.launch_func async [%s] @k::@right blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)
    %j = gpu.wait async [%l, %r]
    %t3 = gpu.memcpy async [%j] %h, %d : memref<4xi32>, memref<4xi32>
    gpu.wait [%t3]
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %t4 = gpu.dealloc async %d : memref<4xi32>
    gpu.wait [%t4]
    memref.dealloc %h : memref<4xi32>
    return
  }
  func.func @print_early() {
    %z = arith.constant 0 : i32
    %h = memref.alloc() : memref<4xi32>
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = gpu.memset async [%t1] %d, %z : memref<4xi32>, i32
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<4xi32>, memref<4xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    gpu.wait [%t3]
    %t4 = gpu.dealloc async %d : memref<4xi32>
    gpu.wait [%t4]
    memref.dealloc %h : memref<4xi32>
    return
  }
  func.func @joined() {
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %h = memref.alloc() : memref<4xi32>
    %u = memref.cast %h : memref<4xi32> to memref<*xi32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = gpu.memset async [%t1] %d, %z : memref<4xi32>, i32
    %l = gpu.launch_func async [%t2] @k::@left blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)
    %r = gpu.launch_func async [%t2] @k::@right blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)
    %j = gpu.wait async [%l, %r]
    %t3 = gpu.memcpy async [%j] %h, %d : memref<4xi32>, memref<4xi32>
    gpu.wait [%t3]
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %t4 = gpu.dealloc async %d : memref<4xi32>
    gpu.wait [%t4]
    memref.dealloc %h : memref<4xi32>
    return
  }
}
