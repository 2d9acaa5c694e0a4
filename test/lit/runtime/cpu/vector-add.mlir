// The cpu device end to end: a kernel compiled by gpuopt's own pipeline (format=llvm object),
// host code lowered to mgpu* calls, run by gpuopt-runner on the cpu device. A block
// reduction with gpu.barrier and workgroup memory (loop fission) and a vector add, with
// async copies in and out; no leak is reported.
// RUN: gpuopt %s --pass-pipeline='builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=llvm},expand-strided-metadata,gpu-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN:   | gpuopt-runner -e main --entry-point-result=void --device=cpu --fail-on-leak 2>&1 | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @k {

    gpu.func @vadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<?xf32>
      }
      gpu.return
    }

    gpu.func @bsum(%a: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      memref.store %x, %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      scf.for %k = %c0 to %c8 step %c1 {
        %s = arith.shrui %c128, %k : index
        %lt = arith.cmpi ult, %tx, %s : index
        scf.if %lt {
          %j = arith.addi %tx, %s : index
          %u = memref.load %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
          %v = memref.load %sh[%j] : memref<256xf32, #gpu.address_space<workgroup>>
          %w = arith.addf %u, %v : f32
          memref.store %w, %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %z = arith.cmpi eq, %tx, %c0 : index
      scf.if %z {
        %r = memref.load %sh[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bx] : memref<?xf32>
      }
      gpu.return
    }
  }
  // CHECK-NOT: error
  // CHECK: sizes = [1000] strides = [1] data =
  // CHECK-NEXT: [0,  1.5,  3,  4.5,  6,
  // CHECK: sizes = [4] strides = [1] data =
  // CHECK-NEXT: [256,  256,  256,  256]
  // CHECK-NOT: leaked
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %n = arith.constant 1000 : index
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %a = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    %c = memref.alloc(%n) : memref<?xf32>
    %ones = memref.alloc(%c1024) : memref<?xf32>
    %sums = memref.alloc(%c4) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %x = arith.sitofp %ii : i32 to f32
      %y = arith.mulf %x, %half : f32
      memref.store %x, %a[%i] : memref<?xf32>
      memref.store %y, %b[%i] : memref<?xf32>
    }
    scf.for %i = %c0 to %c1024 step %c1 {
      memref.store %one, %ones[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %db, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %dc, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %da, %a : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memcpy async [%t4] %db, %b : memref<?xf32>, memref<?xf32>
    %t6 = gpu.launch_func async [%t5] @k::@vadd blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%da : memref<?xf32>, %db : memref<?xf32>, %dc : memref<?xf32>, %n : index)
    %t7 = gpu.memcpy async [%t6] %c, %dc : memref<?xf32>, memref<?xf32>
    %do, %t8 = gpu.alloc async [%t7] (%c1024) : memref<?xf32>
    %ds, %t9 = gpu.alloc async [%t8] (%c4) : memref<?xf32>
    %t10 = gpu.memcpy async [%t9] %do, %ones : memref<?xf32>, memref<?xf32>
    %t11 = gpu.launch_func async [%t10] @k::@bsum blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%do : memref<?xf32>, %ds : memref<?xf32>)
    %t12 = gpu.memcpy async [%t11] %sums, %ds : memref<?xf32>, memref<?xf32>
    %t13 = gpu.dealloc async [%t12] %da : memref<?xf32>
    %t14 = gpu.dealloc async [%t13] %db : memref<?xf32>
    %t15 = gpu.dealloc async [%t14] %dc : memref<?xf32>
    %t16 = gpu.dealloc async [%t15] %do : memref<?xf32>
    %t17 = gpu.dealloc async [%t16] %ds : memref<?xf32>
    gpu.wait [%t17]
    %cast = memref.cast %c : memref<?xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast2 = memref.cast %sums : memref<?xf32> to memref<*xf32>
    call @printMemrefF32(%cast2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
