// RUN: gpuopt %s --nvvm-attach-target=chip=sm_50 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=SM50
// RUN: gpuopt %s --nvvm-attach-target=chip=sm_75 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=SM75
// RUN: gpuopt %s --nvvm-attach-target=chip=sm_80 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=SM80
// RUN: gpuopt %s --nvvm-attach-target="chip=sm_80 features=+ptx75" --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=SM80-PTX75
// RUN: gpuopt %s --nvvm-attach-target="chip=sm_90 features=+ptx75" --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=SM90-PTX75
// RUN: gpuopt %s --nvvm-attach-target=chip=sm_90a --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=SM90A

// The PTX version: an #nvvm.target's features default to +ptx60 (LLVM 19), and a version
// below what the chip needs is raised to that minimum, as mlir-opt-19 writes it (the
// versions below are mlir-opt-19's on this input); llvmlite's LLVM would refuse sm_80 with
// +ptx60 and abort.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%a: !llvm.ptr) attributes {nvvm.kernel} {
      llvm.return
    }
  }
}

// SM50: .version 6.0\0A.target sm_50
// SM75: .version 6.3\0A.target sm_75
// SM80: .version 7.0\0A.target sm_80
// SM80-PTX75: .version 7.5\0A.target sm_80
// SM90-PTX75: .version 7.8\0A.target sm_90
// SM90A: .version 8.0\0A.target sm_90a
