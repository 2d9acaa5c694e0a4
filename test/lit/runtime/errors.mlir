// What gpuopt-runner refuses, as mlir-cpu-runner-19 words it (`Error: ...` on stderr, exit
// status 1): no such entry point (or only a declaration), a result type other than the one
// asked for, an entry point with arguments, externals nothing defines. Bad input is a located
// diagnostic, a failing translation too.
// RUN: not gpuopt-runner %s -e nope 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not gpuopt-runner %s -e printI64 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: Error: entry point not found
// RUN: not gpuopt-runner %s -e answer --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// VOID: Error: expected void function
// RUN: not gpuopt-runner %s -e answer --entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=I64
// I64: Error: only single i64 function result supported
// RUN: not gpuopt-runner %s -e answer --entry-point-result=f32 2>&1 | FileCheck %s --check-prefix=F32
// F32: Error: only single f32 function result supported
// RUN: not gpuopt-runner %s -e args --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not gpuopt-runner %s -e noresult --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: Error: function inputs not supported
// RUN: not gpuopt-runner %s -e undefined --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=SYMBOLS
// SYMBOLS: JIT session error: Symbols not found: [ mystery, mystery2 ]
// SYMBOLS-NEXT: Error: Failed to materialize symbols
// RUN: not gpuopt-runner %S/Inputs/parse-error.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: parse-error.mlir:2:3: error: custom op 'llvm.bogus' is unknown
// RUN: not gpuopt-runner %S/Inputs/translate-error.mlir --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// TRANSLATE: translate-error.mlir:3:8: error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// RUN: not gpuopt-runner %S/Inputs/nonexistent.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: gpuopt-runner: cannot open input file '{{.*}}nonexistent.mlir': No such file or directory

llvm.func @printI64(i64)
llvm.func @mystery()
llvm.func @mystery2(i32)

llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}

llvm.func @args(%a: i32) -> i32 {
  llvm.return %a : i32
}

llvm.func @noresult(%a: i32) {
  llvm.return
}

llvm.func @undefined() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @mystery() : () -> ()
  llvm.call @mystery2(%0) : (i32) -> ()
  llvm.return
}
