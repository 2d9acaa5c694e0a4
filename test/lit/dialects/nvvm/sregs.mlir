// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Every special register op mlir-opt-19 knows (it has no gridid, nsmid, nwarpid, smid, warpid:
// see invalid.mlir).

// CHECK:module {
// CHECK-NEXT:  llvm.func @sregs() -> i32 {
// CHECK-NEXT:    %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:    %1 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK-NEXT:    %2 = nvvm.read.ptx.sreg.tid.z : i32
// CHECK-NEXT:    %3 = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK-NEXT:    %4 = nvvm.read.ptx.sreg.ntid.y : i32
// CHECK-NEXT:    %5 = nvvm.read.ptx.sreg.ntid.z : i32
// CHECK-NEXT:    %6 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT:    %7 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT:    %8 = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT:    %9 = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT:    %10 = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-NEXT:    %11 = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK-NEXT:    %12 = nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK-NEXT:    %13 = nvvm.read.ptx.sreg.clusterid.y : i32
// CHECK-NEXT:    %14 = nvvm.read.ptx.sreg.clusterid.z : i32
// CHECK-NEXT:    %15 = nvvm.read.ptx.sreg.nclusterid.x : i32
// CHECK-NEXT:    %16 = nvvm.read.ptx.sreg.nclusterid.y : i32
// CHECK-NEXT:    %17 = nvvm.read.ptx.sreg.nclusterid.z : i32
// CHECK-NEXT:    %18 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
// CHECK-NEXT:    %19 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
// CHECK-NEXT:    %20 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
// CHECK-NEXT:    %21 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
// CHECK-NEXT:    %22 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
// CHECK-NEXT:    %23 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
// CHECK-NEXT:    %24 = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT:    %25 = nvvm.read.ptx.sreg.warpsize : i32
// CHECK-NEXT:    %26 = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK-NEXT:    %27 = nvvm.read.ptx.sreg.cluster.nctarank : i32
// CHECK-NEXT:    %28 = nvvm.read.ptx.sreg.clock : i32
// CHECK-NEXT:    %29 = nvvm.read.ptx.sreg.clock64 : i64
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "sregs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:    %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
// GENERIC-NEXT:    %1 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
// GENERIC-NEXT:    %2 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
// GENERIC-NEXT:    %3 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
// GENERIC-NEXT:    %4 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
// GENERIC-NEXT:    %5 = "nvvm.read.ptx.sreg.ntid.z"() : () -> i32
// GENERIC-NEXT:    %6 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
// GENERIC-NEXT:    %7 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
// GENERIC-NEXT:    %8 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
// GENERIC-NEXT:    %9 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
// GENERIC-NEXT:    %10 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
// GENERIC-NEXT:    %11 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> i32
// GENERIC-NEXT:    %12 = "nvvm.read.ptx.sreg.clusterid.x"() : () -> i32
// GENERIC-NEXT:    %13 = "nvvm.read.ptx.sreg.clusterid.y"() : () -> i32
// GENERIC-NEXT:    %14 = "nvvm.read.ptx.sreg.clusterid.z"() : () -> i32
// GENERIC-NEXT:    %15 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
// GENERIC-NEXT:    %16 = "nvvm.read.ptx.sreg.nclusterid.y"() : () -> i32
// GENERIC-NEXT:    %17 = "nvvm.read.ptx.sreg.nclusterid.z"() : () -> i32
// GENERIC-NEXT:    %18 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
// GENERIC-NEXT:    %19 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
// GENERIC-NEXT:    %20 = "nvvm.read.ptx.sreg.cluster.ctaid.z"() : () -> i32
// GENERIC-NEXT:    %21 = "nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> i32
// GENERIC-NEXT:    %22 = "nvvm.read.ptx.sreg.cluster.nctaid.y"() : () -> i32
// GENERIC-NEXT:    %23 = "nvvm.read.ptx.sreg.cluster.nctaid.z"() : () -> i32
// GENERIC-NEXT:    %24 = "nvvm.read.ptx.sreg.laneid"() : () -> i32
// GENERIC-NEXT:    %25 = "nvvm.read.ptx.sreg.warpsize"() : () -> i32
// GENERIC-NEXT:    %26 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
// GENERIC-NEXT:    %27 = "nvvm.read.ptx.sreg.cluster.nctarank"() : () -> i32
// GENERIC-NEXT:    %28 = "nvvm.read.ptx.sreg.clock"() : () -> i32
// GENERIC-NEXT:    %29 = "nvvm.read.ptx.sreg.clock64"() : () -> i64
// GENERIC-NEXT:    "llvm.return"(%0) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
llvm.func @sregs() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ntid.y : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z : i32
  %12 = nvvm.read.ptx.sreg.clusterid.x : i32
  %13 = nvvm.read.ptx.sreg.clusterid.y : i32
  %14 = nvvm.read.ptx.sreg.clusterid.z : i32
  %15 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %16 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %17 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %18 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %19 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %20 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %21 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %22 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %23 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %24 = nvvm.read.ptx.sreg.laneid : i32
  %25 = nvvm.read.ptx.sreg.warpsize : i32
  %26 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %27 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %28 = nvvm.read.ptx.sreg.clock : i32
  %29 = nvvm.read.ptx.sreg.clock64 : i64
  llvm.return %0 : i32
}
