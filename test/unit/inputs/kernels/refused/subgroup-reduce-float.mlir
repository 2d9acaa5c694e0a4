// OPTIONS: has-redux
// An f32 gpu.subgroup_reduce with has-redux: redux.sync is for i32 only.
gpu.module @redux_float {
  gpu.func @max(%data: memref<?xf32>) kernel {
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xf32>
    %s = gpu.subgroup_reduce maxnumf %v uniform : (f32) -> f32
    memref.store %s, %data[%tx] : memref<?xf32>
    gpu.return
  }
}
