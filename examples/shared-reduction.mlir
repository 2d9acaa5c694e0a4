// A sum reduction in workgroup (shared) memory: each block of 256 threads copies its 256
// elements into a workgroup buffer, then halves the active threads 8 times (128, 64, ... 1),
// each adding the element `stride` above its own, with a `gpu.barrier` after every step so
// that no thread reads a cell before it is written; thread 0 stores the block's sum. The host
// prints the 4 block sums of a[i] = i mod 7 (i = 0..1023), then their total.
//
//   gpuopt examples/shared-reduction.mlir
//   gpuopt examples/shared-reduction.mlir --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-format=isa" | gpuopt-translate --mlir-to-llvmir
//   gpuopt-runner examples/shared-reduction.mlir -e main --entry-point-result=void
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sums(%a: memref<1024xi32>, %sums: memref<4xi32>)
        workgroup(%buf : memref<256xi32, #gpu.address_space<workgroup>>)
        kernel attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %c256 = arith.constant 256 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c256 : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<1024xi32>
      memref.store %v, %buf[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      // step s adds buf[tid + stride] into buf[tid] for tid < stride = 128 >> s
      scf.for %s = %c0 to %c8 step %c1 {
        %stride = arith.shrui %c128, %s : index
        %active = arith.cmpi ult, %tid, %stride : index
        scf.if %active {
          %j = arith.addi %tid, %stride : index
          %x = memref.load %buf[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
          %y = memref.load %buf[%j] : memref<256xi32, #gpu.address_space<workgroup>>
          %xy = arith.addi %x, %y : i32
          memref.store %xy, %buf[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %total = memref.load %buf[%c0] : memref<256xi32, #gpu.address_space<workgroup>>
        memref.store %total, %sums[%bid] : memref<4xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %n = arith.constant 1024 : index
    %seven = arith.constant 7 : i32
    %a = memref.alloc() : memref<1024xi32>
    %sums = memref.alloc() : memref<4xi32>
    scf.for %i = %c0 to %n step %c1 {
      %iv = arith.index_cast %i : index to i32
      %v = arith.remui %iv, %seven : i32
      memref.store %v, %a[%i] : memref<1024xi32>
    }

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<1024xi32>
    %ds, %t2 = gpu.alloc async [%t1] () : memref<4xi32>
    %t3 = gpu.memcpy async [%t2] %da, %a : memref<1024xi32>, memref<1024xi32>
    %t4 = gpu.launch_func async [%t3] @kernels::@block_sums
        blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%da : memref<1024xi32>, %ds : memref<4xi32>)
    %t5 = gpu.memcpy async [%t4] %sums, %ds : memref<4xi32>, memref<4xi32>
    %t6 = gpu.dealloc async [%t5] %da : memref<1024xi32>
    %t7 = gpu.dealloc async [%t6] %ds : memref<4xi32>
    gpu.wait [%t7]

    %zero = arith.constant 0 : i32
    %total = scf.for %b = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
      %s = memref.load %sums[%b] : memref<4xi32>
      vector.print %s : i32
      %next = arith.addi %acc, %s : i32
      scf.yield %next : i32
    }
    vector.print %total : i32
    memref.dealloc %a : memref<1024xi32>
    memref.dealloc %sums : memref<4xi32>
    return
  }
}
