// --debug-only=dialect-conversion explains why a gpu.launch_func was not converted, at its
// location; the failed conversion ends with the reasons recorded for the op.
// RUN: not gpuopt %s --test-launch-func-legalization --debug-only=dialect-conversion 2>&1 | FileCheck %s
// RUN: not gpuopt %s --test-launch-func-legalization --debug-only=greedy-rewriter 2>&1 | FileCheck %s --check-prefix=NOTHING --allow-empty

// CHECK: Legalizing operation : 'gpu.wait' at {{.*}}dialect-conversion-debug.mlir:19:10 {
// CHECK-NEXT: } -> SUCCESS : operation marked legal by the target
// CHECK: Legalizing operation : 'gpu.launch_func' at {{.*}}dialect-conversion-debug.mlir:21:10 {
// CHECK-NEXT:   * Pattern : 'lower_launch_func' {
// CHECK-NEXT:     ** Failure : launch has 2 async dependencies; a stream can wait on one (at {{.*}}dialect-conversion-debug.mlir:21:10)
// CHECK-NEXT:   } -> FAILURE : pattern failed to match
// CHECK-NEXT: } -> FAILURE : no matched legalization pattern
// CHECK: dialect-conversion-debug.mlir:21:10: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
// CHECK: dialect-conversion-debug.mlir:21:10: note: launch has 2 async dependencies; a stream can wait on one
// NOTHING-NOT: Legalizing

module attributes {gpu.container_module} {
  func.func @two_deps(%n: index) {
    %t = gpu.wait async
    %u = gpu.wait async
    %v = gpu.launch_func async [%t, %u] @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
}
