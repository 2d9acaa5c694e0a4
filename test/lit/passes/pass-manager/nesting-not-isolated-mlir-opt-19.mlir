// The errors of nesting-not-isolated.mlir, byte for byte against mlir-opt-19.
// REQUIRES: mlir-opt-19
// RUN: not gpuopt %S/nesting-not-isolated.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(scf.for(cse)))' 2> %t.ours
// RUN: not %mlir_opt19 %S/nesting-not-isolated.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(scf.for(cse)))' 2> %t.theirs
// RUN: cmp %t.theirs %t.ours
// RUN: not gpuopt %S/nesting-not-isolated.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test.region(cse)))' 2> %t.ours2
// RUN: not %mlir_opt19 %S/nesting-not-isolated.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test.region(cse)))' 2> %t.theirs2
// RUN: cmp %t.theirs2 %t.ours2
