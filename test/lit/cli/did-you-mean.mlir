// A misspelled flag gets llvm::cl's "Did you mean" with the nearest flag (least edit distance),
// pass flags included, worded as mlir-opt-19 words it: the value of a flag that takes one is
// kept, and a one-dash spelling is suggested with two dashes.
// RUN: not gpuopt --cannonicalize %s 2>&1 | FileCheck %s --check-prefix=CANON --match-full-lines
// RUN: not gpuopt -cannonicalize %s 2>&1 | FileCheck %s --check-prefix=ONE-DASH --match-full-lines
// RUN: not gpuopt --gpu-lower-to-nvvm-pipline %s 2>&1 | FileCheck %s --check-prefix=PIPELINE --match-full-lines
// RUN: not gpuopt --canonicalise=max-iterations=3 %s 2>&1 | FileCheck %s --check-prefix=VALUE --match-full-lines
// RUN: not gpuopt --mlir-print-ir-afterall %s 2>&1 | FileCheck %s --check-prefix=FLAG --match-full-lines
// RUN: not gpuopt-translate --split-input-fil %s 2>&1 | FileCheck %s --check-prefix=TRANSLATE --match-full-lines
// RUN: not gpuopt-runner --shared-lib=x.so %s 2>&1 | FileCheck %s --check-prefix=RUNNER --match-full-lines

// CANON:gpuopt: Unknown command line argument '--cannonicalize'.  Try: 'gpuopt --help'
// CANON-NEXT:gpuopt: Did you mean '--canonicalize'?
// ONE-DASH:gpuopt: Unknown command line argument '-cannonicalize'.  Try: 'gpuopt --help'
// ONE-DASH-NEXT:gpuopt: Did you mean '--canonicalize'?
// PIPELINE:gpuopt: Unknown command line argument '--gpu-lower-to-nvvm-pipline'.  Try: 'gpuopt --help'
// PIPELINE-NEXT:gpuopt: Did you mean '--gpu-lower-to-nvvm-pipeline'?
// VALUE:gpuopt: Unknown command line argument '--canonicalise=max-iterations=3'.  Try: 'gpuopt --help'
// VALUE-NEXT:gpuopt: Did you mean '--canonicalize=max-iterations=3'?
// FLAG:gpuopt: Unknown command line argument '--mlir-print-ir-afterall'.  Try: 'gpuopt --help'
// FLAG-NEXT:gpuopt: Did you mean '--mlir-print-ir-after-all'?
// TRANSLATE:gpuopt-translate: Unknown command line argument '--split-input-fil'.  Try: 'gpuopt-translate --help'
// TRANSLATE-NEXT:gpuopt-translate: Did you mean '--split-input-file'?
// RUNNER:gpuopt-runner: Unknown command line argument '--shared-lib=x.so'.  Try: 'gpuopt-runner --help'
// RUNNER-NEXT:gpuopt-runner: Did you mean '--shared-libs=x.so'?

module {
}
