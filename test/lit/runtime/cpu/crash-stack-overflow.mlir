// RUN: not gpuopt-runner %s -O0 -e main --entry-point-result=void 2>&1 | FileCheck %s

// Unbounded recursion in host code overflows the main thread's stack: the fault happens with
// no stack left, and the native handler still runs (on the alternate signal stack the runner
// gives the thread) and reports it in one line, exit 1.
module {
  func.func @down(%n: i64) -> i64 {
    %one = arith.constant 1 : i64
    %m = arith.addi %n, %one : i64
    %r = call @down(%m) : (i64) -> i64
    %s = arith.addi %r, %one : i64
    return %s : i64
  }
  func.func @main() {
    %c0 = arith.constant 0 : i64
    %r = call @down(%c0) : (i64) -> i64
    vector.print %r : i64
    return
  }
}

// CHECK-NOT: Fatal Python error
// CHECK: gpuopt-runner: error: invalid memory access (SIGSEGV at 0x{{[0-9a-f]+}}) in JIT-compiled code
// CHECK-NOT: {{.}}
