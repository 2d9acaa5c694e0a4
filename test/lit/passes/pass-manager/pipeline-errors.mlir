// Pipeline errors read as mlir-opt-19's, exit status 1.
// RUN: not gpuopt %s --cse --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// RUN: not gpuopt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not gpuopt %s --pass-pipeline='builtin.module(cse,foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: cse,foo
// UNKNOWN-NEXT: {{^    \^}}

// RUN: not gpuopt %s --pass-pipeline='builtin.module(cse))' 2>&1 | FileCheck %s --check-prefix=PAREN
// PAREN: error: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline

// RUN: not gpuopt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not gpuopt %s --pass-pipeline='builtin.module(cse{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `cse` with options `foo=1`

// RUN: not gpuopt %s --pass-pipeline='builtin.module(gpu-async-region)' 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: <unknown>:0: error: Can't add pass 'GpuAsyncRegionPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// NEST-NEXT: failed to add `gpu-async-region` with options ``

// Each enclosing pipeline adds a line naming itself.
// RUN: not gpuopt %s --pass-pipeline='builtin.module(gpu.module(func.func(gpu-kernel-outlining)))' 2>&1 | FileCheck %s --check-prefix=INNER
// INNER: <unknown>:0: error: Can't add pass 'GpuKernelOutlining' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// INNER-NEXT: failed to add `gpu-kernel-outlining` with options ``
// INNER-NEXT: failed to add `func.func` with options `` to inner pipeline
// INNER-NEXT: failed to add `gpu.module` with options `` to inner pipeline
// INNER-EMPTY:

// RUN: not gpuopt %s --pass-pipeline='builtin.module(cse,func.func(cse,canonicalize{foo=1}))' 2>&1 | FileCheck %s --check-prefix=INNEROPT
// INNEROPT: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// INNEROPT-EMPTY:
// INNEROPT-NEXT: failed to add `canonicalize` with options `foo=1`
// INNEROPT-NEXT: failed to add `func.func` with options `` to inner pipeline
// INNEROPT-EMPTY:

// RUN: not gpuopt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ROOT
// ROOT: pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

func.func @f() {
  return
}

// A pipeline nested where its passes cannot run: mlir-opt-19 aborts with this message
// (LLVM ERROR); gpuopt reports it as the error of that element.
// RUN: not gpuopt %s --pass-pipeline='builtin.module(func.func(gpu-lower-to-nvvm-pipeline))' 2>&1 | FileCheck %s --check-prefix=PIPENEST
// PIPENEST: <unknown>:0: error: Can't add pass 'GpuKernelOutlining' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// PIPENEST-NEXT: failed to add `gpu-lower-to-nvvm-pipeline` with options ``
// PIPENEST-NEXT: failed to add `func.func` with options `` to inner pipeline
