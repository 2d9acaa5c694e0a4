// RUN: gpuopt %s --gpu-kernel-outlining | FileCheck %s --strict-whitespace --match-full-lines

// Nothing to outline: the module gets no gpu.container_module attribute.
func.func @plain(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}
gpu.module @kernels {
  gpu.func @k() kernel {
    gpu.return
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module {
// CHECK-NEXT:  func.func @plain(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k() kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
