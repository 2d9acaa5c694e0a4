// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Operand and result constraints of the sparse handle ops, with mlir-opt-19's wording.

func.func @f(%d: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op operand #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  "gpu.destroy_sp_mat"(%d) : (!gpu.sparse.dntensor_handle) -> ()
  return
}

// -----

func.func @f(%d: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.destroy_dn_tensor' op operand #0 must be dense tensor handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.destroy_dn_tensor"(%d) : (!gpu.sparse.spmat_handle) -> ()
  return
}

// -----

func.func @f(%d: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.spgemm_destroy_descr' op operand #0 must be SpGEMM operation handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.spgemm_destroy_descr"(%d) : (!gpu.sparse.spmat_handle) -> ()
  return
}

// -----

func.func @f(%n: index, %m: memref<?xf64>, %x: f64) {
  // expected-error@+1 {{'gpu.create_coo' op operand #5 must be memref of any type values, but got 'f64'}}
  %s = "gpu.create_coo"(%n, %n, %n, %m, %m, %x) : (index, index, index, memref<?xf64>, memref<?xf64>, f64) -> !gpu.sparse.spmat_handle
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%n: i32, %m: memref<?xf64>) {
  // expected-error@+1 {{use of value '%n' expects different type than prior uses: 'index' vs 'i32'}}
  %s = gpu.create_coo %n, %n, %n, %m, %m, %m : memref<?xf64>, memref<?xf64>, memref<?xf64>
  return
}

// -----

func.func @f(%n: index, %m: memref<?xf64>) {
  // expected-error@+1 {{'gpu.create_dn_tensor' op result #0 must be dense tensor handle type, but got '!gpu.sparse.spmat_handle'}}
  %s = "gpu.create_dn_tensor"(%m, %n) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (memref<?xf64>, index) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @f(%s: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.spmat_get_size' op result #2 must be index, but got 'i32'}}
  %r, %c, %z = "gpu.spmat_get_size"(%s) : (!gpu.sparse.spmat_handle) -> (index, index, i32)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'gpu.spgemm_create_descr' op result #0 must be SpGEMM operation handle type, but got 'index'}}
  %s = "gpu.spgemm_create_descr"() : () -> index
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%d: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{use of value '%d' expects different type than prior uses: '!gpu.sparse.dntensor_handle' vs '!gpu.sparse.spmat_handle'}}
  gpu.destroy_dn_tensor %d
  return
}

// -----

func.func @bad_mode(%env: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+2 {{custom op 'gpu.spmv_buffer_size' expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
  // expected-error@+1 {{custom op 'gpu.spmv_buffer_size' failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
  %b = gpu.spmv_buffer_size %env{FOO}, %dn, %dn into f64
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @dense_as_sparse(%env: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{use of value '%dn' expects different type than prior uses: '!gpu.sparse.spmat_handle' vs '!gpu.sparse.dntensor_handle'}}
  %b = gpu.spmv_buffer_size %dn, %dn, %dn into f64
  return
}

// -----

func.func @no_compute_type(%env: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmv_buffer_size' op requires attribute 'computeType'}}
  %b = "gpu.spmv_buffer_size"(%env, %dn, %dn) <{modeA = #gpu<mat_transpose_mode TRANSPOSE>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @spmm_segments(%env: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %m: memref<?xf64>) {
  // expected-error@+1 {{'gpu.spmm' op operand count (4) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "gpu.spmm"(%env, %dn, %dn, %m) <{computeType = f64, operandSegmentSizes = array<i32: 0, 1, 1, 1, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> ()
  return
}

// -----

func.func @bad_prune_flag(%n: index, %mem: memref<?xf64>) {
  // expected-error@+2 {{custom op 'gpu.create_2to4_spmat' expected ::mlir::gpu::Prune2To4SpMatFlag to be one of: NONE, PRUNE_ONLY, PRUNE_AND_CHECK}}
  // expected-error@+1 {{custom op 'gpu.create_2to4_spmat' failed to parse GPU_Prune2To4SpMatFlagAttr parameter 'value' which is to be a `::mlir::gpu::Prune2To4SpMatFlag`}}
  %p = gpu.create_2to4_spmat {FOO} %n, %n, %mem : memref<?xf64>
  return
}

// -----

func.func @bad_kind(%n: index, %mem: memref<?xf64>, %a: !gpu.sparse.spmat_handle, %desc: !gpu.sparse.spgemmop_handle) {
  // expected-error@+2 {{custom op 'gpu.spgemm_work_estimation_or_compute' expected ::mlir::gpu::SpGEMMWorkEstimationOrComputeKind to be one of: WORK_ESTIMATION, COMPUTE}}
  // expected-error@+1 {{custom op 'gpu.spgemm_work_estimation_or_compute' failed to parse GPU_SpGEMMWorkEstimationOrComputeKindAttr parameter 'value' which is to be a `::mlir::gpu::SpGEMMWorkEstimationOrComputeKind`}}
  %bsz = gpu.spgemm_work_estimation_or_compute {FOO} %a, %a, %a, %desc, %n, %mem : f32 into memref<?xf64>
  return
}

// -----

func.func @desc_type(%a: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.spgemm_copy' op operand #0 must be SpGEMM operation handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.spgemm_copy"(%a, %a, %a, %a) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> ()
  return
}
