// LIBDEVICE
// f64 math functions, lowered to calls of libdevice's __nv_* functions (no f suffix).
gpu.module @math_f64 {
  gpu.func @functions(%data: memref<?xf64>) kernel {
    %tx = gpu.thread_id x
    %x = memref.load %data[%tx] : memref<?xf64>
    %a = math.exp %x : f64
    %b = math.sqrt %a : f64
    %c = math.tanh %b : f64
    %d = math.powf %c, %x : f64
    %e = math.log10 %d : f64
    %f = math.tan %e : f64
    %g = math.ceil %f : f64
    %h = math.cbrt %g : f64
    %i = math.expm1 %h : f64
    %j = math.log2 %i : f64
    memref.store %j, %data[%tx] : memref<?xf64>
    gpu.return
  }
}
