// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu 2>&1 | FileCheck %s
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred 2>&1 | FileCheck %s
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --keep-going 2>&1 | FileCheck %s --check-prefix=ON
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --keep-going 2>&1 | FileCheck %s --check-prefix=ON

// A barrier only half of the threads reach (undefined behaviour in CUDA): on the cpu device
// the threads of the round leave through different sync points, which the launch reports as
// an error, and the run stops there with exit 1 (no hang, nothing printed after it); with
// --keep-going it goes on to its end (the host's wait returns) and exits 1, with the host's
// print after the error. On 64 blocks of 256 threads, so the blocks run on the
// worker threads.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @half(%a: memref<?xf32>) kernel {
      %tx = gpu.thread_id x
      %c128 = arith.constant 128 : index
      %low = arith.cmpi ult, %tx, %c128 : index
      scf.if %low {
        gpu.barrier
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%c256) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@half blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1) args(%d : memref<?xf32>)
    %t3 = gpu.dealloc async [%t2] %d : memref<?xf32>
    gpu.wait [%t3]
    vector.print %c64 : index
    return
  }
}

// CHECK: error: mgpuLaunchKernel failed: CUDA_ERROR_ILLEGAL_INSTRUCTION (kernel 'half': the threads of a block reached different barriers or shuffles (the cpu device needs them block-uniform))
// CHECK-NOT: {{.}}
// ON: error: mgpuLaunchKernel failed: CUDA_ERROR_ILLEGAL_INSTRUCTION (kernel 'half': the threads of a block reached different barriers or shuffles (the cpu device needs them block-uniform))
// ON: 64
// ON-NOT: leaked
