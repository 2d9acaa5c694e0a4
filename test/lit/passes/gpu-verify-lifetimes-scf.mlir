// RUN: gpuopt %s --split-input-file --gpu-verify-lifetimes --verify-diagnostics

// Host code still in scf form (func.func bodies): scf.if and scf.for are analysed inside,
// results and iteration arguments carry handles as block arguments do.

// A stream created on each scf.for iteration and never destroyed.
func.func @for_leak(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    // expected-error@+2 {{stream created here is not destroyed on every path}}
    // expected-note@+1 {{created again here before the previous one is destroyed (each loop iteration leaks one)}}
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
  }
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamSynchronize(!llvm.ptr)

// -----

// Destroyed in the then-region only.
func.func @if_one_side(%c: i1) {
  // expected-error@+1 {{event created here is not destroyed on every path}}
  %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
  scf.if %c {
    llvm.call @mgpuEventDestroy(%e) : (!llvm.ptr) -> ()
  }
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  return
}
llvm.func @mgpuEventCreate() -> !llvm.ptr
llvm.func @mgpuEventDestroy(!llvm.ptr)

// -----

// Each iteration replaces the carried stream without destroying the old one; the note is at
// the scf.yield that replaces it.
func.func @for_replaced(%lb: index, %ub: index, %step: index) {
  // expected-error@+1 {{stream created here is not destroyed on every path}}
  %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %r = scf.for %i = %lb to %ub step %step iter_args(%s = %s0) -> (!llvm.ptr) {
    // expected-error@+1 {{stream created here is not destroyed on every path}}
    %t = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    // expected-note@+1 {{replaced here (iteration argument #0) before it is destroyed}}
    scf.yield %t : !llvm.ptr
  }
  llvm.call @mgpuStreamDestroy(%r) : (!llvm.ptr) -> ()
  return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// Destroyed in the loop body and again after the loop.
func.func @for_twice(%lb: index, %ub: index, %step: index) {
  // expected-error@+1 {{stream created here is destroyed more than once on some path}}
  %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %r = scf.for %i = %lb to %ub step %step iter_args(%s = %s0) -> (!llvm.ptr) {
    // expected-note@+1 {{destroyed again here}}
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    scf.yield %s : !llvm.ptr
  }
  // expected-note@+1 {{destroyed again here}}
  llvm.call @mgpuStreamDestroy(%r) : (!llvm.ptr) -> ()
  return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// Clean: a stream carried by scf.for and destroyed after it; one of two streams chosen by
// scf.if, the other destroyed in its region; a stream per iteration destroyed in it.
func.func @scf_clean(%c: i1, %lb: index, %ub: index, %step: index) {
  %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %r = scf.for %i = %lb to %ub step %step iter_args(%s = %s0) -> (!llvm.ptr) {
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    %t = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamDestroy(%t) : (!llvm.ptr) -> ()
    scf.yield %s : !llvm.ptr
  }
  llvm.call @mgpuStreamDestroy(%r) : (!llvm.ptr) -> ()
  %a = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %b = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %x = scf.if %c -> (!llvm.ptr) {
    llvm.call @mgpuStreamDestroy(%b) : (!llvm.ptr) -> ()
    scf.yield %a : !llvm.ptr
  } else {
    llvm.call @mgpuStreamDestroy(%a) : (!llvm.ptr) -> ()
    scf.yield %b : !llvm.ptr
  }
  llvm.call @mgpuStreamDestroy(%x) : (!llvm.ptr) -> ()
  return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamSynchronize(!llvm.ptr)
llvm.func @mgpuStreamDestroy(!llvm.ptr)
