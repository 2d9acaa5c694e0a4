// RUN: gpuopt %s --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// --mlir-print-debuginfo: an op without a written location gets
// file:line:col of its name (column of the op name, after `%x = `); the
// implicit module gets file:0:0.  Locations print as #locN aliases after the
// module, numbered in order of first use, except block-argument locations,
// which print inline but still take an alias number (defined at the top).
// The file name is the path given on the command line.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      %t = gpu.thread_id x
      gpu.return
    }
  }
  func.func @host(%n: index, %c: i1) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%n, %c1, %c1) threads in (%n, %c1, %c1)
    cf.cond_br %c, ^bb1(%n : index), ^bb1(%c1 : index)
  ^bb1(%v: index):
    return
  } loc("host.c":42:1)
}

// CHECK:#loc6 = loc("{{.*}}debuginfo.mlir":18:19)
// CHECK-NEXT:#loc7 = loc("{{.*}}debuginfo.mlir":18:30)
// CHECK-NEXT:#loc11 = loc("{{.*}}debuginfo.mlir":22:8)
// CHECK-NEXT:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k() kernel {
// CHECK-NEXT:      %thread_id_x = gpu.thread_id  x loc(#loc3)
// CHECK-NEXT:      gpu.return loc(#loc4)
// CHECK-NEXT:    } loc(#loc2)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:  func.func @host(%arg0: index loc("{{.*}}debuginfo.mlir":18:19), %arg1: i1 loc("{{.*}}debuginfo.mlir":18:30)) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index loc(#loc8)
// CHECK-NEXT:    gpu.launch_func  @kernels::@k blocks in (%arg0, %c1, %c1) threads in (%arg0, %c1, %c1)   loc(#loc9)
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : index), ^bb1(%c1 : index) loc(#loc10)
// CHECK-NEXT:  ^bb1(%0: index loc("{{.*}}debuginfo.mlir":22:8)):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return loc(#loc12)
// CHECK-NEXT:  } loc(#loc5)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}debuginfo.mlir":11:1)
// CHECK-NEXT:#loc1 = loc("{{.*}}debuginfo.mlir":12:3)
// CHECK-NEXT:#loc2 = loc("{{.*}}debuginfo.mlir":13:5)
// CHECK-NEXT:#loc3 = loc("{{.*}}debuginfo.mlir":14:12)
// CHECK-NEXT:#loc4 = loc("{{.*}}debuginfo.mlir":15:7)
// CHECK-NEXT:#loc5 = loc("host.c":42:1)
// CHECK-NEXT:#loc8 = loc("{{.*}}debuginfo.mlir":19:11)
// CHECK-NEXT:#loc9 = loc("{{.*}}debuginfo.mlir":20:5)
// CHECK-NEXT:#loc10 = loc("{{.*}}debuginfo.mlir":21:5)
// CHECK-NEXT:#loc12 = loc("{{.*}}debuginfo.mlir":23:5)

// GENERIC:#loc6 = loc("{{.*}}debuginfo.mlir":18:19)
// GENERIC-NEXT:#loc7 = loc("{{.*}}debuginfo.mlir":18:30)
// GENERIC-NEXT:#loc11 = loc("{{.*}}debuginfo.mlir":22:8)
// GENERIC:      %2 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index loc(#loc3)
// GENERIC-NEXT:      "gpu.return"() : () -> () loc(#loc4)
// GENERIC-NEXT:    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> () loc(#loc2)
// GENERIC-NEXT:    "gpu.module_end"() : () -> () loc(#loc1)
// GENERIC-NEXT:  }) : () -> () loc(#loc1)
// GENERIC:  ^bb0(%arg0: index loc("{{.*}}debuginfo.mlir":18:19), %arg1: i1 loc("{{.*}}debuginfo.mlir":18:30)):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc8)
// GENERIC-NEXT:    "gpu.launch_func"(%arg0, %0, %0, %arg0, %0, %0) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> () loc(#loc9)
// GENERIC-NEXT:    "cf.cond_br"(%arg1, %arg0, %0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> () loc(#loc10)
// GENERIC-NEXT:  ^bb1(%1: index loc("{{.*}}debuginfo.mlir":22:8)):  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:    "func.return"() : () -> () loc(#loc12)
// GENERIC-NEXT:  }) : () -> () loc(#loc5)
// GENERIC-NEXT:}) {gpu.container_module} : () -> () loc(#loc)
// GENERIC-NEXT:#loc = loc("{{.*}}debuginfo.mlir":11:1)
// GENERIC-NEXT:#loc1 = loc("{{.*}}debuginfo.mlir":12:3)
// GENERIC-NEXT:#loc2 = loc("{{.*}}debuginfo.mlir":13:5)
// GENERIC-NEXT:#loc3 = loc("{{.*}}debuginfo.mlir":14:12)
// GENERIC-NEXT:#loc4 = loc("{{.*}}debuginfo.mlir":15:7)
// GENERIC-NEXT:#loc5 = loc("host.c":42:1)
// GENERIC-NEXT:#loc8 = loc("{{.*}}debuginfo.mlir":19:11)
// GENERIC-NEXT:#loc9 = loc("{{.*}}debuginfo.mlir":20:5)
// GENERIC-NEXT:#loc10 = loc("{{.*}}debuginfo.mlir":21:5)
// GENERIC-NEXT:#loc12 = loc("{{.*}}debuginfo.mlir":23:5)
