// symbol-dce on an op that is not a symbol table fails there, as mlir-opt-19 reports it (the
// double space is mlir-opt-19's); exit status 1.
// RUN: not gpuopt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s
// RUN: not gpuopt %s --pass-pipeline='builtin.module(gpu.module(gpu.func(symbol-dce)))' 2>&1 | FileCheck %s --check-prefix=GPU
// A gpu.module is a symbol table: no error there.
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu.module(symbol-dce))' | FileCheck %s --check-prefix=OK

// CHECK: symbol-dce-not-symbol-table.mlir:[[# @LINE + 1]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @f() {
  return
}
// CHECK-NEXT: func.func @f() {
// CHECK: note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({

gpu.module @m {
  // GPU: symbol-dce-not-symbol-table.mlir:[[# @LINE + 1]]:3: error: 'gpu.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
  gpu.func @k() kernel {
    gpu.return
  }
  // OK: gpu.func @k() kernel
}
