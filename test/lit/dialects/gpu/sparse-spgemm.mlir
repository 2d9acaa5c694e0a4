// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// gpu.create_2to4_spmat, the SpGEMM ops and gpu.spmm_buffer_size with several sizes (one result group, named once).

// (The checks spell PRUNE_AND_CHECK with a regex: the python filecheck misreads it in a check line.)
// CHECK:module {
// CHECK-NEXT:  func.func @two_to_four(%arg0: index, %arg1: memref<?xf64>, %arg2: !gpu.sparse.spmat_handle, %arg3: !gpu.sparse.spgemmop_handle) {
// CHECK-NEXT:    %spMat = gpu.create_2to4_spmat { PRUNE_AND_{{[C]}}HECK} %arg0, %arg0, %arg1 : memref<?xf64>
// CHECK-NEXT:    %spMat_0 = gpu.create_2to4_spmat { NONE} %arg0, %arg0, %arg1 : memref<?xf64>
// CHECK-NEXT:    %spMat_1 = gpu.create_2to4_spmat { PRUNE_ONLY} %arg0, %arg0, %arg1 : memref<?xf64>
// CHECK-NEXT:    %bufferSzNew = gpu.spgemm_work_estimation_or_compute { COMPUTE} %arg2{ TRANSPOSE}, %arg2, %arg2, %arg3, %arg0, %arg1 : f32 into memref<?xf64>
// CHECK-NEXT:    gpu.spgemm_copy  %arg2, %arg2{ TRANSPOSE}, %arg2, %arg3 : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @spgemm(%arg0: index, %arg1: memref<?xf64>, %arg2: !gpu.sparse.spmat_handle, %arg3: !gpu.async.token) {
// CHECK-NEXT:    %desc, %asyncToken = gpu.spgemm_create_descr async [%arg3]
// CHECK-NEXT:    %bufferSzNew, %asyncToken_0 = gpu.spgemm_work_estimation_or_compute async [%asyncToken]{ WORK_ESTIMATION} %arg2, %arg2, %arg2, %desc, %arg0, %arg1 : f32 into memref<?xf64>
// CHECK-NEXT:    %0 = gpu.spgemm_copy async [%asyncToken_0] %arg2, %arg2, %arg2, %desc : f32
// CHECK-NEXT:    %spMat, %asyncToken_1 = gpu.create_2to4_spmat async [%0]{ PRUNE_AND_{{[C]}}HECK} %arg0, %arg0, %arg1 : memref<?xf64>
// CHECK-NEXT:    %dnTensor = gpu.create_dn_tensor  %arg1, %arg0, %arg0 : index, index into memref<?xf64>
// CHECK-NEXT:    %bufferSzs:3, %asyncToken_2 = gpu.spmm_buffer_size async [%asyncToken_1] %spMat, %dnTensor, %dnTensor : index, index, index into f64
// CHECK-NEXT:    gpu.spmm  %spMat, %dnTensor, %dnTensor, %arg1, %arg1, %arg1 : memref<?xf64>, memref<?xf64>, memref<?xf64> into f64
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @two_to_four(%n: index, %mem: memref<?xf64>, %a: !gpu.sparse.spmat_handle, %desc: !gpu.sparse.spgemmop_handle) {
  %p = gpu.create_2to4_spmat {PRUNE_AND_CHECK} %n, %n, %mem : memref<?xf64>
  %p2 = gpu.create_2to4_spmat {NONE} %n, %n, %mem : memref<?xf64>
  %p3 = gpu.create_2to4_spmat {PRUNE_ONLY} %n, %n, %mem : memref<?xf64>
  %bsz = gpu.spgemm_work_estimation_or_compute {COMPUTE} %a{TRANSPOSE}, %a, %a, %desc, %n, %mem : f32 into memref<?xf64>
  gpu.spgemm_copy %a, %a{TRANSPOSE}, %a, %desc : f32
  return
}
func.func @spgemm(%n: index, %mem: memref<?xf64>, %a: !gpu.sparse.spmat_handle, %t0: !gpu.async.token) {
  %desc, %t18 = gpu.spgemm_create_descr async [%t0]
  %bsz, %t19 = gpu.spgemm_work_estimation_or_compute async [%t18]{WORK_ESTIMATION} %a, %a, %a, %desc, %n, %mem : f32 into memref<?xf64>
  %t20 = gpu.spgemm_copy async [%t19] %a, %a, %a, %desc : f32
  %p, %t22 = gpu.create_2to4_spmat async [%t20] {PRUNE_AND_CHECK} %n, %n, %mem : memref<?xf64>
  %dn = gpu.create_dn_tensor %mem, %n, %n : index, index into memref<?xf64>
  %b1, %b2, %b3, %t23 = gpu.spmm_buffer_size async [%t22] %p, %dn, %dn : index, index, index into f64
  gpu.spmm %p, %dn, %dn, %mem, %mem, %mem : memref<?xf64>, memref<?xf64>, memref<?xf64> into f64
  return
}
