// The nesting of nesting-op-agnostic.mlir, byte for byte against mlir-opt-19.
// REQUIRES: mlir-opt-19
// RUN: gpuopt %S/nesting-op-agnostic.mlir --pass-pipeline='builtin.module(gpu.module(convert-scf-to-cf,cse,func.func(canonicalize)),func.func(convert-scf-to-cf,cse,canonicalize))' > %t.ours
// RUN: %mlir_opt19 %S/nesting-op-agnostic.mlir --pass-pipeline='builtin.module(gpu.module(convert-scf-to-cf,cse,func.func(canonicalize)),func.func(convert-scf-to-cf,cse,canonicalize))' > %t.theirs
// RUN: cmp %t.theirs %t.ours
// RUN: gpuopt %S/nesting-op-agnostic.mlir --pass-pipeline='builtin.module(gpu.module(convert-arith-to-llvm,convert-index-to-llvm,lower-affine,convert-math-to-llvm),func.func(convert-vector-to-llvm))' > %t.ours2
// RUN: %mlir_opt19 %S/nesting-op-agnostic.mlir --pass-pipeline='builtin.module(gpu.module(convert-arith-to-llvm,convert-index-to-llvm,lower-affine,convert-math-to-llvm),func.func(convert-vector-to-llvm))' > %t.theirs2
// RUN: cmp %t.theirs2 %t.ours2
