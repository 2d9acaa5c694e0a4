// OPTIONS: has-redux
// gpu.subgroup_reduce minui with has-redux: no nvvm.redux.sync kind for it in mlir-opt-19.
gpu.module @redux_minui {
  gpu.func @min(%data: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %s = gpu.subgroup_reduce minui %v uniform : (i32) -> i32
    memref.store %s, %data[%tx] : memref<?xi32>
    gpu.return
  }
}
