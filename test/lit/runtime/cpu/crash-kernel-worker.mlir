// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu 2>&1 | FileCheck %s

// A kernel that stores through a null pointer, on a grid large enough (256 blocks of 256
// threads) that the cpu device runs its blocks on worker threads: the fault in a worker
// thread is reported by the native handler in one line and the run exits 1, without waiting
// for the other workers (no hang) and without a Python dump.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @bad(%a: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %c255 = arith.constant 255 : index
      %last = arith.cmpi eq, %bx, %c255 : index
      scf.if %last {
        %p = llvm.mlir.zero : !llvm.ptr
        %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i32
        %v = arith.constant 1 : i32
        llvm.store volatile %v, %q : i32, !llvm.ptr
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%c256) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@bad blocks in (%c256, %c1, %c1) threads in (%c256, %c1, %c1) args(%d : memref<?xf32>)
    %t3 = gpu.dealloc async [%t2] %d : memref<?xf32>
    gpu.wait [%t3]
    vector.print %c1 : index
    return
  }
}

// CHECK-NOT: Fatal Python error
// CHECK: gpuopt-runner: error: invalid memory access (SIGSEGV at 0x10) in JIT-compiled code
// CHECK-NOT: {{.}}
