// convert-to-llvm nested on gpu.func lowers the body only (gpu.func itself is not converted).
// RUN: gpuopt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(gpu.func(convert-to-llvm)))' 2>&1 | FileCheck %s --check-prefix=GPU
// Nested on func.func it rewrites the function it runs on, as mlir-opt-19 does: the body goes
// to an llvm.func outside the pass's reach and the emptied public func.func fails
// verification (mlir-opt-19's error). A private one crashes mlir-opt-19: an error here.
// RUN: not gpuopt %s --split-input-file --pass-pipeline='builtin.module(func.func(convert-to-llvm))' 2>&1 | FileCheck %s

// CHECK: convert-to-llvm-on-func.mlir:1 offset :[[# @LINE + 1]]:1: error: 'func.func' op symbol declaration cannot have public visibility
func.func @f(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %s = arith.addi %a, %c1 : index
  return %s : index
}
// CHECK: note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
// CHECK-NEXT: }) : () -> ()

// -----

// CHECK: :1: error: 'func.func' op cannot be lowered by convert-to-llvm running on it (mlir-opt-19 crashes here): run convert-to-llvm on the enclosing builtin.module instead
// CHECK-NEXT: func.func private @g() {
func.func private @g() {
  return
}

// -----

gpu.module @m {
  gpu.func @k(%a: index) kernel {
    %c1 = arith.constant 1 : index
    %s = arith.addi %a, %c1 : index
    gpu.return
  }
}
// GPU: gpu.func @k(%arg0: index) kernel {
// GPU-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// GPU-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// GPU-NEXT: %2 = llvm.add %0, %1 : i64
// GPU-NEXT: gpu.return
