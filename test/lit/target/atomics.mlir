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
