// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @thread_id_result() {
// expected-error @+1 {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @thread_id_no_dimension() {
// expected-error @+1 {{'gpu.thread_id' op requires attribute 'dimension'}}
  %0 = "gpu.thread_id"() : () -> index
  return
}

// -----

func.func @thread_id_bad_bound() {
// expected-error @+1 {{'gpu.thread_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @block_id_result() {
// expected-error @+1 {{'gpu.block_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @block_id_no_dimension() {
// expected-error @+1 {{'gpu.block_id' op requires attribute 'dimension'}}
  %0 = "gpu.block_id"() : () -> index
  return
}

// -----

func.func @block_id_bad_bound() {
// expected-error @+1 {{'gpu.block_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.block_id"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @block_dim_result() {
// expected-error @+1 {{'gpu.block_dim' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @block_dim_no_dimension() {
// expected-error @+1 {{'gpu.block_dim' op requires attribute 'dimension'}}
  %0 = "gpu.block_dim"() : () -> index
  return
}

// -----

func.func @block_dim_bad_bound() {
// expected-error @+1 {{'gpu.block_dim' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.block_dim"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @grid_dim_result() {
// expected-error @+1 {{'gpu.grid_dim' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.grid_dim"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @grid_dim_no_dimension() {
// expected-error @+1 {{'gpu.grid_dim' op requires attribute 'dimension'}}
  %0 = "gpu.grid_dim"() : () -> index
  return
}

// -----

func.func @grid_dim_bad_bound() {
// expected-error @+1 {{'gpu.grid_dim' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.grid_dim"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @global_id_result() {
// expected-error @+1 {{'gpu.global_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.global_id"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @global_id_no_dimension() {
// expected-error @+1 {{'gpu.global_id' op requires attribute 'dimension'}}
  %0 = "gpu.global_id"() : () -> index
  return
}

// -----

func.func @global_id_bad_bound() {
// expected-error @+1 {{'gpu.global_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.global_id"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @cluster_id_result() {
// expected-error @+1 {{'gpu.cluster_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_id"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @cluster_id_no_dimension() {
// expected-error @+1 {{'gpu.cluster_id' op requires attribute 'dimension'}}
  %0 = "gpu.cluster_id"() : () -> index
  return
}

// -----

func.func @cluster_id_bad_bound() {
// expected-error @+1 {{'gpu.cluster_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.cluster_id"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @cluster_dim_result() {
// expected-error @+1 {{'gpu.cluster_dim' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_dim"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @cluster_dim_no_dimension() {
// expected-error @+1 {{'gpu.cluster_dim' op requires attribute 'dimension'}}
  %0 = "gpu.cluster_dim"() : () -> index
  return
}

// -----

func.func @cluster_dim_bad_bound() {
// expected-error @+1 {{'gpu.cluster_dim' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.cluster_dim"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @cluster_block_id_result() {
// expected-error @+1 {{'gpu.cluster_block_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_block_id"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @cluster_block_id_no_dimension() {
// expected-error @+1 {{'gpu.cluster_block_id' op requires attribute 'dimension'}}
  %0 = "gpu.cluster_block_id"() : () -> index
  return
}

// -----

func.func @cluster_block_id_bad_bound() {
// expected-error @+1 {{'gpu.cluster_block_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.cluster_block_id"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @cluster_dim_blocks_result() {
// expected-error @+1 {{'gpu.cluster_dim_blocks' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_dim_blocks"() <{dimension = #gpu<dim y>}> : () -> i32
  return
}

// -----

func.func @cluster_dim_blocks_no_dimension() {
// expected-error @+1 {{'gpu.cluster_dim_blocks' op requires attribute 'dimension'}}
  %0 = "gpu.cluster_dim_blocks"() : () -> index
  return
}

// -----

func.func @cluster_dim_blocks_bad_bound() {
// expected-error @+1 {{'gpu.cluster_dim_blocks' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.cluster_dim_blocks"() <{dimension = #gpu<dim x>, upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @lane_id_result() {
// expected-error @+1 {{'gpu.lane_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.lane_id"() : () -> i32
  return
}

// -----

func.func @lane_id_bad_bound() {
// expected-error @+1 {{'gpu.lane_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.lane_id"() <{upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @lane_id_operand(%x: index) {
// expected-error @+1 {{'gpu.lane_id' op requires zero operands}}
  %0 = "gpu.lane_id"(%x) : (index) -> index
  return
}

// -----

func.func @subgroup_id_result() {
// expected-error @+1 {{'gpu.subgroup_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.subgroup_id"() : () -> i32
  return
}

// -----

func.func @subgroup_id_bad_bound() {
// expected-error @+1 {{'gpu.subgroup_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.subgroup_id"() <{upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @subgroup_id_operand(%x: index) {
// expected-error @+1 {{'gpu.subgroup_id' op requires zero operands}}
  %0 = "gpu.subgroup_id"(%x) : (index) -> index
  return
}

// -----

func.func @num_subgroups_result() {
// expected-error @+1 {{'gpu.num_subgroups' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.num_subgroups"() : () -> i32
  return
}

// -----

func.func @num_subgroups_bad_bound() {
// expected-error @+1 {{'gpu.num_subgroups' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.num_subgroups"() <{upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @num_subgroups_operand(%x: index) {
// expected-error @+1 {{'gpu.num_subgroups' op requires zero operands}}
  %0 = "gpu.num_subgroups"(%x) : (index) -> index
  return
}

// -----

func.func @subgroup_size_result() {
// expected-error @+1 {{'gpu.subgroup_size' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.subgroup_size"() : () -> i32
  return
}

// -----

func.func @subgroup_size_bad_bound() {
// expected-error @+1 {{'gpu.subgroup_size' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.subgroup_size"() <{upper_bound = 4 : i32}> : () -> index
  return
}

// -----

func.func @subgroup_size_operand(%x: index) {
// expected-error @+1 {{'gpu.subgroup_size' op requires zero operands}}
  %0 = "gpu.subgroup_size"(%x) : (index) -> index
  return
}

// -----

func.func @host_unregister_ranked(%m: memref<4xf32>) {
// expected-error @+1 {{'gpu.host_unregister' op operand #0 must be unranked.memref of any type values, but got 'memref<4xf32>'}}
  "gpu.host_unregister"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @create_csr_rows(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.create_csr' op operand #0 must be index, but got 'f32'}}
  %0 = "gpu.create_csr"(%f, %i, %i, %m, %m, %m) : (f32, index, index, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @create_csr_values(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.create_csr' op operand #5 must be memref of any type values, but got 'f32'}}
  %0 = "gpu.create_csr"(%i, %i, %i, %m, %m, %f) : (index, index, index, memref<4xf32>, memref<4xf32>, f32) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @create_csc_result(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.create_csc' op result #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  %0 = "gpu.create_csc"(%i, %i, %i, %m, %m, %m) : (index, index, index, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @create_csc_count(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.create_csc' op expected 6 or more operands, but found 5}}
  %0 = "gpu.create_csc"(%i, %i, %m, %m, %m) : (index, index, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @create_bsr_block(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.create_bsr' op operand #3 must be index, but got 'f32'}}
  %0 = "gpu.create_bsr"(%i, %i, %i, %f, %i, %m, %m, %m) : (index, index, index, f32, index, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @create_coo_aos_idxs(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.create_coo_aos' op operand #3 must be memref of any type values, but got 'f32'}}
  %0 = "gpu.create_coo_aos"(%i, %i, %i, %f, %m) : (index, index, index, f32, memref<4xf32>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @set_csr_pointers_spmat(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.set_csr_pointers' op operand #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  "gpu.set_csr_pointers"(%dn, %m, %m, %m) : (!gpu.sparse.dntensor_handle, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @spmv_x(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.spmv' op operand #1 must be dense tensor handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.spmv"(%sp, %sp, %dn, %m) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, memref<4xf32>) -> ()
  return
}

// -----

func.func @spmv_no_compute_type(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.spmv' op requires attribute 'computeType'}}
  "gpu.spmv"(%sp, %dn, %dn, %m) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<4xf32>) -> ()
  return
}

// -----

func.func @sddmm_c(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.sddmm' op operand #2 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  "gpu.sddmm"(%dn, %dn, %dn, %m) <{computeType = f32}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<4xf32>) -> ()
  return
}

// -----

func.func @sddmm_buffer_size_result(%i: index, %m: memref<4xf32>, %f: f32, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.sddmm_buffer_size' op result #0 must be index, but got 'f32'}}
  %0 = "gpu.sddmm_buffer_size"(%dn, %dn, %sp) <{computeType = f32}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle) -> f32
  return
}

// -----

func.func @yield_result() {
// expected-error @+1 {{'gpu.yield' op requires zero results}}
  %0 = "gpu.yield"() : () -> i32
  return
}

// -----

gpu.module @module_two_blocks {
// expected-error @+1 {{'gpu.module' op expects region #0 to have 0 or 1 blocks}}
  "gpu.module"() <{sym_name = "inner"}> ({
    cf.br ^bb1
  ^bb1:
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}

// -----

// expected-error @+1 {{'gpu.module' op requires attribute 'sym_name'}}
"gpu.module"() ({
}) : () -> ()

// -----

func.func @module_parent() {
// expected-error @+1 {{'gpu.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "gpu.module"() <{sym_name = "m"}> ({
  }) : () -> ()
  return
}

// -----

func.func @module_end_parent() {
// expected-error @+1 {{'gpu.module_end' op expects parent op 'gpu.module'}}
  "gpu.module_end"() : () -> ()
}

// -----

gpu.module @m {
// expected-error @+1 {{use of undeclared SSA value name}}
  "gpu.module_end"(%x) : (index) -> ()
}

// -----

func.func @spmm_buffer_size_spmat(%dn: !gpu.sparse.dntensor_handle) {
// expected-error @+1 {{'gpu.spmm_buffer_size' op operand #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  %0 = "gpu.spmm_buffer_size"(%dn, %dn, %dn) <{computeType = f32, resultSegmentSizes = array<i32: 1, 0>}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @spmm_buffer_size_segments(%dn: !gpu.sparse.dntensor_handle, %sp: !gpu.sparse.spmat_handle) {
// expected-error @+1 {{'gpu.spmm_buffer_size' op result count (1) does not match with the total size (2) specified in attribute 'resultSegmentSizes'}}
  %0 = "gpu.spmm_buffer_size"(%sp, %dn, %dn) <{computeType = f32, resultSegmentSizes = array<i32: 2, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}
