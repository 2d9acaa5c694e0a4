// An un-outlined gpu.launch: the failure to legalize it is followed by a note saying what to
// run first (gpuopt's; mlir-opt-19 leaves the launch in its output, unlowered). Both spellings.
// RUN: gpuopt %s --convert-gpu-to-llvm --verify-diagnostics
// RUN: not gpuopt %s --gpu-to-llvm 2>&1 | FileCheck %s

func.func @f(%c: index) {
  // expected-error@+2 {{failed to legalize operation 'gpu.launch' that was explicitly marked illegal}}
  // expected-note@+1 {{gpu.launch is not outlined into a kernel: run --gpu-kernel-outlining first}}
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c, %y = %c, %z = %c) threads(%tx, %ty, %tz) in (%a = %c, %b = %c, %d = %c) {
    gpu.terminator
  }
  return
}
// CHECK: convert-gpu-to-llvm-unoutlined-launch.mlir:[[# @LINE - 5]]:3: error: failed to legalize operation 'gpu.launch' that was explicitly marked illegal
// CHECK-NEXT: gpu.launch blocks
// CHECK-NEXT: ^
// CHECK-NEXT: convert-gpu-to-llvm-unoutlined-launch.mlir:[[# @LINE - 8]]:3: note: gpu.launch is not outlined into a kernel: run --gpu-kernel-outlining first
// CHECK-NOT: error
