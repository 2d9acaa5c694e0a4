// A module mlir-opt-19 lowered (Inputs/vector-add-mlir-opt-19.mlir: its only gpu ops are
// gpu.binary and llvm-typed gpu.launch_func) is not lowered again: gpuopt-runner translates it
// as it is (#gpu.select_object, as mlir-translate-19) and the cpu device runs its LLVM 19
// bitcode kernel; both schedules, nothing leaked.
// RUN: gpuopt-runner %S/Inputs/vector-add-mlir-opt-19.mlir -e main --entry-point-result=void --device=cpu --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %S/Inputs/vector-add-mlir-opt-19.mlir -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak 2>&1 | FileCheck %s

// CHECK: 3072
// CHECK-NOT: leaked
// CHECK-NOT: error
