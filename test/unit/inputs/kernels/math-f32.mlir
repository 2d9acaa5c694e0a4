// LIBDEVICE
// f32 math functions (and f16 ones, computed in f32), lowered to calls of libdevice's __nv_*f
// functions.
gpu.module @math_f32 {
  gpu.func @functions(%data: memref<?xf32>, %half: memref<?xf16>) kernel {
    %tx = gpu.thread_id x
    %x = memref.load %data[%tx] : memref<?xf32>
    %a = math.exp %x : f32
    %b = math.sqrt %a : f32
    %c = math.tanh %b : f32
    %d = math.powf %c, %x : f32
    %e = math.log %d : f32
    %f = math.sin %e : f32
    %g = math.cos %f : f32
    %h = math.rsqrt %g : f32
    %i = math.atan2 %h, %x : f32
    %j = math.floor %i : f32
    %k = math.absf %j : f32
    %l = math.exp2 %k : f32
    %m = math.log1p %l : f32
    %n = math.erf %m : f32
    %o = arith.remf %n, %x : f32
    memref.store %o, %data[%tx] : memref<?xf32>
    %hv = memref.load %half[%tx] : memref<?xf16>
    %he = math.exp %hv : f16
    %hs = math.sqrt %he : f16
    memref.store %hs, %half[%tx] : memref<?xf16>
    gpu.return
  }
}
