// OPTIONS: has-redux
// Uniform i32 gpu.subgroup_reduce of each kind mlir-opt-19 lowers to nvvm.redux.sync with
// has-redux: add, and, or, xor, minsi, maxsi (minui/maxui and the float kinds fail to legalize in
// both tools).
gpu.module @subgroup_reduce {
  gpu.func @kinds(%data: memref<?xi32>) kernel {
    %tx = gpu.thread_id x
    %v = memref.load %data[%tx] : memref<?xi32>
    %a = gpu.subgroup_reduce add %v uniform : (i32) -> i32
    %b = gpu.subgroup_reduce and %a uniform : (i32) -> i32
    %c = gpu.subgroup_reduce or %b uniform : (i32) -> i32
    %d = gpu.subgroup_reduce xor %c uniform : (i32) -> i32
    %e = gpu.subgroup_reduce minsi %d uniform : (i32) -> i32
    %g = gpu.subgroup_reduce maxsi %e uniform : (i32) -> i32
    memref.store %g, %data[%tx] : memref<?xi32>
    gpu.return
  }
}
