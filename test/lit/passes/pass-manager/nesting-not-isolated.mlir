// A nested pipeline runs only on registered ops isolated from above: mlir-opt-19 reports each
// other op it would run on, at the op, with its generic form; exit status 1.
// RUN: not gpuopt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(scf.for(cse)))' 2>&1 | FileCheck %s --check-prefix=FOR
// RUN: not gpuopt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test.region(cse)))' 2>&1 | FileCheck %s --check-prefix=UNREG

func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // FOR: nesting-not-isolated.mlir:[[# @LINE + 1]]:8: error: 'scf.for' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  // FOR: note: see current operation:
  // FOR-NEXT: %2 = "scf.for"(%0, %arg0, %1, %0) ({
  // FOR-NOT: error
  return %r : index
}

func.func @g() {
  // UNREG: nesting-not-isolated.mlir:[[# @LINE + 1]]:3: error: 'test.region' op trying to schedule a pass on an unregistered operation
  "test.region"() ({
    "test.op"() : () -> ()
  }) : () -> ()
  return
}
