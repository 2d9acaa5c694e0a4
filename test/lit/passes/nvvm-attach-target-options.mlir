// RUN: gpuopt %s "--nvvm-attach-target=module=^k chip=sm_90 features=+ptx80 O=3 fast ftz l=libdevice.bc,x.bc triple=nvptx-nvidia-cuda" --split-input-file | FileCheck %s

// Every option: the module regex (searched), chip, features, O, flags, link libraries, triple.

// one
// CHECK: gpu.module @kernels [#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
}

// -----

// existing
// CHECK: gpu.module @kernels [#nvvm.target<chip = "sm_90">, #nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
  }
}

// -----

// same
// CHECK: gpu.module @kernels [#nvvm.target, #nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target] {
  }
}

// -----

// several
// CHECK: gpu.module @a {
// CHECK: gpu.module @b {
// CHECK: gpu.module @c [#nvvm.target<O = 3>]  {
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
// CHECK: gpu.module @kernels [#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
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
// CHECK: gpu.module @kernels [#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
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
// CHECK: gpu.module @kernels <#gpu.select_object<0 : i64>> [#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
module attributes {gpu.container_module} {
  gpu.module @kernels <#gpu.select_object<0>> {
  }
}

// -----

// attrs
// CHECK: gpu.module @kernels [#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  attributes {my.attr = 1 : i32} {
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {my.attr = 1 : i32} {
  }
}

// -----

// two targets
// CHECK: gpu.module @kernels [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80", features = "+ptx70">, #nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc", "x.bc"]>]  {
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80", features = "+ptx70">] {
  }
}

// -----

// nested
// CHECK: gpu.module @deep {
// CHECK: gpu.module @top {
module attributes {gpu.container_module} {
  module @inner attributes {gpu.container_module} {
    gpu.module @deep {
    }
  }
  gpu.module @top {
  }
}
