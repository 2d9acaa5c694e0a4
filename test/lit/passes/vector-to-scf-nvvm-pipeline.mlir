// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=isa | FileCheck %s
// A kernel with 2-D transfers goes through --gpu-lower-to-nvvm-pipeline (its
// --convert-vector-to-scf lowers them to row loops over an alloca buffer): PTX with the
// row loads and stores guarded by the bound check on the thread id, no vector op left.
// CHECK-NOT: vector.
// CHECK: .visible .entry kern(
// CHECK-SAME: setp.gt.u32
// CHECK-SAME: ld.global
// CHECK-SAME: add.rn.f32
// CHECK-SAME: st.global
// CHECK-NOT: vector.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%m: memref<16x32xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %p = arith.constant 0.0 : f32
      %v = vector.transfer_read %m[%t, %c0], %p : memref<16x32xf32>, vector<2x4xf32>
      %w = arith.addf %v, %v : vector<2x4xf32>
      vector.transfer_write %w, %m[%t, %c0] : vector<2x4xf32>, memref<16x32xf32>
      gpu.return
    }
  }
  func.func @main(%m: memref<16x32xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%m : memref<16x32xf32>)
    return
  }
}
