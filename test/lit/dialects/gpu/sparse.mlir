// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// The sparse runtime's handle ops (create_coo/coo_aos/csr/csc/bsr, create_dn_tensor, destroy ops, spmat_get_size, set_csr_pointers, SpGEMM descriptors) and handle types, sync and async.

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  func.func @sparse(%arg0: index, %arg1: index, %arg2: memref<?xf64>, %arg3: memref<?xindex>, %arg4: memref<?xi32>) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %spmat, %asyncToken = gpu.create_coo async [%0] %arg0, %arg0, %arg1, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %spmat_0, %asyncToken_1 = gpu.create_csr async [%asyncToken] %arg0, %arg0, %arg1, %arg4, %arg4, %arg2 : memref<?xi32>, memref<?xi32>, memref<?xf64>
// CHECK-NEXT:    %dnTensor, %asyncToken_2 = gpu.create_dn_tensor async [%asyncToken_1] %arg2, %arg0, %arg0 : index, index into memref<?xf64>
// CHECK-NEXT:    %dnTensor_3, %asyncToken_4 = gpu.create_dn_tensor async [%asyncToken_2] %arg2, %arg0 : index into memref<?xf64>
// CHECK-NEXT:    %1 = gpu.destroy_dn_tensor async [%asyncToken_4] %dnTensor
// CHECK-NEXT:    %2 = gpu.destroy_sp_mat async [%1] %spmat
// CHECK-NEXT:    %spmat_5, %asyncToken_6 = gpu.create_coo_aos async [%2] %arg0, %arg0, %arg1, %arg3, %arg2 : memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %spmat_7, %asyncToken_8 = gpu.create_csc async [%asyncToken_6] %arg0, %arg0, %arg1, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %spmat_9, %asyncToken_10 = gpu.create_bsr async [%asyncToken_8] %arg0, %arg0, %arg1, %arg0, %arg0, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %rows, %cols, %nnz, %asyncToken_11 = gpu.spmat_get_size async [%asyncToken_10] %spmat_9
// CHECK-NEXT:    %3 = gpu.set_csr_pointers async [%asyncToken_11] %spmat_7, %arg3, %arg3, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %desc, %asyncToken_12 = gpu.spgemm_create_descr async [%3]
// CHECK-NEXT:    %4 = gpu.spgemm_destroy_descr async [%asyncToken_12] %desc
// CHECK-NEXT:    gpu.wait [%4]
// CHECK-NEXT:    %spmat_13 = gpu.create_coo  %arg0, %arg0, %arg1, %arg3, %arg3, %arg2 {tag} : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT:    %dnTensor_14 = gpu.create_dn_tensor  %arg2, %arg0 : index into memref<?xf64>
// CHECK-NEXT:    %desc_15 = gpu.spgemm_create_descr 
// CHECK-NEXT:    %rows_16, %cols_17, %nnz_18 = gpu.spmat_get_size  %spmat_13
// CHECK-NEXT:    gpu.destroy_dn_tensor  %dnTensor_14
// CHECK-NEXT:    gpu.destroy_sp_mat  %spmat_13
// CHECK-NEXT:    gpu.spgemm_destroy_descr  %desc_15
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module attributes {gpu.container_module} {
  func.func @sparse(%n: index, %nnz: index, %mem: memref<?xf64>, %idx: memref<?xindex>, %i32: memref<?xi32>) {
    %t0 = gpu.wait async
    %env, %t1 = gpu.create_coo async [%t0] %n, %n, %nnz, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat2, %t2 = gpu.create_csr async [%t1] %n, %n, %nnz, %i32, %i32, %mem : memref<?xi32>, memref<?xi32>, memref<?xf64>
    %dn, %t3 = gpu.create_dn_tensor async [%t2] %mem, %n, %n : index, index into memref<?xf64>
    %dnv, %t4 = gpu.create_dn_tensor async [%t3] %mem, %n : index into memref<?xf64>
    %t11 = gpu.destroy_dn_tensor async [%t4] %dn
    %t12 = gpu.destroy_sp_mat async [%t11] %env
    %spA, %t13 = gpu.create_coo_aos async [%t12] %n, %n, %nnz, %idx, %mem : memref<?xindex>, memref<?xf64>
    %spB, %t14 = gpu.create_csc async [%t13] %n, %n, %nnz, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spC, %t15 = gpu.create_bsr async [%t14] %n, %n, %nnz, %n, %n, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %r, %c, %z, %t16 = gpu.spmat_get_size async [%t15] %spC
    %t17 = gpu.set_csr_pointers async [%t16] %spB, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %desc, %t18 = gpu.spgemm_create_descr async [%t17]
    %t21 = gpu.spgemm_destroy_descr async [%t18] %desc
    gpu.wait [%t21]
    %s = gpu.create_coo %n, %n, %nnz, %idx, %idx, %mem {tag} : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %d = gpu.create_dn_tensor %mem, %n : index into memref<?xf64>
    %d2 = gpu.spgemm_create_descr
    %rr, %cc, %zz = gpu.spmat_get_size %s
    gpu.destroy_dn_tensor %d
    gpu.destroy_sp_mat %s
    gpu.spgemm_destroy_descr %d2
    return
  }
}
