// gpuopt-translate: an input or output file that cannot be used is one line on stderr, as
// mlir-translate-19 words it, and exit status 1, never a Python traceback.
// RUN: rm -rf %t.dir %t.nodir && mkdir -p %t.dir
// RUN: not gpuopt-translate --mlir-to-llvmir %t.nodir/in.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not gpuopt-translate --mlir-to-llvmir %t.dir 2>&1 | FileCheck %s --check-prefix=DIR-IN
// RUN: not gpuopt-translate --mlir-to-llvmir %s -o %t.nodir/x.ll 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not gpuopt-translate --mlir-to-llvmir %s -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIR-OUT
// RUN: not gpuopt-translate --mlir-to-llvmir %s -o %t.nodir/ 2>&1 | FileCheck %s --check-prefix=SLASH
// RUN: not gpuopt-translate --mlir-to-llvmir %s -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not gpuopt-translate --mlir-to-llvmir %s > /dev/full 2> %t.err
// RUN: FileCheck %s --check-prefix=FULL --input-file %t.err
// RUN: gpuopt-translate --mlir-to-llvmir %s -o %t.dir/x.ll
// RUN: not gpuopt-translate --mlir-to-llvmir %s -o %t.dir/x.ll/y.ll 2>&1 | FileCheck %s --check-prefix=NOTDIR

module {
}

// MISSING-NOT:Traceback
// MISSING:{{^}}cannot open input file '{{.*}}.nodir/in.mlir': No such file or directory{{$}}
// MISSING-NOT:{{.}}
// DIR-IN-NOT:Traceback
// DIR-IN:{{^}}cannot open input file '{{.*}}.dir': Is a directory{{$}}
// DIR-IN-NOT:{{.}}
// NODIR-NOT:Traceback
// NODIR:{{^}}cannot open output file '{{.*}}.nodir/x.ll': No such file or directory{{$}}
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
// NOTDIR-NOT:Traceback
// NOTDIR:{{^}}cannot open output file '{{.*}}.dir/x.ll/y.ll': Not a directory{{$}}
// NOTDIR-NOT:{{.}}
