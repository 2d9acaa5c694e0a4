// The pipelines of nesting-any.mlir, byte for byte against mlir-opt-19.
// REQUIRES: mlir-opt-19
// RUN: gpuopt %S/nesting-any.mlir --pass-pipeline='builtin.module(func.func(any(cse)))' > %t.ours
// RUN: %mlir_opt19 %S/nesting-any.mlir --pass-pipeline='builtin.module(func.func(any(cse)))' > %t.theirs
// RUN: cmp %t.theirs %t.ours
// RUN: gpuopt %S/nesting-any.mlir --pass-pipeline='builtin.module(any(cse))' > %t.ours2
// RUN: %mlir_opt19 %S/nesting-any.mlir --pass-pipeline='builtin.module(any(cse))' > %t.theirs2
// RUN: cmp %t.theirs2 %t.ours2
// RUN: gpuopt %S/nesting-any.mlir --pass-pipeline='builtin.module(any(convert-func-to-llvm))' > %t.ours3
// RUN: %mlir_opt19 %S/nesting-any.mlir --pass-pipeline='builtin.module(any(convert-func-to-llvm))' > %t.theirs3
// RUN: cmp %t.theirs3 %t.ours3
// RUN: gpuopt %S/nesting-any.mlir --pass-pipeline='builtin.module(any(gpu-lower-to-nvvm-pipeline))' > %t.ours4
// RUN: %mlir_opt19 %S/nesting-any.mlir --pass-pipeline='builtin.module(any(gpu-lower-to-nvvm-pipeline))' > %t.theirs4
// RUN: cmp %t.theirs4 %t.ours4
