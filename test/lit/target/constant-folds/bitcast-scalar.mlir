// A bitcast of a scalar float or integer constant folds to the reinterpreted bits, as LLVM's
// IRBuilder folds it (mlir-translate-19 writes `i32 1069547520` for 1.5 : f32; gpu.memset of
// an f32 value lowers to such a bitcast); a bitcast to the same type is the value itself.
// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK: store i32 1069547520, ptr %0, align 4
// CHECK: store float 1.000000e+00, ptr %0, align 4
// CHECK: store i64 -4611686018427387904, ptr %0, align 4
// CHECK: store i16 15360, ptr %0, align 2
// CHECK: store i32 7, ptr %0, align 4
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(1.5 : f32) : f32
  %1 = llvm.bitcast %0 : f32 to i32
  llvm.store %1, %p : i32, !llvm.ptr
  %2 = llvm.mlir.constant(1065353216 : i32) : i32
  %3 = llvm.bitcast %2 : i32 to f32
  llvm.store %3, %p : f32, !llvm.ptr
  %4 = llvm.mlir.constant(-2.0 : f64) : f64
  %5 = llvm.bitcast %4 : f64 to i64
  llvm.store %5, %p : i64, !llvm.ptr
  %6 = llvm.mlir.constant(1.0 : f16) : f16
  %7 = llvm.bitcast %6 : f16 to i16
  llvm.store %7, %p : i16, !llvm.ptr
  %8 = llvm.mlir.constant(7 : i32) : i32
  %9 = llvm.bitcast %8 : i32 to i32
  llvm.store %9, %p : i32, !llvm.ptr
  llvm.return
}
