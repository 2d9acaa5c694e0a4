// REQUIRES: libdevice
// RUN: gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80 O=0},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' | FileCheck %s --check-prefix=O0
// RUN: env CUDA_HOME=%t.none gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80 l=%libdevice},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa toolkit=%t.none})' | FileCheck %s --check-prefix=LINK
// RUN: env CUDA_HOME=%t.none gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa toolkit=%t.none l=%libdevice})' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_80 ftz},gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=isa})' | FileCheck %s --check-prefix=FTZ

// Math ops lowered by --convert-gpu-to-nvvm call libdevice's __nv_* functions (f16 through
// f32); --gpu-module-to-binary links libdevice.10.bc (found in the CUDA toolkit) into the
// kernel module, only the functions it calls, internalized, and optimizes at the target's O:
// the PTX calls no __nv_* function and declares no external one; __nvvm_reflect is folded.
// At O=0 too (libdevice's functions are always_inline), none external. With the
// target's ftz flag, libdevice's __CUDA_FTZ branches take the flush-to-zero path. Where no
// toolkit has it, the library can be named by the target's `link` list (nvvm-attach-target's
// l=) or by the pass's own l= option.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @math(%a: memref<?xf32>, %b: memref<?xf64>, %h: memref<?xf16>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %e = math.exp %x : f32
      %s = math.sqrt %e : f32
      %p = math.powf %s, %x : f32
      %t = math.tanh %p : f32
      memref.store %t, %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf64>
      %e2 = math.exp %y : f64
      %s2 = math.sqrt %e2 : f64
      %p2 = math.powf %s2, %y : f64
      %t2 = math.tanh %p2 : f64
      memref.store %t2, %b[%i] : memref<?xf64>
      %z = memref.load %h[%i] : memref<?xf16>
      %e3 = math.exp %z : f16
      %t3 = math.tanh %e3 : f16
      memref.store %t3, %h[%i] : memref<?xf16>
      gpu.return
    }
  }
}

// CHECK:      gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "
// CHECK-NOT:  __nv
// CHECK-NOT:  .extern
// CHECK-SAME: .visible .entry math(
// CHECK-SAME: sqrt.approx.f32
// CHECK-NOT:  __nv
// CHECK-NOT:  .extern
// CHECK-SAME: ">]
// CHECK-NOT:  gpu.module

// O0:         gpu.binary @kernels  [#gpu.object<#nvvm.target<O = 0, chip = "sm_80">, properties = {O = 0 : i32}, assembly = "
// O0-NOT:     .extern
// O0-NOT:     __nvvm_reflect
// O0-SAME:    .visible .entry math(
// O0-NOT:     .extern
// O0-NOT:     __nvvm_reflect
// O0-SAME:    ">]

// FTZ:        gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80", flags = {ftz}>, properties = {O = 2 : i32}, assembly = "
// FTZ-NOT:    __nv_
// FTZ-SAME:   .visible .entry math(
// FTZ-SAME:   sqrt.approx.ftz.f32
// FTZ-NOT:    __nv_
// FTZ-SAME:   ">]

// LINK:       gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80", link = ["{{.*}}libdevice.10.bc"]>, properties = {O = 2 : i32}, assembly = "
// LINK-NOT:   __nv
// LINK-SAME:  .visible .entry math(
// LINK-NOT:   __nv
// LINK-SAME:  ">]
