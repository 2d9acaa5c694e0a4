// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// NVVM special registers, nvvm.barrier0, nvvm.shfl.sync (two spaces before
// the kind) and the nvvm.kernel function attribute.

// CHECK:module {
// CHECK-LABEL:  llvm.func @sregs() -> i32 attributes {nvvm.kernel} {
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
// CHECK-NEXT:    %12 = nvvm.read.ptx.sreg.tid.x : i64
// CHECK-NEXT:    nvvm.barrier0
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
llvm.func @sregs() -> i32 attributes {nvvm.kernel} {
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
  %12 = nvvm.read.ptx.sreg.tid.x : i64
  nvvm.barrier0
  llvm.return %0 : i32
}

// CHECK-LABEL:  llvm.func @shuffles(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
// CHECK-NEXT:    %0 = nvvm.shfl.sync  bfly %arg1, %arg0, %arg2, %arg3 : f32 -> f32
// CHECK-NEXT:    %1 = nvvm.shfl.sync  down %arg1, %arg0, %arg2, %arg3 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK-NEXT:    %2 = nvvm.shfl.sync  up %arg1, %arg1, %arg2, %arg3 : i32 -> i32
// CHECK-NEXT:    %3 = nvvm.shfl.sync  idx %arg1, %arg0, %arg2, %arg3 : f32 -> f32
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @shuffles(%v: f32, %mask: i32, %off: i32, %clamp: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
  %0 = nvvm.shfl.sync bfly %mask, %v, %off, %clamp : f32 -> f32
  %1 = nvvm.shfl.sync down %mask, %v, %off, %clamp {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %2 = nvvm.shfl.sync up %mask, %mask, %off, %clamp : i32 -> i32
  %3 = nvvm.shfl.sync idx %mask, %v, %off, %clamp : f32 -> f32
  llvm.return
}

// CHECK-LABEL:  llvm.func @not_a_kernel() {
// CHECK-NEXT:    nvvm.barrier0
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @not_a_kernel() {
  nvvm.barrier0
  llvm.return
}
// CHECK-NEXT:}

// GENERIC:    %4 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
// GENERIC-NEXT:    %5 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
// GENERIC-NEXT:    %6 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
// GENERIC-NEXT:    %7 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
// GENERIC-NEXT:    %8 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
// GENERIC-NEXT:    %9 = "nvvm.read.ptx.sreg.ntid.z"() : () -> i32
// GENERIC-NEXT:    %10 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
// GENERIC-NEXT:    %11 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
// GENERIC-NEXT:    %12 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
// GENERIC-NEXT:    %13 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
// GENERIC-NEXT:    %14 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
// GENERIC-NEXT:    %15 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> i32
// GENERIC-NEXT:    %16 = "nvvm.read.ptx.sreg.tid.x"() : () -> i64
// GENERIC-NEXT:    "nvvm.barrier0"() : () -> ()
// GENERIC:  }) {nvvm.kernel} : () -> ()
// GENERIC:    %0 = "nvvm.shfl.sync"(%arg1, %arg0, %arg2, %arg3) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
// GENERIC-NEXT:    %1 = "nvvm.shfl.sync"(%arg1, %arg0, %arg2, %arg3) <{kind = #nvvm<shfl_kind down>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
// GENERIC-NEXT:    %2 = "nvvm.shfl.sync"(%arg1, %arg1, %arg2, %arg3) <{kind = #nvvm<shfl_kind up>}> : (i32, i32, i32, i32) -> i32
// GENERIC-NEXT:    %3 = "nvvm.shfl.sync"(%arg1, %arg0, %arg2, %arg3) <{kind = #nvvm<shfl_kind idx>}> : (i32, f32, i32, i32) -> f32
// GENERIC:  }) {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
// GENERIC:    "nvvm.barrier0"() : () -> ()
