// RUN: gpuopt %s --no-implicit-module | FileCheck %s --strict-whitespace
// RUN: gpuopt %s --no-implicit-module --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: gpuopt %s --no-implicit-module --canonicalize --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not gpuopt %s --no-implicit-module --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not gpuopt %S/Inputs/two-modules.mlir --no-implicit-module 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not gpuopt %S/Inputs/no-ops.mlir --no-implicit-module 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: gpuopt %S/Inputs/two-modules.mlir --no-implicit-module=false | FileCheck %s --check-prefix=WRAPPED

// The one top-level op is printed (and run on) as it is, without a module
// around it; none, or more than one, is mlir-opt-19's error at FILE:0:0.

// CHECK:      {{^}}func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: {{^}}  return %arg0 : i32
// CHECK-NEXT: {{^}}}
// LOC:      func.func @f(%arg0: i32 loc({{.*}}no-implicit-module.mlir":{{[0-9]+}}:14)) -> i32 {
// LOC:      } loc(#loc)
// LOC:      #loc = loc({{.*}}no-implicit-module.mlir":{{[0-9]+}}:1)

// Flag pipelines are anchored on the top-level op.
// PIPE:      Pass Manager with 1 passes:
// PIPE-NEXT: func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})

// ANCHOR: error: can't run 'builtin.module' pass manager on 'func.func' op

// TWO:  two-modules.mlir:0:0: error: source must contain a single top-level operation, found: 2
// NONE: no-ops.mlir:0:0: error: source must contain a single top-level operation, found: 0
// WRAPPED:      module {
// WRAPPED-NEXT:   module {

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
