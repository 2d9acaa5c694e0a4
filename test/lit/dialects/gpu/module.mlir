// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// gpu.module: a target list is followed by two spaces; the implicit
// gpu.module_end terminator only shows in the generic form.

// CHECK:module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-LABEL:  gpu.module @plain {
  // CHECK-NEXT:  }
  gpu.module @plain {
  }
  // CHECK-LABEL:  gpu.module @one_target [#nvvm.target]  {
  // CHECK-NEXT:  }
  gpu.module @one_target [#nvvm.target] {
  }
  // CHECK-LABEL:  gpu.module @options [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]  attributes {my.attr = 1 : i32} {
  // CHECK-NEXT:    gpu.func @k() kernel {
  // CHECK-NEXT:      gpu.return
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  gpu.module @options [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] attributes {my.attr = 1 : i32} {
    gpu.func @k() kernel { gpu.return }
  }
  // CHECK-LABEL:  gpu.module @two_targets [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80">]  {
  // CHECK-NEXT:  }
  gpu.module @two_targets [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80">] {
  }
  // CHECK-LABEL:  gpu.module @annotated attributes {nvvm.cubin = "CUBIN"} {
  // CHECK-NEXT:    func.func @helper() {
  // CHECK-NEXT:      return
  // CHECK-NEXT:    }
  // CHECK-NEXT:    llvm.func @lowered() {
  // CHECK-NEXT:      llvm.return
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  gpu.module @annotated attributes {nvvm.cubin = "CUBIN"} {
    func.func @helper() { return }
    llvm.func @lowered() { llvm.return }
  }
  // CHECK-LABEL:  gpu.module @generic_input {
  // CHECK-NEXT:  }
  "gpu.module"() ({
    "gpu.module_end"() : () -> ()
  }) {sym_name = "generic_input"} : () -> ()
}
// CHECK-NEXT:}

// GENERIC:  "gpu.module"() <{sym_name = "plain"}> ({
// GENERIC-NEXT:    "gpu.module_end"() : () -> ()
// GENERIC:  "gpu.module"() <{sym_name = "one_target", targets = [#nvvm.target]}> ({
// GENERIC-NEXT:    "gpu.module_end"() : () -> ()
// GENERIC:  "gpu.module"() <{sym_name = "options", targets = [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]}> ({
// GENERIC:    "gpu.module_end"() : () -> ()
// GENERIC:  "gpu.module"() <{sym_name = "two_targets", targets = [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80">]}> ({
// GENERIC-NEXT:    "gpu.module_end"() : () -> ()
// GENERIC:  "gpu.module"() <{sym_name = "annotated"}> ({
// GENERIC:    "gpu.module_end"() : () -> ()
// GENERIC:  "gpu.module"() <{sym_name = "generic_input"}> ({
// GENERIC-NEXT:    "gpu.module_end"() : () -> ()
