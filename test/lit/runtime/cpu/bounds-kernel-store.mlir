// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-check-bounds 2>&1 | FileCheck %s
// RUN: not gpuopt-runner %s -e after_free --entry-point-result=void --device=cpu --cpu-check-bounds 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: gpuopt-runner %s -e inside --entry-point-result=void --device=cpu --cpu-check-bounds --fail-on-leak 2>&1 | FileCheck %s --check-prefix=INSIDE

// --cpu-check-bounds: each device allocation ends at a guard page. @main's kernel stores one
// element past the end of a 32-element buffer (memref.store does not check its index; 128
// bytes, a multiple of 16, so the element right after the end is the guard page): the run
// stops with one line and exit 1, nothing printed after it; the line names the byte and the
// allocation, with the place it was made (the gpu.alloc in @launch). @after_free launches on a freed
// buffer (its pages are guard pages again). @inside stores only in bounds and prints the sum
// (32 * 2 = 64) with nothing leaked, as without the flag.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @put(%a: memref<?xf32>, %at: index) kernel {
      %v = arith.constant 2.0 : f32
      %tx = gpu.thread_id x
      %i = arith.addi %tx, %at : index
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @launch(%n: index, %at: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %h = memref.alloc(%n) : memref<?xf32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @k::@put blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>, %at : index)
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<?xf32>, memref<?xf32>
    %t4 = gpu.dealloc async [%t3] %d : memref<?xf32>
    gpu.wait [%t4]
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %h[%i] : memref<?xf32>
      %s = arith.addf %acc, %x : f32
      scf.yield %s : f32
    }
    memref.dealloc %h : memref<?xf32>
    return %sum : f32
  }
  func.func @main() {
    %n = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %s = call @launch(%n, %c1) : (index, index) -> f32
    vector.print %s : f32
    return
  }
  func.func @after_free() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 32 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.dealloc async [%t1] %d : memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @k::@put blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>, %c0 : index)
    gpu.wait [%t3]
    vector.print %n : index
    return
  }
  func.func @inside() {
    %n = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %s = call @launch(%n, %c0) : (index, index) -> f32
    vector.print %s : f32
    return
  }
}

// CHECK: gpuopt-runner: error: out-of-bounds device memory access (SIGSEGV at 0x{{[0-9a-f]+}}) in JIT-compiled code, at byte 128 of a 128-byte device allocation created at {{.*}}bounds-kernel-store.mlir:28:15 (mgpuMemAlloc in @launch){{$}}
// CHECK-NOT: {{.}}
// FREED: gpuopt-runner: error: out-of-bounds device memory access (SIGSEGV at 0x{{[0-9a-f]+}}) in JIT-compiled code, in a 128-byte device allocation created at {{.*}}bounds-kernel-store.mlir:53:15 (mgpuMemAlloc in @after_free), already freed{{$}}
// FREED-NOT: {{.}}
// INSIDE-NOT: error
// INSIDE: 64
// INSIDE-NOT: leaked
