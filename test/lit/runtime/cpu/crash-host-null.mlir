// RUN: not gpuopt-runner %s -O0 -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: not gpuopt-runner %s -O0 -e main --entry-point-result=void --device=cpu --cpu-check-bounds 2>&1 | FileCheck %s

// A host program that reads through a null pointer (volatile, so no optimization removes it;
// -O0 keeps it a load rather than a trap). The runner's native signal handler reports it in
// one line and exits 1: no Python fatal-error dump, no death by signal; what was printed
// before (7, still in stdio's buffer in a pipe) is flushed first. The address is
// the faulting one: 8 bytes past null (the second i64). With --cpu-check-bounds the message
// is the same (this program allocates no device memory).
module {
  func.func @main() {
    %c = arith.constant 7 : i64
    vector.print %c : i64
    %p = llvm.mlir.zero : !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v = llvm.load volatile %q : !llvm.ptr -> i64
    vector.print %v : i64
    return
  }
}

// CHECK-NOT: Fatal Python error
// CHECK: 7
// CHECK-NEXT: gpuopt-runner: error: invalid memory access (SIGSEGV at 0x8) in JIT-compiled code
// CHECK-NOT: {{.}}
