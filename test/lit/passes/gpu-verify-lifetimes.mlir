// RUN: gpuopt %s --split-input-file --gpu-verify-lifetimes --verify-diagnostics

// Each violation is an error at the creating call, with a note where the path that goes
// wrong leaves the function, releases again, or uses the released handle.

// A stream never destroyed.
llvm.func @leak() {
  // expected-error@+1 {{stream created here is not destroyed on every path}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamSynchronize(!llvm.ptr)

// -----

llvm.func @double_destroy() {
  // expected-error@+1 {{stream created here is destroyed more than once on some path}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  // expected-note@+1 {{destroyed again here}}
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

llvm.func @use_after_destroy(%e: !llvm.ptr) {
  // expected-error@+1 {{stream created here is used after it is destroyed}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  // expected-note@+1 {{used here by @mgpuStreamWaitEvent after it is destroyed}}
  llvm.call @mgpuStreamWaitEvent(%s, %e) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// Passing a released handle on (to another function, or returning it) is a use too.
llvm.func @passed_on_after_destroy() -> !llvm.ptr {
  // expected-error@+1 {{stream created here is used after it is destroyed}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  // expected-note@+1 {{used here by @consume after it is destroyed}}
  llvm.call @consume(%s) : (!llvm.ptr) -> ()
  // expected-note@+1 {{used here by 'llvm.return' after it is destroyed}}
  llvm.return %s : !llvm.ptr
}
llvm.func @consume(!llvm.ptr)
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// Destroyed on one branch only: the note is at the return of the other.
llvm.func @one_branch(%c: i1) {
  // expected-error@+1 {{stream created here is not destroyed on every path}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.cond_br %c, ^yes, ^no
^yes:
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
^no:
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// Destroyed on one branch, then again after the join.
llvm.func @maybe_twice(%c: i1) {
  // expected-error@+1 {{stream created here is destroyed more than once on some path}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.cond_br %c, ^yes, ^join
^yes:
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.br ^join
^join:
  // expected-note@+1 {{destroyed again here}}
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// An early return that skips the destroy.
llvm.func @early_return(%c: i1) {
  // expected-error@+1 {{event created here is not destroyed on every path}}
  %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
  llvm.cond_br %c, ^out, ^more
^out:
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  llvm.return
^more:
  llvm.call @mgpuEventSynchronize(%e) : (!llvm.ptr) -> ()
  llvm.call @mgpuEventDestroy(%e) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuEventCreate() -> !llvm.ptr
llvm.func @mgpuEventSynchronize(!llvm.ptr)
llvm.func @mgpuEventDestroy(!llvm.ptr)

// -----

// A stream created on each loop iteration and never destroyed: one leaks per iteration (the
// note at the creating call itself), and the last one at the exit.
llvm.func @per_iteration(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^header(%c0 : i64)
^header(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  // expected-error@+2 {{stream created here is not destroyed on every path}}
  // expected-note@+1 {{created again here before the previous one is destroyed (each loop iteration leaks one)}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
  %next = llvm.add %i, %c1 : i64
  llvm.br ^header(%next : i64)
^exit:
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamSynchronize(!llvm.ptr)

// -----

// A stream carried through the loop header's block argument; each iteration replaces it by a
// new one without destroying the old one. The leak shows at the back edge.
llvm.func @carried_replaced(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{stream created here is not destroyed on every path}}
  %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.br ^header(%c0, %s0 : i64, !llvm.ptr)
^header(%i: i64, %s: !llvm.ptr):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
  // expected-error@+1 {{stream created here is not destroyed on every path}}
  %fresh = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  // (one note each, same text: both streams are replaced here)
  // expected-note@+1 {{replaced on this branch (successor argument #1) before it is destroyed}}
  llvm.br ^header(%next, %fresh : i64, !llvm.ptr)
^exit:
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamSynchronize(!llvm.ptr)
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// Events, modules and device allocations.
llvm.func @kinds(%bin: !llvm.ptr, %n: i64, %s: !llvm.ptr) {
  %size = llvm.mlir.constant(3 : i64) : i64
  %false = llvm.mlir.constant(0 : i8) : i8
  // expected-error@+1 {{event created here is not destroyed on every path}}
  %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
  llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
  // expected-error@+1 {{module created here is not unloaded on every path}}
  %m = llvm.call @mgpuModuleLoad(%bin, %size) : (!llvm.ptr, i64) -> !llvm.ptr
  // expected-error@+1 {{device allocation created here is not freed on every path}}
  %p = llvm.call @mgpuMemAlloc(%n, %s, %false) : (i64, !llvm.ptr, i8) -> !llvm.ptr
  // expected-note@+3 {{not destroyed on the path that reaches this return}}
  // expected-note@+2 {{not unloaded on the path that reaches this return}}
  // expected-note@+1 {{not freed on the path that reaches this return}}
  llvm.return
}
llvm.func @mgpuEventCreate() -> !llvm.ptr
llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr

// -----

// A kernel launched from a function of a module already unloaded; a memory copy into an
// allocation already freed (reached through the memref descriptor).
llvm.func @after_release(%bin: !llvm.ptr, %name: !llvm.ptr, %n: i64, %s: !llvm.ptr, %host: !llvm.ptr) {
  %size = llvm.mlir.constant(3 : i64) : i64
  %false = llvm.mlir.constant(0 : i8) : i8
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = llvm.mlir.constant(0 : i32) : i32
  %null = llvm.mlir.zero : !llvm.ptr
  // expected-error@+1 {{module created here is used after it is unloaded}}
  %m = llvm.call @mgpuModuleLoad(%bin, %size) : (!llvm.ptr, i64) -> !llvm.ptr
  %fn = llvm.call @mgpuModuleGetFunction(%m, %name) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  llvm.call @mgpuModuleUnload(%m) : (!llvm.ptr) -> ()
  // expected-note@+1 {{used here by @mgpuLaunchKernel after it is unloaded}}
  llvm.call @mgpuLaunchKernel(%fn, %c1, %c1, %c1, %c1, %c1, %c1, %z, %s, %null, %null, %c1) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
  // expected-error@+1 {{device allocation created here is used after it is freed}}
  %p = llvm.call @mgpuMemAlloc(%n, %s, %false) : (i64, !llvm.ptr, i8) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
  %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64)>
  %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64)>
  %base = llvm.extractvalue %d1[0] : !llvm.struct<(ptr, ptr, i64)>
  llvm.call @mgpuMemFree(%base, %s) : (!llvm.ptr, !llvm.ptr) -> ()
  %aligned = llvm.extractvalue %d1[1] : !llvm.struct<(ptr, ptr, i64)>
  // expected-note@+1 {{used here by @mgpuMemcpy after it is freed}}
  llvm.call @mgpuMemcpy(%aligned, %host, %n, %s) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
llvm.func @mgpuModuleGetFunction(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
llvm.func @mgpuModuleUnload(!llvm.ptr)
llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)

// -----

// A stream released as an event (what upstream's sync gpu.wait does to a stream that is not
// defined by mgpuStreamCreate in the same block): the wrong release.
llvm.func @wrong_release(%c: i1) {
  // expected-error@+1 {{stream created here is released with @mgpuEventDestroy, not @mgpuStreamDestroy}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.br ^next(%s : !llvm.ptr)
^next(%t: !llvm.ptr):
  llvm.call @mgpuEventSynchronize(%t) : (!llvm.ptr) -> ()
  // expected-note@+1 {{released here}}
  llvm.call @mgpuEventDestroy(%t) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuEventSynchronize(!llvm.ptr)
llvm.func @mgpuEventDestroy(!llvm.ptr)

// -----

// func.func with cf control flow: cf.switch, one case leaks.
func.func @switch_leak(%k: i32) {
  // expected-error@+1 {{stream created here is not destroyed on every path}}
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  cf.switch %k : i32, [
    default: ^done(%s : !llvm.ptr),
    1: ^forget
  ]
^done(%t: !llvm.ptr):
  llvm.call @mgpuStreamDestroy(%t) : (!llvm.ptr) -> ()
  return
^forget:
  // expected-note@+1 {{not destroyed on the path that reaches this return}}
  return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

// A device allocation passed to a kernel through the argument array (stores into this
// function's own llvm.alloca slots are not an escape) and never freed.
llvm.func @kernel_argument(%fn: !llvm.ptr, %n: i64, %s: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = llvm.mlir.constant(0 : i32) : i32
  %false = llvm.mlir.constant(0 : i8) : i8
  %null = llvm.mlir.zero : !llvm.ptr
  // expected-error@+1 {{device allocation created here is not freed on every path}}
  %p = llvm.call @mgpuMemAlloc(%n, %s, %false) : (i64, !llvm.ptr, i8) -> !llvm.ptr
  %slot = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %p, %slot : !llvm.ptr, !llvm.ptr
  %params = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  %first = llvm.getelementptr %params[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.store %slot, %first : !llvm.ptr, !llvm.ptr
  llvm.call @mgpuLaunchKernel(%fn, %c1, %c1, %c1, %c1, %c1, %c1, %z, %s, %params, %null, %c1) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
  // expected-note@+1 {{not freed on the path that reaches this return}}
  llvm.return
}
llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)

// -----

// The stream of one loop iteration handed to the next through the header's block argument
// and destroyed twice: in the body and again after the loop.
llvm.func @carried_twice(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{stream created here is destroyed more than once on some path}}
  %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.br ^header(%c0, %s0 : i64, !llvm.ptr)
^header(%i: i64, %s: !llvm.ptr):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  // expected-note@+1 {{destroyed again here}}
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  %next = llvm.add %i, %c1 : i64
  llvm.br ^header(%next, %s : i64, !llvm.ptr)
^exit:
  // expected-note@+1 {{destroyed again here}}
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)
