// RUN: gpuopt %s --view-async-graph 2>&1 >/dev/null | FileCheck %s

// On lowered host code the tokens became streams and events: each mgpu* call is a node,
// annotated with the streams and events it makes or uses; edges follow each handle from its
// definition through its uses in program order, and through block arguments.

// The first function is mlir-opt-19 --gpu-to-llvm's lowering of `gpu.wait async [%t1, %t2]`
// (Inputs/gpu-verify-lifetimes-wait-join.mlir).
module attributes {gpu.container_module} {
  llvm.func @join() {
    %0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %1 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%1, %0) : (!llvm.ptr, !llvm.ptr) -> ()
    %2 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %3 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%3, %2) : (!llvm.ptr, !llvm.ptr) -> ()
    %4 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamWaitEvent(%4, %1) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamWaitEvent(%4, %3) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%1) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%3) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%4) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  // A stream carried through a loop header's block argument: its uses inside the loop hang
  // off the branch that passed it.
  llvm.func @loop(%n: i64, %fn: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %z = llvm.mlir.constant(0 : i32) : i32
    %null = llvm.mlir.zero : !llvm.ptr
    %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.br ^header(%c0, %s0 : i64, !llvm.ptr)
  ^header(%i: i64, %s: !llvm.ptr):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^exit
  ^body:
    llvm.call @mgpuLaunchKernel(%fn, %c1, %c1, %c1, %c1, %c1, %c1, %z, %s, %null, %null, %c0) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
    %next = llvm.add %i, %c1 : i64
    llvm.br ^header(%next, %s : i64, !llvm.ptr)
  ^exit:
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
}

// CHECK: digraph G {
// CHECK-NEXT: compound = true;
// CHECK-NEXT: subgraph cluster_0 {
// CHECK-NEXT: label = "@join";
// CHECK-NEXT: v0 [label = "llvm.call @mgpuStreamCreate\nstream %0\n{{.*}}view-async-graph-lowered.mlir:11:10", shape = ellipse];
// CHECK-NEXT: v1 [label = "llvm.call @mgpuEventCreate\nevent %1\n{{.*}}view-async-graph-lowered.mlir:12:10", shape = ellipse];
// CHECK-NEXT: v2 [label = "llvm.call @mgpuEventRecord\nevent %1\nstream %0\n{{.*}}view-async-graph-lowered.mlir:13:5", shape = ellipse];
// CHECK-NEXT: v3 [label = "llvm.call @mgpuStreamCreate\nstream %2\n{{.*}}view-async-graph-lowered.mlir:14:10", shape = ellipse];
// CHECK-NEXT: v4 [label = "llvm.call @mgpuEventCreate\nevent %3\n{{.*}}view-async-graph-lowered.mlir:15:10", shape = ellipse];
// CHECK-NEXT: v5 [label = "llvm.call @mgpuEventRecord\nevent %3\nstream %2\n{{.*}}view-async-graph-lowered.mlir:16:5", shape = ellipse];
// CHECK-NEXT: v6 [label = "llvm.call @mgpuStreamCreate\nstream %4\n{{.*}}view-async-graph-lowered.mlir:17:10", shape = ellipse];
// CHECK-NEXT: v7 [label = "llvm.call @mgpuStreamWaitEvent\nstream %4\nevent %1\n{{.*}}view-async-graph-lowered.mlir:18:5", shape = ellipse];
// CHECK-NEXT: v8 [label = "llvm.call @mgpuStreamWaitEvent\nstream %4\nevent %3\n{{.*}}view-async-graph-lowered.mlir:19:5", shape = ellipse];
// CHECK-NEXT: v9 [label = "llvm.call @mgpuEventDestroy\nevent %1\n{{.*}}view-async-graph-lowered.mlir:20:5", shape = ellipse];
// CHECK-NEXT: v10 [label = "llvm.call @mgpuEventDestroy\nevent %3\n{{.*}}view-async-graph-lowered.mlir:21:5", shape = ellipse];
// CHECK-NEXT: v11 [label = "llvm.call @mgpuStreamSynchronize\nstream %4\n{{.*}}view-async-graph-lowered.mlir:22:5", shape = ellipse];
// CHECK-NEXT: v12 [label = "llvm.call @mgpuStreamDestroy\nstream %4\n{{.*}}view-async-graph-lowered.mlir:23:5", shape = ellipse];
// CHECK-NEXT: }
// CHECK-NEXT: subgraph cluster_1 {
// CHECK-NEXT: label = "@loop";
// CHECK-NEXT: v13 [label = "llvm.call @mgpuStreamCreate\nstream %4\n{{.*}}view-async-graph-lowered.mlir:33:11", shape = ellipse];
// CHECK-NEXT: v14 [label = "llvm.call @mgpuLaunchKernel\nstream %6\n{{.*}}view-async-graph-lowered.mlir:39:5", shape = ellipse];
// CHECK-NEXT: v15 [label = "llvm.call @mgpuStreamSynchronize\nstream %6\n{{.*}}view-async-graph-lowered.mlir:43:5", shape = ellipse];
// CHECK-NEXT: v16 [label = "llvm.call @mgpuStreamDestroy\nstream %6\n{{.*}}view-async-graph-lowered.mlir:44:5", shape = ellipse];
// CHECK-NEXT: }
// CHECK-NEXT: v0 -> v2 [label = "%0"];
// CHECK-NEXT: v1 -> v2 [label = "%1"];
// CHECK-NEXT: v2 -> v7 [label = "%1"];
// CHECK-NEXT: v7 -> v9 [label = "%1"];
// CHECK-NEXT: v3 -> v5 [label = "%2"];
// CHECK-NEXT: v4 -> v5 [label = "%3"];
// CHECK-NEXT: v5 -> v8 [label = "%3"];
// CHECK-NEXT: v8 -> v10 [label = "%3"];
// CHECK-NEXT: v6 -> v7 [label = "%4"];
// CHECK-NEXT: v7 -> v8 [label = "%4"];
// CHECK-NEXT: v8 -> v11 [label = "%4"];
// CHECK-NEXT: v11 -> v12 [label = "%4"];
// CHECK-NEXT: v13 -> v14 [label = "%6"];
// CHECK-NEXT: v14 -> v14 [label = "%6"];
// CHECK-NEXT: v13 -> v15 [label = "%6"];
// CHECK-NEXT: v14 -> v15 [label = "%6"];
// CHECK-NEXT: v15 -> v16 [label = "%6"];
// CHECK-NEXT: }
