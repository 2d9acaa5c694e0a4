// On a GPU: the program runs on the CUDA device (its kernels as PTX, loaded by
// mgpuModuleLoadJIT), with the values the cpu device gives, nothing leaked.
// REQUIRES: cuda-device
// RUN: gpuopt-runner %S/Inputs/fill.mlir -e main --entry-point-result=void --device=cuda --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %S/Inputs/fill.mlir -e main --entry-point-result=void --device=auto --fail-on-leak 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: 1
// CHECK-NEXT: 22
// CHECK-NEXT: 92
// CHECK-NOT: {{.}}
