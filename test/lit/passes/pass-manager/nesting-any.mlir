// `any(...)` runs its passes on each op directly inside that is registered, isolated from above
// and accepted by every pass in it (mlir-opt-19's canScheduleOn); other ops are skipped, no error.
// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(any(cse)))' | FileCheck %s --check-prefix=INNER
// RUN: gpuopt %s --pass-pipeline='builtin.module(any(cse))' | FileCheck %s --check-prefix=CSE
// An anchored pass in any(): only its own ops (func.func here; no builtin.module inside).
// RUN: gpuopt %s --pass-pipeline='builtin.module(any(convert-func-to-llvm))' | FileCheck %s --check-prefix=INNER
// RUN: gpuopt %s --pass-pipeline='builtin.module(any(gpu-lower-to-nvvm-pipeline))' | FileCheck %s --check-prefix=INNER

func.func @f(%a: index) -> (index, index) {
  %x = arith.addi %a, %a : index
  %y = arith.addi %a, %a : index
  return %x, %y : index, index
}
// INNER: %0 = arith.addi %arg0, %arg0 : index
// INNER-NEXT: %1 = arith.addi %arg0, %arg0 : index
// INNER-NEXT: return %0, %1 : index, index
// CSE: %0 = arith.addi %arg0, %arg0 : index
// CSE-NEXT: return %0, %0 : index, index
