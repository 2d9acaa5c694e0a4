// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3},cse),symbol-dce)' --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: gpuopt %s --canonicalize --cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s

// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(func.func(canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse),symbol-dce)
// DUMP-EMPTY:
// FLAGS: Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse)

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT: arith.addi %arg0, %[[C]] : i32
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}
