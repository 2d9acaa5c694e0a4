// RUN: not gpuopt %s --gpu-lower-to-nvvm-pipeline=opt-level=x 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not gpuopt %s --gpu-lower-to-nvvm-pipeline=index-bitwidth=abc 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not gpuopt %s --gpu-lower-to-nvvm-pipeline=host-bare-ptr-calling-convention=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not gpuopt %s --gpu-lower-to-nvvm-pipeline=bogus=1 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=foo 2>&1 | FileCheck %s --check-prefix=FORMAT
// Bad option values: llvm::cl's messages, as mlir-opt-19 writes them (with gpuopt's name), and
// exit 1. A bad cubin-format is gpu-module-to-binary's located error (mlir-opt-19 prints
// "Invalid format specified." and exits 0).

// INT: gpuopt: for the --opt-level option: 'x' value invalid for integer argument!
// LONG: gpuopt: for the --index-bitwidth option: 'abc' value invalid for long argument!
// BOOL: gpuopt: for the --host-bare-ptr-calling-convention option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NAME: <Pass-Options-Parser>: no such option bogus
// FORMAT: invalid.mlir:15:1: error: Invalid format specified: foo
module {
}
