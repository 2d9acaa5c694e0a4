// RUN: not gpuopt %s --convert-gpu-to-llvm --debug-only=dialect-conversion 2>&1 | FileCheck %s

// --debug-only=dialect-conversion shows, op by op, each pattern tried and why it did not
// apply; the failed conversion ends with the error and every reason recorded for the op.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @f(%n: index) {
    %t = gpu.wait async
    gpu.launch_func [%t] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.wait [%t]
    return
  }
}

// CHECK:      Legalizing operation : 'gpu.launch_func' at {{.*}}convert-gpu-to-llvm-debug.mlir:13:5 {
// CHECK-NEXT:   * Pattern : 'lower_launch_func' {
// CHECK-NEXT:     ** Failure : Cannot convert non-async op with async dependencies. (at {{.*}}:13:5)
// CHECK-NEXT:   } -> FAILURE : pattern failed to match
// CHECK-NEXT: } -> FAILURE : no matched legalization pattern
// CHECK:      convert-gpu-to-llvm-debug.mlir:13:5: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
// CHECK:      convert-gpu-to-llvm-debug.mlir:13:5: note: Cannot convert non-async op with async dependencies.
