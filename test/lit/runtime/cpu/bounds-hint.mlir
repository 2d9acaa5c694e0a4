// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu 2>&1 | FileCheck %s
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-check-bounds 2>&1 | FileCheck %s --check-prefix=BOUNDS

// A kernel writes far past the end of a 16-byte device allocation. Without --cpu-check-bounds
// the cpu device's allocations are plain heap memory: the writes corrupt the C library's heap,
// and the run dies later, in the free (`free(): invalid next size`, `double free or
// corruption`: an abort) or at a wild address (SIGSEGV). The crash line then says how to find
// the culprit: rerun with --cpu-check-bounds, which reports the first write past the end.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @smash(%a: memref<?xf32>) kernel {
      %v = arith.constant 2.0 : f32
      %tx = gpu.thread_id x
      memref.store %v, %a[%tx] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%c4) : memref<?xf32>
    %e, %t2 = gpu.alloc async [%t1] (%c4) : memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @k::@smash blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%d : memref<?xf32>)
    %t4 = gpu.dealloc async [%t3] %e : memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %d : memref<?xf32>
    gpu.wait [%t5]
    vector.print %c1 : index
    return
  }
}

// CHECK: gpuopt-runner: error: {{abort \(SIGABRT\)|invalid memory access \(SIGSEGV at 0x[0-9a-f]+\)}} in JIT-compiled code (rerun with --cpu-check-bounds to find an out-of-bounds device access){{$}}
// CHECK-NOT: {{.}}
// BOUNDS: gpuopt-runner: error: out-of-bounds device memory access (SIGSEGV at 0x{{[0-9a-f]+}}) in JIT-compiled code, at byte 16 of a 16-byte device allocation created at {{.*}}bounds-hint.mlir:23:15 (mgpuMemAlloc in @main){{$}}
// BOUNDS-NOT: {{.}}
