// RUN: not gpuopt-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// A call whose operand types differ from the callee's (an !llvm.ptr<1> passed for an
// !llvm.ptr, as gpu-to-llvm made before issue 20, bug 3) is refused by the verifier before
// anything is translated, as mlir-translate-19 refuses it.

llvm.func @f(!llvm.ptr)
llvm.func @g(%p: !llvm.ptr<1>) {
  // CHECK: call-type-mismatch.mlir:[[# @LINE + 3]]:3: error: 'llvm.call' op operand type mismatch for operand 0: '!llvm.ptr<1>' != '!llvm.ptr'
  // CHECK-NEXT: llvm.call @f(%p) : (!llvm.ptr<1>) -> ()
  // CHECK-NOT: define
  llvm.call @f(%p) : (!llvm.ptr<1>) -> ()
  llvm.return
}
