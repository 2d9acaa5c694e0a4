// Elementwise on a 1-D grid: c[i] = a[i] * s + b[i] for i < n.
gpu.module @elementwise {
  gpu.func @scale_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %s: f32, %n: index) kernel {
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %dx = gpu.block_dim x
    %base = arith.muli %bx, %dx : index
    %i = arith.addi %base, %tx : index
    %ok = arith.cmpi ult, %i, %n : index
    cf.cond_br %ok, ^body, ^exit
  ^body:
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %m = arith.mulf %x, %s : f32
    %r = arith.addf %m, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
    cf.br ^exit
  ^exit:
    gpu.return
  }
}
