// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// gpu.spmv, gpu.spmm, gpu.sddmm and their buffer-size ops: transpose modes in braces (unprinted when NON_TRANSPOSE), the compute type after `into`, sync and async.

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @f(%arg0: !gpu.sparse.spmat_handle, %arg1: !gpu.sparse.dntensor_handle, %arg2: memref<?xf64>) {
// CHECK-NEXT:    %bufferSz = gpu.spmv_buffer_size  %arg0{ TRANSPOSE}, %arg1, %arg1 into f64
// CHECK-NEXT:    %bufferSz_0 = gpu.spmv_buffer_size  %arg0, %arg1, %arg1 into f32
// CHECK-NEXT:    gpu.spmv  %arg0{ CONJUGATE_TRANSPOSE}, %arg1, %arg1, %arg2 : memref<?xf64> into f64
// CHECK-NEXT:    %bufferSzs = gpu.spmm_buffer_size  %arg0{ TRANSPOSE}, %arg1{ TRANSPOSE}, %arg1 : index into f32
// CHECK-NEXT:    gpu.spmm  %arg0, %arg1{ TRANSPOSE}, %arg1, %arg2, %arg2 : memref<?xf64>, memref<?xf64> into f64
// CHECK-NEXT:    %bufferSz_1 = gpu.sddmm_buffer_size  %arg1{ TRANSPOSE}, %arg1, %arg0 into f16
// CHECK-NEXT:    gpu.sddmm  %arg1, %arg1{ TRANSPOSE}, %arg0, %arg2 : memref<?xf64> into f64
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @sparse(%arg0: index, %arg1: index, %arg2: memref<?xf64>, %arg3: memref<?xindex>, %arg4: memref<?xi32>, %arg5: f64) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %spmat, %asyncToken = gpu.create_coo async [%0] %arg0, %arg0, %arg1, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %spmat_0, %asyncToken_1 = gpu.create_csr async [%asyncToken] %arg0, %arg0, %arg1, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %dnTensor, %asyncToken_2 = gpu.create_dn_tensor async [%asyncToken_1] %arg2, %arg0, %arg0 : index, index into memref<?xf64>
// CHECK-NEXT:    %dnTensor_3, %asyncToken_4 = gpu.create_dn_tensor async [%asyncToken_2] %arg2, %arg0 : index into memref<?xf64>
// CHECK-NEXT:    %bufferSz, %asyncToken_5 = gpu.spmv_buffer_size async [%asyncToken_4] %spmat, %dnTensor_3, %dnTensor_3 into f64
// CHECK-NEXT:    %1 = gpu.spmv async [%asyncToken_5] %spmat, %dnTensor_3, %dnTensor_3, %arg2 : memref<?xf64> into f64
// CHECK-NEXT:    %bufferSzs, %asyncToken_6 = gpu.spmm_buffer_size async [%1] %spmat, %dnTensor, %dnTensor : index into f64
// CHECK-NEXT:    %2 = gpu.spmm async [%asyncToken_6] %spmat, %dnTensor, %dnTensor, %arg2 : memref<?xf64> into f64
// CHECK-NEXT:    %bufferSz_7, %asyncToken_8 = gpu.sddmm_buffer_size async [%2] %dnTensor, %dnTensor, %spmat into f64
// CHECK-NEXT:    %3 = gpu.sddmm async [%asyncToken_8] %dnTensor, %dnTensor, %spmat, %arg2 : memref<?xf64> into f64
// CHECK-NEXT:    %4 = gpu.destroy_dn_tensor async [%3] %dnTensor
// CHECK-NEXT:    %5 = gpu.destroy_sp_mat async [%4] %spmat
// CHECK-NEXT:    %spmat_9, %asyncToken_10 = gpu.create_coo_aos async [%5] %arg0, %arg0, %arg1, %arg3, %arg2 : memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %spmat_11, %asyncToken_12 = gpu.create_csc async [%asyncToken_10] %arg0, %arg0, %arg1, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %spmat_13, %asyncToken_14 = gpu.create_bsr async [%asyncToken_12] %arg0, %arg0, %arg1, %arg0, %arg0, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %rows, %cols, %nnz, %asyncToken_15 = gpu.spmat_get_size async [%asyncToken_14] %spmat_13
// CHECK-NEXT:    %6 = gpu.set_csr_pointers async [%asyncToken_15] %spmat_11, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %desc, %asyncToken_16 = gpu.spgemm_create_descr async [%6]
// CHECK-NEXT:    %7 = gpu.spgemm_destroy_descr async [%asyncToken_16] %desc
// CHECK-NEXT:    gpu.wait [%7]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module attributes {gpu.container_module} {
func.func @f(%env: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %mem: memref<?xf64>) {
  %b = gpu.spmv_buffer_size %env{TRANSPOSE}, %dn, %dn into f64
  %b2 = gpu.spmv_buffer_size %env{NON_TRANSPOSE}, %dn, %dn into f32
  gpu.spmv %env{CONJUGATE_TRANSPOSE}, %dn, %dn, %mem : memref<?xf64> into f64
  %bs2 = gpu.spmm_buffer_size %env{TRANSPOSE}, %dn{TRANSPOSE}, %dn : index into f32
  gpu.spmm %env, %dn{TRANSPOSE}, %dn, %mem, %mem : memref<?xf64>, memref<?xf64> into f64
  %b3 = gpu.sddmm_buffer_size %dn{TRANSPOSE}, %dn, %env into f16
  gpu.sddmm %dn, %dn{TRANSPOSE}, %env, %mem : memref<?xf64> into f64
  return
}
  func.func @sparse(%n: index, %nnz: index, %mem: memref<?xf64>, %idx: memref<?xindex>, %i32: memref<?xi32>, %alpha: f64) {
    %t0 = gpu.wait async
    %env, %t1 = gpu.create_coo async [%t0] %n, %n, %nnz, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat2, %t2 = gpu.create_csr async [%t1] %n, %n, %nnz, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %dn, %t3 = gpu.create_dn_tensor async [%t2] %mem, %n, %n : index, index into memref<?xf64>
    %dnv, %t4 = gpu.create_dn_tensor async [%t3] %mem, %n : index into memref<?xf64>
    %bs, %t5 = gpu.spmv_buffer_size async [%t4] %env, %dnv, %dnv into f64
    %t6 = gpu.spmv async [%t5] %env, %dnv, %dnv, %mem : memref<?xf64> into f64
    %bs2, %t7 = gpu.spmm_buffer_size async [%t6] %env, %dn, %dn : index into f64
    %t8 = gpu.spmm async [%t7] %env, %dn, %dn, %mem : memref<?xf64> into f64
    %bs3, %t9 = gpu.sddmm_buffer_size async [%t8] %dn, %dn, %env into f64
    %t10 = gpu.sddmm async [%t9] %dn, %dn, %env, %mem : memref<?xf64> into f64
    %t11 = gpu.destroy_dn_tensor async [%t10] %dn
    %t12 = gpu.destroy_sp_mat async [%t11] %env
    %spA, %t13 = gpu.create_coo_aos async [%t12] %n, %n, %nnz, %idx, %mem : memref<?xindex>, memref<?xf64>
    %spB, %t14 = gpu.create_csc async [%t13] %n, %n, %nnz, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spC, %t15 = gpu.create_bsr async [%t14] %n, %n, %nnz, %n, %n, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %r, %c, %z, %t16 = gpu.spmat_get_size async [%t15] %spC
    %t17 = gpu.set_csr_pointers async [%t16] %spB, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %desc, %t18 = gpu.spgemm_create_descr async [%t17]
    %t21 = gpu.spgemm_destroy_descr async [%t18] %desc
    gpu.wait [%t21]
    return
  }
}
