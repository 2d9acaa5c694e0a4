// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Atomics: atomicrmw (every integer and float kind), cmpxchg, fence, atomic loads and stores,
// with syncscopes and explicit alignment.

module {
  llvm.func @atomics(%p: !llvm.ptr, %q: !llvm.ptr<1>, %v: i32, %f: f32, %l: i64) -> i32 {
    %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
    %1 = llvm.atomicrmw xchg %p, %0 acquire : !llvm.ptr, i32
    %2 = llvm.atomicrmw _and %p, %1 release : !llvm.ptr, i32
    %3 = llvm.atomicrmw _or %p, %2 acq_rel : !llvm.ptr, i32
    %4 = llvm.atomicrmw _xor %p, %3 seq_cst : !llvm.ptr, i32
    %5 = llvm.atomicrmw max %p, %4 monotonic : !llvm.ptr, i32
    %6 = llvm.atomicrmw umin %p, %5 monotonic : !llvm.ptr, i32
    %7 = llvm.atomicrmw sub %q, %6 syncscope("agent") monotonic : !llvm.ptr<1>, i32
    %8 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
    %9 = llvm.atomicrmw add %p, %l monotonic {alignment = 16 : i64} : !llvm.ptr, i64
    %10 = llvm.cmpxchg %p, %v, %7 acq_rel monotonic : !llvm.ptr, i32
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, i1)>
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(i32, i1)>
    %13 = llvm.cmpxchg weak %p, %11, %v syncscope("block") seq_cst seq_cst : !llvm.ptr, i32
    llvm.fence acquire
    llvm.fence syncscope("agent") seq_cst
    %14 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %14, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    %15 = llvm.select %12, %11, %14 : i1, i32
    %16 = llvm.atomicrmw umax %q, %15 monotonic : !llvm.ptr<1>, i32
    llvm.return %16 : i32
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @atomics(ptr %0, ptr addrspace(1) %1, i32 %2, float %3, i64 %4) {
// CHECK-NEXT:   %6 = atomicrmw add ptr %0, i32 %2 monotonic, align 4
// CHECK-NEXT:   %7 = atomicrmw xchg ptr %0, i32 %6 acquire, align 4
// CHECK-NEXT:   %8 = atomicrmw and ptr %0, i32 %7 release, align 4
// CHECK-NEXT:   %9 = atomicrmw or ptr %0, i32 %8 acq_rel, align 4
// CHECK-NEXT:   %10 = atomicrmw xor ptr %0, i32 %9 seq_cst, align 4
// CHECK-NEXT:   %11 = atomicrmw max ptr %0, i32 %10 monotonic, align 4
// CHECK-NEXT:   %12 = atomicrmw umin ptr %0, i32 %11 monotonic, align 4
// CHECK-NEXT:   %13 = atomicrmw sub ptr addrspace(1) %1, i32 %12 syncscope("agent") monotonic, align 4
// CHECK-NEXT:   %14 = atomicrmw fadd ptr %0, float %3 monotonic, align 4
// CHECK-NEXT:   %15 = atomicrmw add ptr %0, i64 %4 monotonic, align 16
// CHECK-NEXT:   %16 = cmpxchg ptr %0, i32 %2, i32 %13 acq_rel monotonic, align 4
// CHECK-NEXT:   %17 = extractvalue { i32, i1 } %16, 0
// CHECK-NEXT:   %18 = extractvalue { i32, i1 } %16, 1
// CHECK-NEXT:   %19 = cmpxchg weak ptr %0, i32 %17, i32 %2 syncscope("block") seq_cst seq_cst, align 4
// CHECK-NEXT:   fence acquire
// CHECK-NEXT:   fence syncscope("agent") seq_cst
// CHECK-NEXT:   %20 = load atomic i32, ptr %0 acquire, align 4
// CHECK-NEXT:   store atomic i32 %20, ptr %0 release, align 4
// CHECK-NEXT:   %21 = select i1 %18, i32 %17, i32 %20
// CHECK-NEXT:   %22 = atomicrmw umax ptr addrspace(1) %1, i32 %21 monotonic, align 4
// CHECK-NEXT:   ret i32 %22
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
