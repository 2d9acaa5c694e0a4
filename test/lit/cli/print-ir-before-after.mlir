// RUN: gpuopt %s --mlir-print-ir-before=cse,symbol-dce --cse --canonicalize --symbol-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: gpuopt %s --mlir-print-ir-after=canonicalize --mlir-print-ir-after=gpu-async-region --cse --canonicalize --gpu-async-region -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: gpuopt %s --mlir-print-ir-after=cse --mlir-print-ir-after-change --cse --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: gpuopt %s --mlir-print-ir-before=cse --mlir-print-ir-module-scope --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not gpuopt %s --mlir-print-ir-after=cse --mlir-print-ir-module-scope --cse 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not gpuopt %s --mlir-print-ir-after=cse,foo --cse 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not gpuopt --mlir-print-ir-before %s --cse 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not gpuopt %S/Inputs/launch.mlir --mlir-print-ir-after=gpu-async-region --gpu-async-region 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not gpuopt %S/Inputs/launch.mlir --mlir-print-ir-after-all --mlir-print-ir-after-failure --gpu-async-region 2>&1 | FileCheck %s --check-prefix=FAILED

// --mlir-print-ir-before=/--mlir-print-ir-after= print the IR around the passes
// they name (a comma list, or the flag repeated), on stderr, with the headers
// and layout of --mlir-print-ir-before-all/-after-all; -after-change applies to
// them too, as in mlir-opt-19.

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module attributes {gpu.container_module} {
// BEFORE-NOT: Dump Before Canonicalizer
// BEFORE: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //

// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: module attributes {gpu.container_module} {
// AFTER-NOT: After CSE
// AFTER: // -----// IR Dump After GpuAsyncRegionPass (gpu-async-region) //----- //
// AFTER-NEXT: func.func @f(%arg0: index) -> index {
// AFTER-NOT: After Canonicalizer
// AFTER: // -----// IR Dump After GpuAsyncRegionPass (gpu-async-region) //----- //
// AFTER-NEXT: func.func private @dead()

// CHANGE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NOT: After CSE

// SCOPE: // -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module attributes {gpu.container_module} {

// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.

// Any after-filter prints the IR a pass failed on; with -after-failure, only that.
// FAILED-NOT: IR Dump After GpuAsyncRegionPass (gpu-async-region)
// FAILED: error: 'gpu.launch' op replace with gpu.launch_func first
// FAILED: // -----// IR Dump After GpuAsyncRegionPass Failed (gpu-async-region) //----- //
// FAILED-NEXT: func.func @f(%arg0: index) {

// UNKNOWN: gpuopt: for the --mlir-print-ir-after option: Cannot find option named 'foo'!
// EMPTY: gpuopt: for the --mlir-print-ir-before option: Cannot find option named ''!

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: index) kernel {
      gpu.return
    }
  }
  func.func @f(%n: index) -> index {
    %c1 = arith.constant 1 : index
    %c1b = arith.constant 1 : index
    %a = arith.addi %n, %c1 : index
    %b = arith.addi %n, %c1b : index
    %z = arith.constant 0 : index
    %s = arith.addi %a, %z : index
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%s : index)
    return %b : index
  }
  func.func private @dead()
}
