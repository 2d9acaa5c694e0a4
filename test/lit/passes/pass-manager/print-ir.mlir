// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(canonicalize),symbol-dce)' --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: gpuopt %s --canonicalize --cse --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: not gpuopt %s --test-launch-func-legalization --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILURE

// A func.func pass prints the function alone; a module pass prints the module, then 2 blank lines.
// CHECK: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK: {{^}$}}
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @g
// CHECK: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK: {{^}$}}
// CHECK-EMPTY:
// CHECK-EMPTY:

// Only the pass that changed the IR is printed.
// CHANGE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHANGE-NOT: IR Dump After CSE

// The pass's error comes first, then the IR it failed on, as in mlir-opt-19.
// FAILURE: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
// FAILURE: // -----// IR Dump After TestLaunchFuncLegalization Failed (test-launch-func-legalization) //----- //
// FAILURE-NEXT: module attributes {gpu.container_module} {

module attributes {gpu.container_module} {
  func.func @f(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    %r = arith.addi %a, %s : i32
    return %r : i32
  }

  func.func @g(%n: index) {
    %t = gpu.wait async
    %u = gpu.wait async
    %v = gpu.launch_func async [%t, %u] @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
}
