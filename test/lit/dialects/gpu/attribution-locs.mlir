// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// loc(...) on gpu.func and gpu.launch attributions (kept on the block argument, shown in the
// generic form) and on the argument types of a declaration (dropped), as mlir-opt-19 reads them.

// CHECK:module {
// CHECK-NEXT:  gpu.module @m {
// CHECK-NEXT:    gpu.func @k(%arg0: f32) workgroup(%arg1 : memref<4xf32, #gpu.address_space<workgroup>>) private(%arg2 : memref<4xf32, #gpu.address_space<private>>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @d(i32, f32)
// CHECK-NEXT:  func.func @launch(%arg0: index) {
// CHECK-NEXT:    gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %arg0, %arg8 = %arg0, %arg9 = %arg0) threads(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) workgroup(%arg13 : memref<4xf32, #gpu.address_space<workgroup>>) {
// CHECK-NEXT:      gpu.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:#loc3 = loc("a")
// GENERIC:#loc4 = loc("w")
// GENERIC:#loc5 = loc("p")
// GENERIC:#loc23 = loc("alias")
// GENERIC:    ^bb0(%arg14: f32 loc("a"), %arg15: memref<4xf32, #gpu.address_space<workgroup>> loc("w"), %arg16: memref<4xf32, #gpu.address_space<private>> loc("p")):
gpu.module @m {
  gpu.func @k(%a: f32 loc("a")) workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>> loc("w")) private(%p: memref<4xf32, #gpu.address_space<private>> loc("p")) kernel {
    gpu.return
  }
}
func.func private @d(i32 loc("x"), f32)
#l = loc("alias")
func.func @launch(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>> loc(#l)) {
    gpu.terminator
  }
  return
}
