// c = a + b on the device: the host copies a and b to device buffers, launches one thread per
// element on a stream of async tokens, copies c back and frees the device buffers. The host
// prints the sum of c over 1024 elements with a[i] = 1 and b[i] = 2.
//
//   gpuopt examples/vector-add.mlir
//   gpuopt examples/vector-add.mlir --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-format=isa" | gpuopt-translate --mlir-to-llvmir
//   gpuopt-runner examples/vector-add.mlir -e main --entry-point-result=void
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // One thread per element; threads past the end do nothing.
    gpu.func @vector_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index)
        kernel attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %base = arith.muli %bx, %bd : index
      %i = arith.addi %base, %tx : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %sum = arith.addf %x, %y : f32
        memref.store %sum, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @vector_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %block = arith.constant 256 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    // grid = ceil(n / block)
    %last = arith.subi %block, %c1 : index
    %padded = arith.addi %n, %last : index
    %grid = arith.divui %padded, %block : index

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %db, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %dc, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %da, %a : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memcpy async [%t4] %db, %b : memref<?xf32>, memref<?xf32>
    %t6 = gpu.launch_func async [%t5] @kernels::@vector_add
        blocks in (%grid, %c1, %c1) threads in (%block, %c1, %c1)
        args(%da : memref<?xf32>, %db : memref<?xf32>, %dc : memref<?xf32>, %n : index)
    %t7 = gpu.memcpy async [%t6] %c, %dc : memref<?xf32>, memref<?xf32>
    %t8 = gpu.dealloc async [%t7] %da : memref<?xf32>
    %t9 = gpu.dealloc async [%t8] %db : memref<?xf32>
    %t10 = gpu.dealloc async [%t9] %dc : memref<?xf32>
    gpu.wait [%t10]
    return
  }

  // Host entry: 1024 elements, a[i] = 1.0 and b[i] = 2.0, so every c[i] is 3.0.
  func.func @main() {
    %n = arith.constant 1024 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %a = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    %c = memref.alloc(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      memref.store %one, %a[%i] : memref<?xf32>
      memref.store %two, %b[%i] : memref<?xf32>
    }
    call @vector_add(%a, %b, %c) : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    // Prints the sum of c: 3072
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %ci = memref.load %c[%i] : memref<?xf32>
      %next = arith.addf %acc, %ci : f32
      scf.yield %next : f32
    }
    vector.print %sum : f32
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    memref.dealloc %c : memref<?xf32>
    return
  }
}
