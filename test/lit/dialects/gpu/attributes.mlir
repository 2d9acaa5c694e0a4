// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// The gpu attributes: mapping ids, memory and address spaces (keywords printed without the written spaces), the enums, #gpu.loop_dim_map.

// CHECK:module {
// CHECK-NEXT:  func.func @f() attributes {a = #gpu.block<x>, b = #gpu.thread<linear_dim_0>, c = #gpu.warp<y>, d = #gpu.warpgroup<z>, e = #gpu.memory_space<private>, f = #gpu.address_space<workgroup>, g = #gpu<dim z>, h = #gpu<shuffle_mode xor>, i = #gpu<all_reduce_op add>, j = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, k = #gpu<mat_transpose_mode TRANSPOSE>, l = #gpu<mma_element_wise addf>, m = #gpu.block<y>, n = #gpu.address_space<global>} {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @f() attributes {a = #gpu.block<x>, b = #gpu.thread<linear_dim_0>, c = #gpu.warp<y>, d = #gpu.warpgroup<z>, e = #gpu.memory_space<private>, f = #gpu.address_space<workgroup>, g = #gpu<dim z>, h = #gpu<shuffle_mode xor>, i = #gpu<all_reduce_op add>, j = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, k = #gpu<mat_transpose_mode TRANSPOSE>, l = #gpu<mma_element_wise addf>, m = #gpu.block< y >, n = #gpu.address_space< global >} {
  return
}
