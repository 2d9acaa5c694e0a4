// A kernel launched in a loop, ordered by a token the loop carries: each iteration's launch
// depends on the previous one's token (`iter_args`) and yields its own, so the 10 updates
// a[i] = 2 * a[i] + k (k = 0..9) run one after the other on the device while the host only
// queues them; one `gpu.wait` after the loop waits for the last. Starting from a[i] = i, the
// host prints the sum of a over i = 0..255, and a[255].
//
//   gpuopt examples/loop-carried-token.mlir
//   gpuopt examples/loop-carried-token.mlir --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-format=isa" | gpuopt-translate --mlir-to-llvmir
//   gpuopt-runner examples/loop-carried-token.mlir -e main --entry-point-result=void
//   gpuopt-runner examples/loop-carried-token.mlir -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --cpu-check-races --fail-on-leak
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // a[i] = 2 * a[i] + k: the order of the updates matters (k enters with weight 2^(9-k)).
    gpu.func @step(%a: memref<256xi32>, %k: i32) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<256xi32>
      %twice = arith.addi %v, %v : i32
      %r = arith.addi %twice, %k : i32
      memref.store %r, %a[%i] : memref<256xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %n = arith.constant 256 : index
    %a = memref.alloc() : memref<256xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %a[%i] : memref<256xi32>
    }

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<256xi32>
    %t2 = gpu.memcpy async [%t1] %da, %a : memref<256xi32>, memref<256xi32>
    %done = scf.for %k = %c0 to %c10 step %c1 iter_args(%t = %t2) -> (!gpu.async.token) {
      %ki = arith.index_cast %k : index to i32
      %next = gpu.launch_func async [%t] @kernels::@step
          blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
          args(%da : memref<256xi32>, %ki : i32)
      scf.yield %next : !gpu.async.token
    }
    %t3 = gpu.memcpy async [%done] %a, %da : memref<256xi32>, memref<256xi32>
    %t4 = gpu.dealloc async [%t3] %da : memref<256xi32>
    gpu.wait [%t4]

    %zero = arith.constant 0 : i64
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %v = memref.load %a[%i] : memref<256xi32>
      %v64 = arith.extsi %v : i32 to i64
      %s = arith.addi %acc, %v64 : i64
      scf.yield %s : i64
    }
    vector.print %sum : i64
    %c255 = arith.constant 255 : index
    %last = memref.load %a[%c255] : memref<256xi32>
    vector.print %last : i32
    memref.dealloc %a : memref<256xi32>
    return
  }
}
