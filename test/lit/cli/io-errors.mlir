// An input or output file that cannot be used is one line on stderr, worded as mlir-opt-19
// words it, and exit status 1, never a traceback (test/unit/test_tool.py checks that no output
// file nor temporary is left behind).
// RUN: rm -rf %t.dir %t.nodir && mkdir -p %t.dir
// RUN: not gpuopt %t.nodir/in.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not gpuopt %t.dir 2>&1 | FileCheck %s --check-prefix=DIR-IN
// RUN: not gpuopt %s -o %t.nodir/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not gpuopt %s -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIR-OUT
// RUN: not gpuopt %s -o %t.nodir/ 2>&1 | FileCheck %s --check-prefix=SLASH
// RUN: not gpuopt %s -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not gpuopt %s > /dev/full 2> %t.err
// RUN: FileCheck %s --check-prefix=FULL --input-file %t.err
// RUN: gpuopt %s -o %t.dir/out.mlir
// RUN: not gpuopt %s -o %t.dir/out.mlir/x 2>&1 | FileCheck %s --check-prefix=NOTDIR
// RUN: not gpuopt-runner %t.nodir/in.mlir 2>&1 | FileCheck %s --check-prefix=RUNNER-MISSING
// RUN: not gpuopt-runner %t.dir 2>&1 | FileCheck %s --check-prefix=RUNNER-DIR

func.func @f() {
  return
}

// MISSING-NOT:Traceback
// MISSING:{{^}}cannot open input file '{{.*}}.nodir/in.mlir': No such file or directory{{$}}
// MISSING-NOT:{{.}}
// DIR-IN-NOT:Traceback
// DIR-IN:{{^}}cannot open input file '{{.*}}.dir': Is a directory{{$}}
// DIR-IN-NOT:{{.}}
// NODIR-NOT:Traceback
// NODIR:{{^}}cannot open output file '{{.*}}.nodir/out.mlir': No such file or directory{{$}}
// NODIR-NOT:{{.}}
// DIR-OUT-NOT:Traceback
// DIR-OUT:{{^}}cannot open output file '{{.*}}.dir': Is a directory{{$}}
// DIR-OUT-NOT:{{.}}
// SLASH-NOT:Traceback
// SLASH:{{^}}cannot open output file '{{.*}}.nodir/': Is a directory{{$}}
// SLASH-NOT:{{.}}
// FULL-NOT:Traceback
// FULL:{{^}}LLVM ERROR: IO failure on output stream: No space left on device{{$}}
// FULL-NOT:{{.}}
// NOTDIR:{{^}}cannot open output file '{{.*}}.dir/out.mlir/x': Not a directory{{$}}
// NOTDIR-NOT:{{.}}
// RUNNER-MISSING:{{^}}gpuopt-runner: cannot open input file '{{.*}}.nodir/in.mlir': No such file or directory{{$}}
// RUNNER-MISSING-NOT:{{.}}
// RUNNER-DIR:{{^}}gpuopt-runner: cannot open input file '{{.*}}.dir': Is a directory{{$}}
// RUNNER-DIR-NOT:{{.}}
