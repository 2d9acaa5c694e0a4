// RUN: gpuopt %s --mlir-print-debuginfo | FileCheck %s
// The elided scf.yield of a default region gets no location alias (expected text from mlir-opt-19).

func.func @elided_default_yield(%i: index, %m: memref<index>) {
  scf.index_switch %i
  case 1 {
    memref.store %i, %m[] : memref<index>
    scf.yield
  }
  default {
    memref.store %i, %m[] : memref<index>
    scf.yield
  }
  return
}
// CHECK: #loc4 = loc({{.*}}:5:3)
// CHECK: #loc5 = loc({{.*}}:7:5)
// CHECK: #loc6 = loc({{.*}}:8:5)
// CHECK: #loc7 = loc({{.*}}:11:5)
// CHECK: #loc8 = loc({{.*}}:14:3)
