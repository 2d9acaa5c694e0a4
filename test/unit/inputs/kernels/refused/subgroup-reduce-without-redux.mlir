// A uniform i32 gpu.subgroup_reduce, the redux option off: nothing lowers it.
gpu.module @no_redux {
  gpu.func @sum(%data: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %s = gpu.subgroup_reduce add %v uniform : (i32) -> i32
    memref.store %s, %data[%tx] : memref<?xi32>
    gpu.return
  }
}
