// OPTIONS: has-redux
// A non-uniform i32 gpu.subgroup_reduce with has-redux: the redux pattern needs `uniform`.
gpu.module @redux_nonuniform {
  gpu.func @sum(%data: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %s = gpu.subgroup_reduce add %v : (i32) -> i32
    memref.store %s, %data[%tx] : memref<?xi32>
    gpu.return
  }
}
