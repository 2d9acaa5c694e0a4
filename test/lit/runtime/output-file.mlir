// RUN: rm -rf %t && mkdir -p %t
// RUN: gpuopt-runner %s -e main --entry-point-result=i32 -o %t/out.txt > %t/stdout.txt
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=EMPTY --allow-empty < %t/stdout.txt
// RUN: not gpuopt-runner %s -e main --entry-point-result=i32 -o %t/missing/out.txt > %t/stdout.txt 2> %t/stderr.txt
// RUN: FileCheck %s --check-prefix=EMPTY --allow-empty < %t/stdout.txt
// RUN: FileCheck %s --check-prefix=BAD < %t/stderr.txt

// -o FILE: the program's output goes to FILE, in the order of a pipe (the result line ahead
// of what stdio still buffers, as output-order.mlir shows), nothing to stdout; a FILE that cannot be opened is one line and exit 1, before the
// program runs (nothing printed anywhere).
func.func @main() -> i32 {
  %c = arith.constant 42 : i32
  vector.print %c : i32
  %d = arith.constant 7 : i32
  return %d : i32
}

// CHECK: 7
// CHECK-NEXT: 42
// CHECK-NOT: {{.}}
// EMPTY-NOT: {{.}}
// BAD: gpuopt-runner: cannot open output file '{{.*}}missing/out.txt': No such file or directory
// BAD-NOT: {{.}}
