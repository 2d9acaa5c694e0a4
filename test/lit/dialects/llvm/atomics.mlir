// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.atomicrmw, llvm.cmpxchg, llvm.fence, atomic llvm.load/llvm.store.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.func @atomicrmw(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: !llvm.ptr<1>, %arg4: f16) {
// CHECK-NEXT:    %0 = llvm.atomicrmw xchg %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %1 = llvm.atomicrmw add %arg0, %arg1 acquire : !llvm.ptr, i32
// CHECK-NEXT:    %2 = llvm.atomicrmw sub %arg0, %arg1 release : !llvm.ptr, i32
// CHECK-NEXT:    %3 = llvm.atomicrmw _and %arg0, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:    %4 = llvm.atomicrmw nand %arg0, %arg1 seq_cst : !llvm.ptr, i32
// CHECK-NEXT:    %5 = llvm.atomicrmw _or %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %6 = llvm.atomicrmw _xor %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %7 = llvm.atomicrmw max %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %8 = llvm.atomicrmw min %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %9 = llvm.atomicrmw umax %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %10 = llvm.atomicrmw umin %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %11 = llvm.atomicrmw fadd %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:    %12 = llvm.atomicrmw fsub %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:    %13 = llvm.atomicrmw fmax %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:    %14 = llvm.atomicrmw fmin %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:    %15 = llvm.atomicrmw uinc_wrap %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %16 = llvm.atomicrmw udec_wrap %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %17 = llvm.atomicrmw volatile xchg %arg3, %arg2 syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<1>, f32
// CHECK-NEXT:    %18 = llvm.atomicrmw xchg %arg0, %arg0 monotonic : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %19 = llvm.atomicrmw fadd %arg3, %arg4 monotonic : !llvm.ptr<1>, f16
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @cmpxchg(%arg0: !llvm.ptr, %arg1: i64, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr) {
// CHECK-NEXT:    %0 = llvm.cmpxchg %arg0, %arg1, %arg1 acq_rel monotonic : !llvm.ptr, i64
// CHECK-NEXT:    %1 = llvm.cmpxchg weak %arg0, %arg1, %arg1 seq_cst acquire : !llvm.ptr, i64
// CHECK-NEXT:    %2 = llvm.cmpxchg volatile %arg2, %arg1, %arg1 syncscope("block") monotonic monotonic {alignment = 8 : i64} : !llvm.ptr<3>, i64
// CHECK-NEXT:    %3 = llvm.cmpxchg %arg0, %arg3, %arg3 release seq_cst : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %4 = llvm.extractvalue %0[0] : !llvm.struct<(i64, i1)>{{ }}
// CHECK-NEXT:    %5 = llvm.extractvalue %0[1] : !llvm.struct<(i64, i1)>{{ }}
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @fence_and_atomic_memory(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT:    llvm.fence acquire
// CHECK-NEXT:    llvm.fence release
// CHECK-NEXT:    llvm.fence acq_rel
// CHECK-NEXT:    llvm.fence seq_cst
// CHECK-NEXT:    llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT:    %0 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %1 = llvm.load volatile %arg0 atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %arg1, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store volatile %arg1, %arg0 atomic syncscope("agent") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, f32, ptr<1>, f16)>, linkage = #llvm.linkage<external>, sym_name = "atomicrmw", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg6: !llvm.ptr, %arg7: i32, %arg8: f32, %arg9: !llvm.ptr<1>, %arg10: f16):
// GENERIC-NEXT:    %8 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %9 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 1 : i64, ordering = 4 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %10 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 2 : i64, ordering = 5 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %11 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 3 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %12 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 4 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %13 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 5 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %14 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 6 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %15 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 7 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %16 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 8 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %17 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 9 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %18 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 10 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %19 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:    %20 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 12 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:    %21 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 13 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:    %22 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 14 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:    %23 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 15 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %24 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 16 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:    %25 = "llvm.atomicrmw"(%arg9, %arg8) <{alignment = 4 : i64, bin_op = 0 : i64, ordering = 7 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr<1>, f32) -> f32
// GENERIC-NEXT:    %26 = "llvm.atomicrmw"(%arg6, %arg6) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:    %27 = "llvm.atomicrmw"(%arg9, %arg10) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr<1>, f16) -> f16
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i64, ptr<3>, ptr)>, linkage = #llvm.linkage<external>, sym_name = "cmpxchg", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg2: !llvm.ptr, %arg3: i64, %arg4: !llvm.ptr<3>, %arg5: !llvm.ptr):
// GENERIC-NEXT:    %2 = "llvm.cmpxchg"(%arg2, %arg3, %arg3) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i64, i64) -> !llvm.struct<(i64, i1)>
// GENERIC-NEXT:    %3 = "llvm.cmpxchg"(%arg2, %arg3, %arg3) <{failure_ordering = 4 : i64, success_ordering = 7 : i64, weak}> : (!llvm.ptr, i64, i64) -> !llvm.struct<(i64, i1)>
// GENERIC-NEXT:    %4 = "llvm.cmpxchg"(%arg4, %arg3, %arg3) <{alignment = 8 : i64, failure_ordering = 2 : i64, success_ordering = 2 : i64, syncscope = "block", volatile_}> : (!llvm.ptr<3>, i64, i64) -> !llvm.struct<(i64, i1)>
// GENERIC-NEXT:    %5 = "llvm.cmpxchg"(%arg2, %arg5, %arg5) <{failure_ordering = 7 : i64, success_ordering = 5 : i64}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i1)>
// GENERIC-NEXT:    %6 = "llvm.extractvalue"(%2) <{position = array<i64: 0>}> : (!llvm.struct<(i64, i1)>) -> i64
// GENERIC-NEXT:    %7 = "llvm.extractvalue"(%2) <{position = array<i64: 1>}> : (!llvm.struct<(i64, i1)>) -> i1
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "fence_and_atomic_memory", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: !llvm.ptr, %arg1: i32):
// GENERIC-NEXT:    "llvm.fence"() <{ordering = 4 : i64}> : () -> ()
// GENERIC-NEXT:    "llvm.fence"() <{ordering = 5 : i64}> : () -> ()
// GENERIC-NEXT:    "llvm.fence"() <{ordering = 6 : i64}> : () -> ()
// GENERIC-NEXT:    "llvm.fence"() <{ordering = 7 : i64}> : () -> ()
// GENERIC-NEXT:    "llvm.fence"() <{ordering = 7 : i64, syncscope = "agent"}> : () -> ()
// GENERIC-NEXT:    %0 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i32
// GENERIC-NEXT:    %1 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 4 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> i32
// GENERIC-NEXT:    "llvm.store"(%arg1, %arg0) <{alignment = 4 : i64, ordering = 5 : i64}> : (i32, !llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.store"(%arg1, %arg0) <{alignment = 4 : i64, ordering = 7 : i64, syncscope = "agent", volatile_}> : (i32, !llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// Every atomicrmw bin_op, cmpxchg (weak, volatile, syncscope, orderings),
// fence, and atomic load/store with a syncscope.
llvm.func @atomicrmw(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr<1>, %h: f16) {
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fsub %p, %f monotonic : !llvm.ptr, f32
  %13 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %f monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  %16 = llvm.atomicrmw udec_wrap %p, %i monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw volatile xchg %q, %f syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<1>, f32
  %18 = llvm.atomicrmw xchg %p, %p monotonic : !llvm.ptr, !llvm.ptr
  %19 = llvm.atomicrmw fadd %q, %h monotonic : !llvm.ptr<1>, f16
  llvm.return
}

llvm.func @cmpxchg(%p: !llvm.ptr, %i: i64, %q: !llvm.ptr<3>, %r: !llvm.ptr) {
  %0 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i64
  %1 = llvm.cmpxchg weak %p, %i, %i seq_cst acquire : !llvm.ptr, i64
  %2 = llvm.cmpxchg volatile %q, %i, %i syncscope("block") monotonic monotonic {alignment = 8 : i64} : !llvm.ptr<3>, i64
  %3 = llvm.cmpxchg %p, %r, %r release seq_cst : !llvm.ptr, !llvm.ptr
  %4 = llvm.extractvalue %0[0] : !llvm.struct<(i64, i1)>
  %5 = llvm.extractvalue %0[1] : !llvm.struct<(i64, i1)>
  llvm.return
}

llvm.func @fence_and_atomic_memory(%p: !llvm.ptr, %i: i32) {
  llvm.fence acquire
  llvm.fence release
  llvm.fence acq_rel
  llvm.fence seq_cst
  llvm.fence syncscope("agent") seq_cst
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load volatile %p atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %i, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %i, %p atomic syncscope("agent") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
