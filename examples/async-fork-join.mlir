// Fork-join on streams: after x is copied to the device, two fresh streams (`gpu.wait async`)
// are made to wait for the copy (`gpu.wait async [%fresh, %copied]`); a kernel runs on each
// (y = 2 * x, z = x + 10), possibly at the same time; `gpu.wait async [%ty, %tz]` joins them
// into one token, and the kernel that reads both y and z (w = y * z) runs only after both. The
// host prints the sum of w over i = 0..255 (x[i] = i), and w[255].
//
//   gpuopt examples/async-fork-join.mlir
//   gpuopt examples/async-fork-join.mlir --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-format=isa" | gpuopt-translate --mlir-to-llvmir
//   gpuopt-runner examples/async-fork-join.mlir -e main --entry-point-result=void
//   gpuopt-runner examples/async-fork-join.mlir -e main --entry-point-result=void --device=cpu --cpu-schedule=random:7 --cpu-check-races --fail-on-leak
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @twice(%x: memref<256xi32>, %y: memref<256xi32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<256xi32>
      %two = arith.constant 2 : i32
      %r = arith.muli %v, %two : i32
      memref.store %r, %y[%i] : memref<256xi32>
      gpu.return
    }
    gpu.func @plus_ten(%x: memref<256xi32>, %z: memref<256xi32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<256xi32>
      %ten = arith.constant 10 : i32
      %r = arith.addi %v, %ten : i32
      memref.store %r, %z[%i] : memref<256xi32>
      gpu.return
    }
    gpu.func @product(%y: memref<256xi32>, %z: memref<256xi32>, %w: memref<256xi32>) kernel {
      %i = gpu.thread_id x
      %a = memref.load %y[%i] : memref<256xi32>
      %b = memref.load %z[%i] : memref<256xi32>
      %r = arith.muli %a, %b : i32
      memref.store %r, %w[%i] : memref<256xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 256 : index
    %x = memref.alloc() : memref<256xi32>
    %w = memref.alloc() : memref<256xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %x[%i] : memref<256xi32>
    }

    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] () : memref<256xi32>
    %dw, %t2 = gpu.alloc async [%t1] () : memref<256xi32>
    %t5 = gpu.memcpy async [%t2] %dx, %x : memref<256xi32>, memref<256xi32>
    // fork: y and z are allocated on two fresh streams, each then made to wait for the copy
    // (a token of its own and %t5: two dependencies, so the wait stays a join of two streams)
    %e1 = gpu.wait async
    %dy, %a1 = gpu.alloc async [%e1] () : memref<256xi32>
    %e2 = gpu.wait async
    %dz, %b1 = gpu.alloc async [%e2] () : memref<256xi32>
    %s1 = gpu.wait async [%a1, %t5]
    %s2 = gpu.wait async [%b1, %t5]
    %ty = gpu.launch_func async [%s1] @kernels::@twice
        blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%dx : memref<256xi32>, %dy : memref<256xi32>)
    %tz = gpu.launch_func async [%s2] @kernels::@plus_ten
        blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%dx : memref<256xi32>, %dz : memref<256xi32>)
    // join: one token that completes when both kernels have
    %j = gpu.wait async [%ty, %tz]
    %tw = gpu.launch_func async [%j] @kernels::@product
        blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%dy : memref<256xi32>, %dz : memref<256xi32>, %dw : memref<256xi32>)
    %t6 = gpu.memcpy async [%tw] %w, %dw : memref<256xi32>, memref<256xi32>
    %t7 = gpu.dealloc async [%t6] %dx : memref<256xi32>
    %t8 = gpu.dealloc async [%t7] %dy : memref<256xi32>
    %t9 = gpu.dealloc async [%t8] %dz : memref<256xi32>
    %t10 = gpu.dealloc async [%t9] %dw : memref<256xi32>
    gpu.wait [%t10]

    %zero = arith.constant 0 : i64
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %v = memref.load %w[%i] : memref<256xi32>
      %v64 = arith.extsi %v : i32 to i64
      %next = arith.addi %acc, %v64 : i64
      scf.yield %next : i64
    }
    vector.print %sum : i64
    %c255 = arith.constant 255 : index
    %last = memref.load %w[%c255] : memref<256xi32>
    vector.print %last : i32
    memref.dealloc %x : memref<256xi32>
    memref.dealloc %w : memref<256xi32>
    return
  }
}
