// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// nvvm.redux.sync of each kind as its llvm.nvvm.redux.sync.* intrinsic; allocas of structs
// without an alignment take the aggregate's preferred alignment, at least 8 (`a:0:64`).

// CHECK-LABEL: define i32 @redux(i32 %0, i32 %1)
// CHECK: %3 = call i32 @llvm.nvvm.redux.sync.add(i32 %0, i32 %1)
// CHECK: %4 = call i32 @llvm.nvvm.redux.sync.umax(i32 %3, i32 %1)
// CHECK: %5 = call i32 @llvm.nvvm.redux.sync.min(i32 %4, i32 %1)
// CHECK: %6 = call i32 @llvm.nvvm.redux.sync.and(i32 %5, i32 %1)
// CHECK: %7 = call i32 @llvm.nvvm.redux.sync.or(i32 %6, i32 %1)
llvm.func @redux(%v: i32, %m: i32) -> i32 {
  %a = nvvm.redux.sync add %v, %m : i32 -> i32
  %b = nvvm.redux.sync umax %a, %m : i32 -> i32
  %c = nvvm.redux.sync min %b, %m : i32 -> i32
  %d = nvvm.redux.sync and %c, %m : i32 -> i32
  %e = nvvm.redux.sync or %d, %m : i32 -> i32
  llvm.return %e : i32
}

// CHECK-LABEL: define void @allocas()
// CHECK: %1 = alloca {}, i64 1, align 8
// CHECK: %2 = alloca { i32 }, i64 1, align 8
// CHECK: %3 = alloca <{ i8, i16 }>, i64 1, align 8
// CHECK: %4 = alloca { i8 }, i64 4, align 8
// CHECK: %5 = alloca { i32 }, i64 1, align 4
// CHECK: declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #0
llvm.func @allocas() {
  %n = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %a = llvm.alloca %n x !llvm.struct<()> : (i64) -> !llvm.ptr
  %b = llvm.alloca %n x !llvm.struct<(i32)> : (i64) -> !llvm.ptr
  %c = llvm.alloca %n x !llvm.struct<packed (i8, i16)> : (i64) -> !llvm.ptr
  %d = llvm.alloca %four x !llvm.struct<(i8)> : (i64) -> !llvm.ptr
  %e = llvm.alloca %n x !llvm.struct<(i32)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
  llvm.return
}
