// RUN: gpuopt %s --nvvm-attach-target --split-input-file | FileCheck %s

// The default #nvvm.target appended to every gpu.module (an equal one is not added twice), as
// mlir-opt-19 (compared chunk by chunk by test/unit/test_llvm_lowering_differential.py).

// one
// CHECK: gpu.module @kernels [#nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
}

// -----

// existing
// CHECK: gpu.module @kernels [#nvvm.target<chip = "sm_90">, #nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
  }
}

// -----

// same
// CHECK: gpu.module @kernels [#nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target] {
  }
}

// -----

// several
// CHECK: gpu.module @a [#nvvm.target]  {
// CHECK: gpu.module @b [#nvvm.target]  {
// CHECK: gpu.module @c [#nvvm.target<O = 3>, #nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @a {
  }
  gpu.module @b {
  }
  gpu.module @c [#nvvm.target<O = 3>] {
  }
}

// -----

// with kernel
// CHECK: gpu.module @kernels [#nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @host() {
    return
  }
}

// -----

// lowered
// CHECK: gpu.module @kernels [#nvvm.target]  {
// CHECK-LABEL: llvm.func @k(%arg0: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: llvm.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%arg0: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}

// -----

// no module

module {
  func.func @f() {
    return
  }
}

// -----

// handler
// CHECK: gpu.module @kernels <#gpu.select_object<0 : i64>> [#nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @kernels <#gpu.select_object<0>> {
  }
}

// -----

// attrs
// CHECK: gpu.module @kernels [#nvvm.target]  attributes {my.attr = 1 : i32} {
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {my.attr = 1 : i32} {
  }
}

// -----

// two targets
// CHECK: gpu.module @kernels [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80", features = "+ptx70">, #nvvm.target]  {
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80", features = "+ptx70">] {
  }
}

// -----

// nested
// CHECK: gpu.module @deep {
// CHECK: gpu.module @top [#nvvm.target]  {
module attributes {gpu.container_module} {
  module @inner attributes {gpu.container_module} {
    gpu.module @deep {
    }
  }
  gpu.module @top {
  }
}
