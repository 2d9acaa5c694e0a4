// An inttoptr of an integer constant is a constant expression, as LLVM's IRBuilder makes it
// (mlir-translate-19): memref.get_global's descriptor holds such a pointer (0xdeadbeef) as its
// allocated pointer; unused it disappears, used it is written in place.
// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK-LABEL: define void @dead()
// CHECK-NEXT: ret void
llvm.func @dead() {
  %0 = llvm.mlir.constant(3735928559 : index) : i64
  %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: define void @used(ptr %0)
// CHECK-NEXT: store ptr addrspace(3) inttoptr (i64 3735928559 to ptr addrspace(3)), ptr %0, align 8
// CHECK-NEXT: store ptr inttoptr (i64 16 to ptr), ptr %0, align 8
llvm.func @used(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(3735928559 : index) : i64
  %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<3>
  llvm.store %1, %p : !llvm.ptr<3>, !llvm.ptr
  %2 = llvm.mlir.constant(16 : i64) : i64
  %3 = llvm.inttoptr %2 : i64 to !llvm.ptr
  llvm.store %3, %p : !llvm.ptr, !llvm.ptr
  llvm.return
}
