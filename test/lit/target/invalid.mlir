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

// CHECK: within split at {{.*}}invalid.mlir:1 offset :4:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
// CHECK-NEXT: func.func @not_llvm() {
// CHECK-NEXT: ^
// CHECK-NEXT: within split at {{.*}}invalid.mlir:1 offset :4:1: note: see current operation: 
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "not_llvm"}> ({
// CHECK-NEXT:   "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: within split at {{.*}}invalid.mlir:8 offset :4:8: error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %a : i64 to index
// CHECK-NEXT:        ^
// CHECK-NEXT: within split at {{.*}}invalid.mlir:8 offset :4:8: note: see current operation: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
// CHECK-NEXT: within split at {{.*}}invalid.mlir:16 offset :5:15: error: use of undeclared SSA value name
// CHECK-NEXT:   llvm.return %1 : i32
// CHECK-NEXT:               ^
