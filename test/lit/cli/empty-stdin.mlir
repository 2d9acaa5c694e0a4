// A zero-byte standard input from a pipe (no file argument, or `-`) is refused by all three
// tools with one line and exit status 1, so that a pipe whose first stage failed (and printed
// nothing) fails instead of translating or running an empty module. An empty file, named on the
// command line or redirected to stdin, is an empty module, as in mlir-opt-19.
// RUN: cat %S/Inputs/empty.mlir | not gpuopt 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: cat %S/Inputs/empty.mlir | not gpuopt - --canonicalize 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: cat %S/Inputs/empty.mlir | not gpuopt-translate --mlir-to-llvmir 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// RUN: cat %S/Inputs/empty.mlir | not gpuopt-translate --mlir-to-llvmir - 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// RUN: cat %S/Inputs/empty.mlir | not gpuopt-runner 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUN: cat %S/Inputs/empty.mlir | not gpuopt-runner - -e main --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUN: not gpuopt %S/Inputs/parse-error.mlir --convert-to-llvm 2>/dev/null | not gpuopt-translate --mlir-to-llvmir 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// RUN: not gpuopt %S/Inputs/parse-error.mlir 2>/dev/null | not gpuopt --canonicalize 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: gpuopt %S/Inputs/empty.mlir | FileCheck %s --check-prefix=FILE --strict-whitespace --match-full-lines
// RUN: gpuopt-translate --mlir-to-llvmir %S/Inputs/empty.mlir | FileCheck %s --check-prefix=FILE-LLVM
// RUN: gpuopt < %S/Inputs/empty.mlir | FileCheck %s --check-prefix=FILE --strict-whitespace --match-full-lines
// RUN: gpuopt-translate --mlir-to-llvmir < %S/Inputs/empty.mlir | FileCheck %s --check-prefix=FILE-LLVM

// OPT-NOT:Traceback
// OPT:{{^}}gpuopt: error: standard input is empty (did an earlier stage of the pipe fail?){{$}}
// OPT-NOT:{{.}}
// TRANSLATE-NOT:Traceback
// TRANSLATE:{{^}}gpuopt-translate: error: standard input is empty (did an earlier stage of the pipe fail?){{$}}
// TRANSLATE-NOT:{{.}}
// RUNNER-NOT:Traceback
// RUNNER:{{^}}gpuopt-runner: error: standard input is empty (did an earlier stage of the pipe fail?){{$}}
// RUNNER-NOT:{{.}}

// FILE:module {
// FILE-NEXT:}
// FILE-LLVM:; ModuleID = 'LLVMDialectModule'
