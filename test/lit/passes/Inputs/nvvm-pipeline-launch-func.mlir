module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %off = arith.muli %bid, %bdim : index
      %i = arith.addi %off, %tid : index
      %ok = arith.cmpi slt, %i, %n : index
      scf.if %ok {
        %xv = memref.load %x[%i] : memref<?xf32>
        %yv = memref.load %y[%i] : memref<?xf32>
        %p = arith.mulf %a, %xv : f32
        %r = arith.addf %p, %yv : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @sum4(%x: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %v = vector.load %x[%c0] : memref<16xf32>, vector<4xf32>
      %w = arith.addf %v, %v : vector<4xf32>
      %c4 = arith.constant 4 : index
      vector.store %w, %x[%c4] : memref<16xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @run(%x: memref<?xf32>, %y: memref<?xf32>, %z: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %a = arith.constant 3.0 : f32
    %c127 = arith.constant 127 : index
    %t = arith.addi %n, %c127 : index
    %g = arith.divui %t, %c128 : index
    gpu.launch_func @kernels::@axpy blocks in (%g, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %a : f32, %n : index)
    gpu.launch_func @kernels::@sum4 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%z : memref<16xf32>)
    return
  }
}
