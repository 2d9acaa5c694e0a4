// RUN: gpuopt -h | FileCheck %s
// RUN: gpuopt --help | FileCheck %s
// RUN: not gpuopt -h=1 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not gpuopt --help=0 2>&1 | FileCheck %s --check-prefix=HELP-VALUE
// RUN: gpuopt-translate -h | FileCheck %s --check-prefix=TRANSLATE
// RUN: gpuopt-translate --help | FileCheck %s --check-prefix=TRANSLATE
// RUN: not gpuopt-translate -h=1 2>&1 | FileCheck %s --check-prefix=TRANSLATE-VALUE
// RUN: gpuopt-runner -h | FileCheck %s --check-prefix=RUNNER
// RUN: gpuopt-runner --help | FileCheck %s --check-prefix=RUNNER

// `-h` is --help (and is not listed itself) in all three tools, as in every LLVM tool; every
// flag and option listed has a description, as in mlir-opt-19.

// CHECK:     USAGE: gpuopt [options] <input file>
// CHECK-NOT: {{^  -h }}
// CHECK:     --mlir-elide-elementsattrs-if-larger=<uint> {{ *}}- Elide ElementsAttrs with "..." that have more elements than the given upper limit
// CHECK:     --mlir-pretty-debuginfo {{ *}}- Print pretty debug info in MLIR output
// CHECK:     --mlir-print-ir-after=<pass-arg> {{ *}}- Print IR after specified passes
// CHECK:     --mlir-print-ir-before=<pass-arg> {{ *}}- Print IR before specified passes
// CHECK:     --no-implicit-module {{ *}}- Disable implicit addition of a top-level module op during parsing
// CHECK:     --region-simplify=<value> {{ *}}- Perform control flow optimizations to the region tree
// CHECK-NEXT: =disabled {{ *}}-   Don't run any control-flow simplification.
// CHECK:     --gpu-kernel-outlining {{ *}}-   Outline gpu.launch bodies to kernel functions
// CHECK-NEXT: --data-layout-str=<string> {{ *}}- String containing the data layout specification to be attached to the GPU kernel module
// CHECK:     --partial {{ *}}- Apply a partial conversion
// CHECK-NOT: {{ - *$}}

// VALUE: gpuopt: for the -h option: does not allow a value! '1' specified.
// HELP-VALUE: gpuopt: for the --help option: does not allow a value! '0' specified.

// TRANSLATE:     USAGE: gpuopt-translate [options] <input file>
// TRANSLATE-NOT: {{^  -h }}
// TRANSLATE:     --mlir-to-llvmir {{ *}}- Translate MLIR to LLVMIR
// TRANSLATE-VALUE: gpuopt-translate: for the -h option: does not allow a value! '1' specified.
// RUNNER:     USAGE: gpuopt-runner [options] <input file>
// RUNNER-NOT: {{^  -h }}
// RUNNER:     --entry-point-result=<f32 | i32 | i64 | void> {{ *}}- Textual description of the function type to be called
