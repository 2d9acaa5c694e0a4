// --shared-libs: upstream's runtime libraries (by basename, versioned or not, wherever they
// are) are the built-in runner utilities; other libraries are loaded, and one that cannot be
// loaded is reported while the run goes on (as mlir-cpu-runner-19 does).
// RUN: gpuopt-runner %s -e main --entry-point-result=void \
// RUN:   --shared-libs=/nowhere/libmlir_runner_utils.so,/nowhere/libmlir_c_runner_utils.so.19.1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUILTIN
// BUILTIN-NOT: Failed
// BUILTIN: ( 3 )
// RUN: gpuopt-runner %s -e main --entry-point-result=void --shared-libs=libm.so.6 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUILTIN
// RUN: gpuopt-runner %s -e main --entry-point-result=void --shared-libs=/nowhere/libother.so 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OTHER
// OTHER: Failed to load shared library: /nowhere/libother.so
// OTHER: ( 3 )

func.func @main() {
  %v = arith.constant dense<3> : vector<1xi32>
  vector.print %v : vector<1xi32>
  return
}
