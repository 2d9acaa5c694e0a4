// RUN: not gpuopt-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// An op of a dialect mlir-translate-19 does not register (here scf, left by a partial lowering)
// is its parse error, at the op's name, with the list of registered dialects.

// CHECK: unregistered-dialect.mlir:12:3: error: Dialect `scf' not found for custom op 'scf.for'
// CHECK: note: Registered dialects: acc, amx, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, rocdl, spirv, vcix, x86vector ;
llvm.func @loop(%n: i64) {
  %lb = llvm.mlir.constant(0 : index) : i64
  %one = llvm.mlir.constant(1 : index) : i64
  %a = builtin.unrealized_conversion_cast %lb : i64 to index
  %b = builtin.unrealized_conversion_cast %one : i64 to index
  scf.for %i = %a to %b step %b {
  }
  llvm.return
}
