// RUN: gpuopt %s --convert-gpu-to-llvm | FileCheck %s
// RUN: gpuopt %s --convert-gpu-to-llvm --gpu-verify-lifetimes -o /dev/null
// RUN: gpuopt %s --convert-scf-to-cf --convert-gpu-to-llvm --gpu-verify-lifetimes | FileCheck %s --check-prefix=SCF

// Tokens through cf block arguments: a token passed to a successor moves its stream into the
// block argument, which owns it; each stream is destroyed once on every path (after its last
// use there, on the edges it does not take, or at the start of a block whose argument nothing
// uses), and an edge that needs a stream twice passes a fork (event record + new stream).
// mlir-opt-19 --gpu-to-llvm lowers a token block argument as an event: mgpuStreamWaitEvent,
// mgpuEventSynchronize and mgpuEventDestroy on what is a stream, and leaks the stream of
// @unused and of @oneside's skipped branch; mlir-opt-19 --gpu-lower-to-nvvm-pipeline
// refuses the scf.for form ("failed to legalize operation 'scf.for'").
module attributes {gpu.container_module} {
  // A loop back edge: the header's argument owns the stream; each iteration forks it (gpu.wait
  // async [%t]) and destroys the old one; the exit synchronizes and destroys the last.
  func.func @loop(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    cf.br ^head(%c0, %t0 : index, !gpu.async.token)
  ^head(%i: index, %t: !gpu.async.token):
    %go = arith.cmpi slt, %i, %n : index
    cf.cond_br %go, ^body, ^exit
  ^body:
    %t2 = gpu.wait async [%t]
    %i2 = arith.addi %i, %c1 : index
    cf.br ^head(%i2, %t2 : index, !gpu.async.token)
  ^exit:
    gpu.wait [%t]
    return
  }
  // An if/else join of two different tokens: each branch's stream moves into the join's
  // argument, destroyed once there.
  func.func @join(%c: i1) {
    cf.cond_br %c, ^a, ^b
  ^a:
    %ta = gpu.wait async
    cf.br ^j(%ta : !gpu.async.token)
  ^b:
    %tb = gpu.wait async
    cf.br ^j(%tb : !gpu.async.token)
  ^j(%t: !gpu.async.token):
    gpu.wait [%t]
    return
  }
  // A token passed but unused: destroyed at the start of the block that owns it.
  func.func @unused() {
    %t = gpu.wait async
    cf.br ^next(%t : !gpu.async.token)
  ^next(%u: !gpu.async.token):
    return
  }
  // Used on one side only: destroyed after the use there and at the start of the other side.
  func.func @oneside(%c: i1) {
    %t = gpu.wait async
    cf.cond_br %c, ^use, ^skip
  ^use:
    gpu.wait [%t]
    return
  ^skip:
    return
  }
  // Both edges to one block, each passing a different token: the token an edge does not pass
  // is destroyed on that edge, in a new block (the join has two incoming edges).
  func.func @select(%c: i1) {
    %t = gpu.wait async
    %u = gpu.wait async
    cf.cond_br %c, ^j(%t : !gpu.async.token), ^j(%u : !gpu.async.token)
  ^j(%x: !gpu.async.token):
    gpu.wait [%x]
    return
  }
  // One token passed twice: the second argument gets a fork.
  func.func @twice() {
    %t = gpu.wait async
    cf.br ^b(%t, %t : !gpu.async.token, !gpu.async.token)
  ^b(%x: !gpu.async.token, %y: !gpu.async.token):
    gpu.wait [%x]
    gpu.wait [%y]
    return
  }
  // A token passed and still used after the branch: the argument gets a fork, the original
  // stays with %t.
  func.func @live_and_passed() {
    %t = gpu.wait async
    cf.br ^b(%t : !gpu.async.token)
  ^b(%x: !gpu.async.token):
    gpu.wait [%x]
    gpu.wait [%t]
    return
  }
  // scf.for with a loop-carried token chained through async ops (no fork): after
  // --convert-scf-to-cf the one stream goes round the back edge and is destroyed once, after
  // the loop.
  func.func @scf_loop(%n: index, %m: memref<?xf32>, %v: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (!gpu.async.token) {
      %t2 = gpu.memset async [%t] %m, %v : memref<?xf32>, f32
      scf.yield %t2 : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
}

// CHECK-LABEL: llvm.func @loop(
// CHECK:         %[[T0:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.br ^bb1(%{{.*}}, %[[T0]] : i64, !llvm.ptr)
// CHECK-NEXT:  ^bb1(%{{.*}}: i64, %[[T:.*]]: !llvm.ptr):
// CHECK:         llvm.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[T]])
// CHECK-NEXT:    %[[NEW:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[NEW]], %[[E]])
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T]])
// CHECK:         llvm.br ^bb1(%{{.*}}, %[[NEW]] : i64, !llvm.ptr)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[T]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T]])
// CHECK-NEXT:    llvm.return

// CHECK-LABEL: llvm.func @join(
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[A:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.br ^bb3(%[[A]] : !llvm.ptr)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[B:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.br ^bb3(%[[B]] : !llvm.ptr)
// CHECK-NEXT:  ^bb3(%[[J:.*]]: !llvm.ptr):
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[J]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[J]])
// CHECK-NEXT:    llvm.return

// CHECK-LABEL: llvm.func @unused(
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.br ^bb1(%[[S]] : !llvm.ptr)
// CHECK-NEXT:  ^bb1(%[[U:.*]]: !llvm.ptr):
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[U]])
// CHECK-NEXT:    llvm.return

// CHECK-LABEL: llvm.func @oneside(
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    llvm.return

// CHECK-LABEL: llvm.func @select(
// CHECK-NEXT:    %[[T:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    %[[U:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[U]])
// CHECK-NEXT:    llvm.br ^bb3(%[[T]] : !llvm.ptr)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T]])
// CHECK-NEXT:    llvm.br ^bb3(%[[U]] : !llvm.ptr)
// CHECK-NEXT:  ^bb3(%[[X:.*]]: !llvm.ptr):
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[X]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[X]])

// CHECK-LABEL: llvm.func @twice(
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
// CHECK-NEXT:    %[[F:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[F]], %[[E]])
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]])
// CHECK-NEXT:    llvm.br ^bb1(%[[S]], %[[F]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: !llvm.ptr, %[[Y:.*]]: !llvm.ptr):
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[X]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[X]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[Y]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[Y]])

// CHECK-LABEL: llvm.func @live_and_passed(
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
// CHECK-NEXT:    %[[F:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[F]], %[[E]])
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]])
// CHECK-NEXT:    llvm.br ^bb1(%[[F]] : !llvm.ptr)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: !llvm.ptr):
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[X]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[X]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])

// SCF-LABEL: llvm.func @scf_loop(
// SCF:         %[[T0:.*]] = llvm.call @mgpuStreamCreate()
// SCF-NEXT:    llvm.br ^bb1(%{{.*}}, %[[T0]] : i64, !llvm.ptr)
// SCF-NEXT:  ^bb1(%{{.*}}: i64, %[[T:.*]]: !llvm.ptr):
// SCF-NOT:     mgpuStream
// SCF:         llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[T]])
// SCF-NOT:     mgpuStream
// SCF:         llvm.br ^bb1(%{{.*}}, %[[T]] : i64, !llvm.ptr)
// SCF-NEXT:  ^bb3:
// SCF-NEXT:    llvm.call @mgpuStreamSynchronize(%[[T]])
// SCF-NEXT:    llvm.call @mgpuStreamDestroy(%[[T]])
// SCF-NEXT:    llvm.return
