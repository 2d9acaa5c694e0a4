// REQUIRES: libdevice
// RUN: not gpuopt %s --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s

// A `__nv_*` function that libdevice does not define stays unresolved after linking: a
// located error naming it (the PTX would call an undefined .extern .func).
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @__nv_no_such_function(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.call @__nv_no_such_function(%x) : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}

// CHECK:      libdevice-undefined.mlir:7:3: error: no linked library defines '__nv_no_such_function'
// CHECK-NEXT:   gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
// CHECK-NEXT:   ^
