// RUN: not env CUDA_HOME=%t.none gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa toolkit=%t.none})' 2>&1 | FileCheck %s
// RUN: not gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa l=%t.none/lib.bc})' 2>&1 | FileCheck %s --check-prefix=UNREADABLE
// RUN: not gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80 l=%s},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' 2>&1 | FileCheck %s --check-prefix=NOTIR

// A kernel calling libdevice where no libdevice.10.bc can be found (toolkit= and CUDA_HOME
// point nowhere; no NVIDIA wheel installed): a located error saying what to install. A library
// to link that cannot be read, or is not LLVM IR: a located error naming it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @exp(%a: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = math.exp %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// CHECK:      libdevice-missing.mlir:9:3: error: the kernel calls libdevice functions (__nv_*), but libdevice.10.bc was not found: install the CUDA toolkit (and point toolkit=, CUDA_HOME or CUDA_PATH to it), or the nvidia-cuda-nvcc wheel
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:   ^
// UNREADABLE: libdevice-missing.mlir:9:3: error: cannot read the library '{{.*}}.none/lib.bc': No such file or directory
// NOTIR:      libdevice-missing.mlir:9:3: error: the library '{{.*}}libdevice-missing.mlir' is not valid LLVM bitcode or IR:
