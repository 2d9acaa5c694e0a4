// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Integer literals in llvm and gpu custom forms follow MLIR's syntax: decimal with leading
// zeros (007) or 0x hex, in address spaces, array sizes, gep indices, positions, bounds.

// CHECK:module {
// CHECK-NEXT:  llvm.func @f(%arg0: !llvm.ptr<3>, %arg1: !llvm.struct<(i32, array<4 x i8>)>) -> !llvm.ptr {
// CHECK-NEXT:    %0 = llvm.getelementptr %arg0[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
// CHECK-NEXT:    %1 = llvm.extractvalue %arg1[1, 2] : !llvm.struct<(i32, array<4 x i8>)> 
// CHECK-NEXT:    %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    llvm.return %2 : !llvm.ptr
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g() {
// CHECK-NEXT:    %thread_id_x = gpu.thread_id  x upper_bound 64
// CHECK-NEXT:    %block_id_y = gpu.block_id  y upper_bound 32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
llvm.func @f(%p: !llvm.ptr<003>, %s: !llvm.struct<(i32, array<004 x i8>)>) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[002] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
  %1 = llvm.extractvalue %s[001, 0x2] : !llvm.struct<(i32, array<4 x i8>)>
  %2 = llvm.mlir.zero : !llvm.ptr
  llvm.return %2 : !llvm.ptr
}
func.func @g() {
  %0 = gpu.thread_id x upper_bound 0064
  %1 = gpu.block_id y upper_bound 0x20
  return
}
