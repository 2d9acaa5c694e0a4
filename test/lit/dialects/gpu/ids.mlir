// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// The id ops print two spaces before the dimension and name their results
// after the op and dimension (%thread_id_x ...); gpu.lane_id gets no name.

// CHECK:module {
// CHECK-LABEL:  func.func @thread_and_block_ids() -> index {
// CHECK-NEXT:    %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:    %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:    %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:    %block_id_x = gpu.block_id  x
// CHECK-NEXT:    %block_id_y = gpu.block_id  y
// CHECK-NEXT:    %block_id_z = gpu.block_id  z
// CHECK-NEXT:    return %thread_id_z : index
// CHECK-NEXT:  }
func.func @thread_and_block_ids() -> index {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %tz = gpu.thread_id z
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %bz = gpu.block_id z
  return %tz : index
}

// CHECK-LABEL:  func.func @dims() {
// CHECK-NEXT:    %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:    %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:    %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:    %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:    %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:    %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dims() {
  %a = gpu.block_dim x
  %b = gpu.block_dim y
  %c = gpu.block_dim z
  %d = gpu.grid_dim x
  %e = gpu.grid_dim y
  %f = gpu.grid_dim z
  return
}

// CHECK-LABEL:  func.func @global_and_lane() {
// CHECK-NEXT:    %global_id_x = gpu.global_id  x
// CHECK-NEXT:    %global_id_y = gpu.global_id  y
// CHECK-NEXT:    %global_id_z = gpu.global_id  z
// CHECK-NEXT:    %0 = gpu.lane_id
// CHECK-NEXT:    %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:    %thread_id_x_0 = gpu.thread_id  x
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @global_and_lane() {
  %g = gpu.global_id x
  %h = gpu.global_id y
  %i = gpu.global_id z
  %l = gpu.lane_id
  %t = gpu.thread_id x
  %t2 = gpu.thread_id x
  return
}
// CHECK-NEXT:}

// Generic form: the dimension is a #gpu<dim ...> property; the ids of the last function come first.
// GENERIC:  "func.func"() <{function_type = () -> index, sym_name = "thread_and_block_ids"}> ({
// GENERIC-NEXT:    %12 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:    %13 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC-NEXT:    %14 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC-NEXT:    %15 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:    %16 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC-NEXT:    %17 = "gpu.block_id"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC:  "func.func"() <{function_type = () -> (), sym_name = "dims"}> ({
// GENERIC-NEXT:    %6 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:    %7 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC-NEXT:    %8 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC-NEXT:    %9 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:    %10 = "gpu.grid_dim"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC-NEXT:    %11 = "gpu.grid_dim"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC:  "func.func"() <{function_type = () -> (), sym_name = "global_and_lane"}> ({
// GENERIC-NEXT:    %0 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:    %1 = "gpu.global_id"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC-NEXT:    %2 = "gpu.global_id"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC-NEXT:    %3 = "gpu.lane_id"() : () -> index
// GENERIC-NEXT:    %4 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:    %5 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
