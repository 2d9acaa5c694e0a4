// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// nvvm sync, barrier and register ops.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.func @sregs() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
// CHECK-NEXT:    %0 = nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK-NEXT:    %1 = nvvm.read.ptx.sreg.clusterid.y : i32
// CHECK-NEXT:    %2 = nvvm.read.ptx.sreg.clusterid.z : i32
// CHECK-NEXT:    %3 = nvvm.read.ptx.sreg.nclusterid.x : i32
// CHECK-NEXT:    %4 = nvvm.read.ptx.sreg.nclusterid.y : i32
// CHECK-NEXT:    %5 = nvvm.read.ptx.sreg.nclusterid.z : i32
// CHECK-NEXT:    %6 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
// CHECK-NEXT:    %7 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
// CHECK-NEXT:    %8 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
// CHECK-NEXT:    %9 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
// CHECK-NEXT:    %10 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
// CHECK-NEXT:    %11 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
// CHECK-NEXT:    %12 = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK-NEXT:    %13 = nvvm.read.ptx.sreg.cluster.nctarank : i32
// CHECK-NEXT:    %14 = nvvm.read.ptx.sreg.clock : i32
// CHECK-NEXT:    %15 = nvvm.read.ptx.sreg.clock64 : i64
// CHECK-NEXT:    %16 = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT:    %17 = nvvm.read.ptx.sreg.warpsize : i32
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @warp(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1) {
// CHECK-NEXT:    %0 = nvvm.redux.sync  add %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %1 = nvvm.redux.sync  and %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %2 = nvvm.redux.sync  max %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %3 = nvvm.redux.sync  min %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %4 = nvvm.redux.sync  or %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %5 = nvvm.redux.sync  umax %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %6 = nvvm.redux.sync  umin %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %7 = nvvm.redux.sync  xor %arg1, %arg0 : i32 -> i32
// CHECK-NEXT:    %8 = nvvm.vote.ballot.sync %arg0, %arg3 : i32
// CHECK-NEXT:    %9 = nvvm.elect.sync -> i1
// CHECK-NEXT:    %10 = nvvm.shfl.sync  up %arg0, %arg2, %arg1, %arg0 : f32 -> f32
// CHECK-NEXT:    %11 = nvvm.shfl.sync  down %arg0, %arg1, %arg1, %arg0 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %12 = nvvm.rcp.approx.ftz.f %arg2 : f32
// CHECK-NEXT:    nvvm.bar.warp.sync %arg0 : i32
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @barriers(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    nvvm.barrier0
// CHECK-NEXT:    nvvm.barrier
// CHECK-NEXT:    nvvm.barrier id = %arg0
// CHECK-NEXT:    nvvm.barrier id = %arg0 number_of_threads = %arg1
// CHECK-NEXT:    nvvm.fence.sc.cluster
// CHECK-NEXT:    nvvm.fence.mbarrier.init
// CHECK-NEXT:    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:    nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
// CHECK-NEXT:    nvvm.cluster.arrive
// CHECK-NEXT:    nvvm.cluster.arrive {aligned}
// CHECK-NEXT:    nvvm.cluster.arrive.relaxed
// CHECK-NEXT:    nvvm.cluster.arrive.relaxed {aligned}
// CHECK-NEXT:    nvvm.cluster.wait
// CHECK-NEXT:    nvvm.cluster.wait {aligned}
// CHECK-NEXT:    nvvm.cp.async.commit.group
// CHECK-NEXT:    nvvm.cp.async.wait.group 0
// CHECK-NEXT:    nvvm.cp.async.wait.group 3
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @unknown() -> i32 {
// CHECK-NEXT:    %0 = "nvvm.read.ptx.sreg.globaltimer"() : () -> i64
// CHECK-NEXT:    %1 = "nvvm.not.an.op"() : () -> i32
// CHECK-NEXT:    llvm.return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "sregs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    %15 = "nvvm.read.ptx.sreg.clusterid.x"() : () -> i32
// GENERIC-NEXT:    %16 = "nvvm.read.ptx.sreg.clusterid.y"() : () -> i32
// GENERIC-NEXT:    %17 = "nvvm.read.ptx.sreg.clusterid.z"() : () -> i32
// GENERIC-NEXT:    %18 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
// GENERIC-NEXT:    %19 = "nvvm.read.ptx.sreg.nclusterid.y"() : () -> i32
// GENERIC-NEXT:    %20 = "nvvm.read.ptx.sreg.nclusterid.z"() : () -> i32
// GENERIC-NEXT:    %21 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
// GENERIC-NEXT:    %22 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
// GENERIC-NEXT:    %23 = "nvvm.read.ptx.sreg.cluster.ctaid.z"() : () -> i32
// GENERIC-NEXT:    %24 = "nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> i32
// GENERIC-NEXT:    %25 = "nvvm.read.ptx.sreg.cluster.nctaid.y"() : () -> i32
// GENERIC-NEXT:    %26 = "nvvm.read.ptx.sreg.cluster.nctaid.z"() : () -> i32
// GENERIC-NEXT:    %27 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
// GENERIC-NEXT:    %28 = "nvvm.read.ptx.sreg.cluster.nctarank"() : () -> i32
// GENERIC-NEXT:    %29 = "nvvm.read.ptx.sreg.clock"() : () -> i32
// GENERIC-NEXT:    %30 = "nvvm.read.ptx.sreg.clock64"() : () -> i64
// GENERIC-NEXT:    %31 = "nvvm.read.ptx.sreg.laneid"() : () -> i32
// GENERIC-NEXT:    %32 = "nvvm.read.ptx.sreg.warpsize"() : () -> i32
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, f32, i1)>, linkage = #llvm.linkage<external>, sym_name = "warp", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg2: i32, %arg3: i32, %arg4: f32, %arg5: i1):
// GENERIC-NEXT:    %2 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind add>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %3 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind and>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %4 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind max>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %5 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind min>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %6 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind or>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %7 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind umax>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %8 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind umin>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %9 = "nvvm.redux.sync"(%arg3, %arg2) <{kind = #nvvm<redux_kind xor>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %10 = "nvvm.vote.ballot.sync"(%arg2, %arg5) : (i32, i1) -> i32
// GENERIC-NEXT:    %11 = "nvvm.elect.sync"() : () -> i1
// GENERIC-NEXT:    %12 = "nvvm.shfl.sync"(%arg2, %arg4, %arg3, %arg2) <{kind = #nvvm<shfl_kind up>}> : (i32, f32, i32, i32) -> f32
// GENERIC-NEXT:    %13 = "nvvm.shfl.sync"(%arg2, %arg3, %arg3, %arg2) <{kind = #nvvm<shfl_kind down>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %14 = "nvvm.rcp.approx.ftz.f"(%arg4) : (f32) -> f32
// GENERIC-NEXT:    "nvvm.bar.warp.sync"(%arg2) : (i32) -> ()
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "barriers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: i32):
// GENERIC-NEXT:    "nvvm.barrier0"() : () -> ()
// GENERIC-NEXT:    "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT:    "nvvm.barrier"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
// GENERIC-NEXT:    "nvvm.barrier"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
// GENERIC-NEXT:    "nvvm.fence.sc.cluster"() : () -> ()
// GENERIC-NEXT:    "nvvm.fence.mbarrier.init"() : () -> ()
// GENERIC-NEXT:    "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
// GENERIC-NEXT:    "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<alias>}> : () -> ()
// GENERIC-NEXT:    "nvvm.cluster.arrive"() : () -> ()
// GENERIC-NEXT:    "nvvm.cluster.arrive"() <{aligned}> : () -> ()
// GENERIC-NEXT:    "nvvm.cluster.arrive.relaxed"() : () -> ()
// GENERIC-NEXT:    "nvvm.cluster.arrive.relaxed"() <{aligned}> : () -> ()
// GENERIC-NEXT:    "nvvm.cluster.wait"() : () -> ()
// GENERIC-NEXT:    "nvvm.cluster.wait"() <{aligned}> : () -> ()
// GENERIC-NEXT:    "nvvm.cp.async.commit.group"() : () -> ()
// GENERIC-NEXT:    "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
// GENERIC-NEXT:    "nvvm.cp.async.wait.group"() <{n = 3 : i32}> : () -> ()
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "unknown", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    %0 = "nvvm.read.ptx.sreg.globaltimer"() : () -> i64
// GENERIC-NEXT:    %1 = "nvvm.not.an.op"() : () -> i32
// GENERIC-NEXT:    "llvm.return"(%1) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// NVVM ops of LLVM 19 beyond the thread-id registers: cluster and clock
// registers, warp reductions and votes, named barriers, fences, cluster
// barriers, cp.async groups. nvvm.redux.sync prints two spaces before its
// kind, like nvvm.shfl.sync.
llvm.func @sregs() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %0 = nvvm.read.ptx.sreg.clusterid.x : i32
  %1 = nvvm.read.ptx.sreg.clusterid.y : i32
  %2 = nvvm.read.ptx.sreg.clusterid.z : i32
  %3 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %4 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %5 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %6 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %12 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %13 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %14 = nvvm.read.ptx.sreg.clock : i32
  %15 = nvvm.read.ptx.sreg.clock64 : i64
  %16 = nvvm.read.ptx.sreg.laneid : i32
  %17 = nvvm.read.ptx.sreg.warpsize : i32
  llvm.return
}

llvm.func @warp(%mask: i32, %v: i32, %f: f32, %p: i1) {
  %0 = nvvm.redux.sync add %v, %mask : i32 -> i32
  %1 = nvvm.redux.sync and %v, %mask : i32 -> i32
  %2 = nvvm.redux.sync max %v, %mask : i32 -> i32
  %3 = nvvm.redux.sync min %v, %mask : i32 -> i32
  %4 = nvvm.redux.sync or %v, %mask : i32 -> i32
  %5 = nvvm.redux.sync umax %v, %mask : i32 -> i32
  %6 = nvvm.redux.sync umin %v, %mask : i32 -> i32
  %7 = nvvm.redux.sync xor %v, %mask : i32 -> i32
  %8 = nvvm.vote.ballot.sync %mask, %p : i32
  %9 = nvvm.elect.sync -> i1
  %10 = nvvm.shfl.sync up %mask, %f, %v, %mask : f32 -> f32
  %11 = nvvm.shfl.sync down %mask, %v, %v, %mask {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %12 = nvvm.rcp.approx.ftz.f %f : f32
  nvvm.bar.warp.sync %mask : i32
  llvm.return
}

llvm.func @barriers(%id: i32, %n: i32) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  nvvm.fence.sc.cluster
  nvvm.fence.mbarrier.init
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.cp.async.wait.group 3
  llvm.return
}

// Ops that mlir-opt-19's nvvm dialect does not define parse as unknown ops.
llvm.func @unknown() -> i32 {
  %0 = "nvvm.read.ptx.sreg.globaltimer"() : () -> i64
  %1 = "nvvm.not.an.op"() : () -> i32
  llvm.return %1 : i32
}
