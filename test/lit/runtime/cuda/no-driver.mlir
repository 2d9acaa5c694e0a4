// Where no GPU is usable (no pycuda nor cuda-bindings, or no driver, or no device):
// --device=cuda refuses the program's first mgpu* call with exit 1, saying how to install a
// library or which driver call failed; --device=auto runs it on the cpu device.
// UNSUPPORTED: cuda-device
// RUN: not gpuopt-runner %S/Inputs/fill.mlir -e main --entry-point-result=void --device=cuda 2>&1 | FileCheck %s
// RUN: gpuopt-runner %S/Inputs/fill.mlir -e main --entry-point-result=void --device=auto --fail-on-leak 2>&1 | FileCheck %s --check-prefix=AUTO

// CHECK: gpuopt-runner: the program calls mgpuLaunchKernel, but the cuda device is not available: {{(no CUDA library: install pycuda \(pip install 'gpuopt\[cuda\]'; it builds from source and needs the CUDA toolkit's cuda.h and curand.h, and libcuda\) or NVIDIA's cuda-bindings \(pip install cuda-bindings\)|cu[A-Za-z]+ failed: CUDA_ERROR_[A-Z_]+.*)$}}
// CHECK-NOT: {{.}}

// AUTO-NOT: error
// AUTO: 1
// AUTO-NEXT: 22
// AUTO-NEXT: 92
// AUTO-NOT: {{.}}
