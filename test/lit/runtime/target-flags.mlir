// --march names the architecture of the JIT's triple and --mattr adds target features to the
// host's, as mlir-cpu-runner-19 reads them (comma separated, repeatable, `+` when no sign is
// given, `help` lists them). An architecture LLVM has no target for is mlir-cpu-runner-19's
// error; one that is not the host's (where mlir-cpu-runner-19 crashes) is an error too.
// REQUIRES: x86_64
// RUN: gpuopt-runner %s -e main --entry-point-result=i32 --march=x86_64 --mattr=+sse2,-avx2,-fma | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=i32 -mattr=SSE2 --mattr=+sse4.1 -O3 | FileCheck %s
// RUN: not gpuopt-runner %s -e main --entry-point-result=i32 --march=aarch64 2>&1 | FileCheck %s --check-prefix=NO-TARGET
// RUN: not gpuopt-runner %s -e main --entry-point-result=i32 --march=i386 2>&1 | FileCheck %s --check-prefix=FOREIGN
// RUN: gpuopt-runner %s -e main --entry-point-result=i32 --mattr=+nonesuch 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: gpuopt-runner %s -e main --entry-point-result=i32 --mattr=help 2>&1 | FileCheck %s --check-prefix=HELP

// CHECK: {{^}}36{{$}}

// NO-TARGET: Failed to create a TargetMachine for the host
// NO-TARGET-NEXT: No available targets are compatible with triple "aarch64-{{.*}}"

// FOREIGN: Failed to create a TargetMachine for the host
// FOREIGN-NEXT: --march=i386 (x86) is not the architecture of this host (x86-64): its code cannot run in this process

// UNKNOWN: '+nonesuch' is not a recognized feature for this target (ignoring feature)
// UNKNOWN: {{^}}36{{$}}

// HELP: Available CPUs for this target:
// HELP: Available features for this target:
// HELP: Use +feature to enable a feature, or -feature to disable it.

// The sum of 1..8, in a loop the vectorizer may widen with the features it is given.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %acc, %v : i32
    %x = arith.addi %w, %v : i32
    %y = arith.subi %x, %v : i32
    %n = arith.constant 1 : i32
    %r = arith.addi %y, %n : i32
    scf.yield %r : i32
  }
  return %s : i32
}
