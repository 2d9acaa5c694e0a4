// REQUIRES: mlir-opt-19
// An output file that opens but cannot be written, or cannot be opened for writing, fails with
// the reason of the call that failed, as in mlir-opt-19: /proc/version opens for root and its
// write fails (`LLVM ERROR: IO failure on output stream: Input/output error`), and for anyone
// else the open fails (`Permission denied`); never the `No such file or directory` of a
// temporary file that /proc cannot hold.
// RUN: not %mlir_opt19 %s -o /proc/version 2> %t.ref
// RUN: not gpuopt %s -o /proc/version 2> %t.out
// RUN: cmp %t.ref %t.out
// RUN: not gpuopt-translate --mlir-to-llvmir %s -o /proc/version 2> %t.translate
// RUN: cmp %t.ref %t.translate
// RUN: not %mlir_opt19 %s -o /dev/full 2> %t.full.ref
// RUN: not gpuopt %s -o /dev/full 2> %t.full
// RUN: cmp %t.full.ref %t.full

module {
}
