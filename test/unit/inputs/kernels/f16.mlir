// f16 arithmetic, conversions to and from f32, and f16 loads and stores.
gpu.module @half {
  gpu.func @axpy_h(%a: f16, %x: memref<?xf16>, %y: memref<?xf16>, %acc: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %xv = memref.load %x[%tx] : memref<?xf16>
    %yv = memref.load %y[%tx] : memref<?xf16>
    %m = arith.mulf %a, %xv : f16
    %s = arith.addf %m, %yv : f16
    %n = arith.negf %s : f16
    %mx = arith.maximumf %n, %s : f16
    memref.store %mx, %y[%tx] : memref<?xf16>
    %w = arith.extf %mx : f16 to f32
    %p = arith.mulf %w, %w : f32
    memref.store %p, %acc[%tx] : memref<?xf32>
    gpu.return
  }
}
