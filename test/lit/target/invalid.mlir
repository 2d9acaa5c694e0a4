// RUN: not gpuopt-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// What cannot be translated is a located error, and exit status 1.

func.func @not_llvm() {
  return
}

// -----

llvm.func @cast(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  llvm.return %1 : i64
}

// -----

llvm.func @bad_ir(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %1 : i32
}
