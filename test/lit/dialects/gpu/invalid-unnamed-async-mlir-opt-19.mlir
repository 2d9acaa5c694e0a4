// The diagnostics of invalid-unnamed-async.mlir are mlir-opt-19's: its --verify-diagnostics
// accepts the expectations, and its errors are gpuopt's byte for byte.
// REQUIRES: mlir-opt-19
// RUN: %mlir_opt19 %S/invalid-unnamed-async.mlir --split-input-file --verify-diagnostics
// RUN: not gpuopt %S/invalid-unnamed-async.mlir --split-input-file 2> %t.ours
// RUN: not %mlir_opt19 %S/invalid-unnamed-async.mlir --split-input-file 2> %t.theirs
// RUN: cmp %t.theirs %t.ours
