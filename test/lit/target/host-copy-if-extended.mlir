// RUN: gpuopt %s --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// Host programs mlir-translate-19 translates and gpuopt-translate refused (issue 20):
// memref.copy (llvm.intr.memcpy) from memref.get_global (a `mul` of address constants) and
// between memrefs, scf.if on a constant (llvm.cond_br on `i1 true`), arith.addui_extended
// (llvm.intr.uadd.with.overflow).

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

func.func @copy_global(%dst: memref<4xf32>) {
  %g = memref.get_global @table : memref<4xf32>
  memref.copy %g, %dst : memref<4xf32> to memref<4xf32>
  return
}

func.func @copy(%src: memref<?xf32>, %dst: memref<?xf32>) {
  memref.copy %src, %dst : memref<?xf32> to memref<?xf32>
  return
}

func.func @pick() -> i64 {
  %true = arith.constant true
  %r = scf.if %true -> (i64) {
    %x = arith.constant 7 : i64
    scf.yield %x : i64
  } else {
    %y = arith.constant 9 : i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @add(%a: i32, %b: i32) -> (i32, i1) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  return %s, %o : i32, i1
}

// CHECK-LABEL: define void @copy_global(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %13, ptr @table, i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 4), i1 false)
// CHECK-LABEL: define void @copy(
// CHECK: %22 = mul i64 1, %21
// CHECK-NEXT: %23 = mul i64 %22, ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %29, ptr %26, i64 %23, i1 false)
// CHECK-LABEL: define i64 @pick() {
// CHECK-NEXT: br i1 true, label %1, label %2
// CHECK: %4 = phi i64 [ 9, %2 ], [ 7, %1 ]
// CHECK-LABEL: define { i32, i1 } @add(i32 %0, i32 %1) {
// CHECK-NEXT: %3 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
// CHECK: declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0
// CHECK: declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1
