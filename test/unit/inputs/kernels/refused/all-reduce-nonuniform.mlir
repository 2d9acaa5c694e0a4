// A non-uniform gpu.all_reduce: GpuAllReduceRewrite refuses the whole function (one uniform
// reduction in it is not rewritten either), so the conversion fails to legalize it.
gpu.module @nonuniform {
  gpu.func @mixed(%data: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %a = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    %b = gpu.all_reduce mul %a {} : (f32) -> (f32)
    memref.store %b, %data[%tx] : memref<?xf32>
    gpu.return
  }
}
