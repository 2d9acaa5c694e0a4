// RUN: gpuopt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: gpuopt %s --convert-gpu-to-nvvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// (Named so that test_llvm_lowering_differential.py, which compares convert-gpu-to-nvvm*.mlir
// with mlir-opt-19, leaves it out: mlir-opt-19 aborts on gpu.global_id.)
// gpu.global_id per dimension as block_id * block_dim + thread_id (upstream's
// GpuGlobalIdRewriter order) on the special registers, each extended to the index width as
// the other ids are; mlir-opt-19 aborts on it (issue 20, bug 6).

gpu.module @k {
  // CHECK-LABEL: llvm.func @f(
  // I32-LABEL: llvm.func @f(
  gpu.func @f(%out: memref<?xindex>) kernel {
    // CHECK: %[[B:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
    // CHECK-NEXT: %[[B64:.*]] = llvm.sext %[[B]] : i32 to i64
    // CHECK-NEXT: %[[N:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
    // CHECK-NEXT: %[[N64:.*]] = llvm.sext %[[N]] : i32 to i64
    // CHECK-NEXT: %[[M:.*]] = llvm.mul %[[B64]], %[[N64]] : i64
    // CHECK-NEXT: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK-NEXT: %[[T64:.*]] = llvm.sext %[[T]] : i32 to i64
    // CHECK-NEXT: %[[X:.*]] = llvm.add %[[T64]], %[[M]] : i64
    // I32: %[[B:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
    // I32-NEXT: %[[N:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
    // I32-NEXT: %[[M:.*]] = llvm.mul %[[B]], %[[N]] : i32
    // I32-NEXT: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // I32-NEXT: %[[X:.*]] = llvm.add %[[T]], %[[M]] : i32
    %x = gpu.global_id x
    // CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
    // CHECK: nvvm.read.ptx.sreg.ntid.z : i32
    // CHECK: nvvm.read.ptx.sreg.tid.z : i32
    // CHECK: %[[Z:.*]] = llvm.add
    %z = gpu.global_id z
    // CHECK-NOT: gpu.global_id
    // CHECK: llvm.getelementptr %{{.*}}[%[[X]]]
    // CHECK-NEXT: llvm.store %[[Z]]
    memref.store %z, %out[%x] : memref<?xindex>
    gpu.return
  }
}
