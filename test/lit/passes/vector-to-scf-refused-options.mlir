// RUN: not gpuopt %s --convert-vector-to-scf=full-unroll=true 2>&1 | FileCheck %s --check-prefix=UNROLL
// RUN: not gpuopt %s --convert-vector-to-scf=lower-tensors=true 2>&1 | FileCheck %s --check-prefix=TENSORS
// gpuopt refuses the options of --convert-vector-to-scf it does not implement (mlir-opt-19
// accepts them), with a located error and exit status 1, not a traceback.

// UNROLL: error: 'builtin.module' op convert-vector-to-scf: full-unroll=true is not supported by gpuopt
// UNROLL-NOT: Traceback
// TENSORS: error: 'builtin.module' op convert-vector-to-scf: lower-tensors=true is not supported by gpuopt
// TENSORS-NOT: Traceback
func.func @f(%m: memref<4x8xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %p : memref<4x8xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
