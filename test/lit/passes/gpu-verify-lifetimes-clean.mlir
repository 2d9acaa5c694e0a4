// RUN: gpuopt %s --split-input-file --gpu-verify-lifetimes --verify-diagnostics
// RUN: gpuopt %s --split-input-file --gpu-verify-lifetimes | FileCheck %s

// Clean lowered host code, written as gpuopt's --convert-gpu-to-llvm is to emit it (SPEC.md
// section 3): no diagnostics, and the IR is printed unchanged.

// A synchronous gpu.launch_func: module load, get function, stream create, launch,
// synchronize, destroy, unload.
// CHECK-LABEL: llvm.func @sync_launch
// CHECK: llvm.call @mgpuModuleUnload
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_bin_cst("BIN") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_scale_kernel_name("scale\00") {addr_space = 0 : i32}
  llvm.func @sync_launch(%n: i64, %arg: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %size = llvm.mlir.constant(3 : i64) : i64
    %bin = llvm.mlir.addressof @kernels_bin_cst : !llvm.ptr
    %mod = llvm.call @mgpuModuleLoad(%bin, %size) : (!llvm.ptr, i64) -> !llvm.ptr
    %name = llvm.mlir.addressof @kernels_scale_kernel_name : !llvm.ptr
    %fn = llvm.call @mgpuModuleGetFunction(%mod, %name) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %params = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
    llvm.store %arg, %params : !llvm.ptr, !llvm.ptr
    %null = llvm.mlir.zero : !llvm.ptr
    llvm.call @mgpuLaunchKernel(%fn, %n, %c1, %c1, %n, %c1, %c1, %c0, %s, %params, %null, %c1) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuModuleUnload(%mod) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
  llvm.func @mgpuModuleGetFunction(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuModuleUnload(!llvm.ptr)
}

// -----

// gpu.wait async [%a, %b]: a new stream waits on events recorded on the operand streams; the
// events and, unlike mlir-opt-19, the operand streams are destroyed after their last use.
// CHECK-LABEL: llvm.func @join
module attributes {gpu.container_module} {
  llvm.func @join() {
    %a = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %b = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %ea = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%ea, %a) : (!llvm.ptr, !llvm.ptr) -> ()
    %eb = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%eb, %b) : (!llvm.ptr, !llvm.ptr) -> ()
    %c = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamWaitEvent(%c, %ea) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamWaitEvent(%c, %eb) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%ea) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%eb) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%a) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%b) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%c) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%c) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

// -----

// gpu.alloc / memset / memcpy / dealloc async on one stream; the device pointer goes through
// the memref descriptor (insertvalue, extractvalue) before mgpuMemFree.
// CHECK-LABEL: llvm.func @alloc_chain
module attributes {gpu.container_module} {
  llvm.func @alloc_chain(%n: i64, %host: !llvm.ptr, %v: i32) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %false = llvm.mlir.constant(0 : i8) : i8
    %p = llvm.call @mgpuMemAlloc(%n, %s, %false) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %n, %d1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %aligned = llvm.extractvalue %d2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %count = llvm.extractvalue %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @mgpuMemset32(%aligned, %v, %count, %s) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    llvm.call @mgpuMemcpy(%host, %aligned, %n, %s) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %base = llvm.extractvalue %d2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @mgpuMemFree(%base, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

// -----

// An scf.for around async launches, after --convert-scf-to-cf: the stream is carried through
// the loop header's block argument and destroyed after the loop.
// CHECK-LABEL: llvm.func @loop_carried
module attributes {gpu.container_module} {
  llvm.func @loop_carried(%n: i64, %fn: !llvm.ptr) {
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
  llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

// -----

// A stream per iteration, destroyed in the same iteration; another handed from iteration to
// iteration (the old one destroyed before the new one takes its place).
// CHECK-LABEL: llvm.func @per_iteration
module attributes {gpu.container_module} {
  llvm.func @per_iteration(%n: i64) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %first = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.br ^header(%c0, %first : i64, !llvm.ptr)
  ^header(%i: i64, %carried: !llvm.ptr):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^exit
  ^body:
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%carried) : (!llvm.ptr) -> ()
    %fresh = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %next = llvm.add %i, %c1 : i64
    llvm.br ^header(%next, %fresh : i64, !llvm.ptr)
  ^exit:
    llvm.call @mgpuStreamDestroy(%carried) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

// -----

// Released on both sides of a branch, or on an early return; handles that escape (returned,
// stored, passed to a function that is not mgpu*) are not this function's to release.
// CHECK-LABEL: llvm.func @branches_and_escapes
module attributes {gpu.container_module} {
  llvm.func @branches_and_escapes(%c: i1, %slot: !llvm.ptr) -> !llvm.ptr {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    %kept = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.store %kept, %slot : !llvm.ptr, !llvm.ptr
    %given = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @take_event(%given) : (!llvm.ptr) -> ()
    %out = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.cond_br %c, ^early, ^late
  ^early:
    llvm.call @mgpuEventDestroy(%e) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return %out : !llvm.ptr
  ^late:
    llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventSynchronize(%e) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%e) : (!llvm.ptr) -> ()
    llvm.br ^done
  ^done:
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return %out : !llvm.ptr
  }
  llvm.func @take_event(!llvm.ptr)
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventSynchronize(!llvm.ptr)
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

// -----

// func.func with cf branches (code between lowering stages), a PTX module loaded with
// mgpuModuleLoadJIT, and an llvm.unreachable path (no leak reported past it).
// CHECK-LABEL: func.func @cf_and_jit
func.func @cf_and_jit(%ptx: !llvm.ptr, %c: i1) {
  %opt = llvm.mlir.constant(2 : i32) : i32
  %m = llvm.call @mgpuModuleLoadJIT(%ptx, %opt) : (!llvm.ptr, i32) -> !llvm.ptr
  cf.cond_br %c, ^use(%m : !llvm.ptr), ^fail
^use(%mod: !llvm.ptr):
  llvm.call @mgpuModuleUnload(%mod) : (!llvm.ptr) -> ()
  return
^fail:
  llvm.call @mgpuModuleUnload(%m) : (!llvm.ptr) -> ()
  llvm.unreachable
}
llvm.func @mgpuModuleLoadJIT(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @mgpuModuleUnload(!llvm.ptr)

// -----

// A memref descriptor holding a device allocation carried through a loop header (the
// handles inside a struct passed to a block argument are not followed: they escape).
// CHECK-LABEL: llvm.func @descriptor_in_loop
module attributes {gpu.container_module} {
  llvm.func @descriptor_in_loop(%n: i64, %s: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %false = llvm.mlir.constant(0 : i8) : i8
    %p = llvm.call @mgpuMemAlloc(%n, %s, %false) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64)>
    %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64)>
    llvm.br ^header(%c0, %d1 : i64, !llvm.struct<(ptr, ptr, i64)>)
  ^header(%i: i64, %d: !llvm.struct<(ptr, ptr, i64)>):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^exit
  ^body:
    %next = llvm.add %i, %c1 : i64
    llvm.br ^header(%next, %d : i64, !llvm.struct<(ptr, ptr, i64)>)
  ^exit:
    %base = llvm.extractvalue %d[0] : !llvm.struct<(ptr, ptr, i64)>
    llvm.call @mgpuMemFree(%base, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
}
