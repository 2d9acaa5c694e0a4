// RUN: not gpuopt %s --split-input-file --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s

// Math intrinsics written directly in the llvm dialect that the NVPTX back end cannot select
// (it would abort the process): refused before codegen, at the gpu.module, pointing to
// --convert-gpu-to-nvvm's libdevice calls. sin, cos and tanh on f32 with `afn` are selected
// (sin.approx): compiled.
module attributes {gpu.container_module} {
  gpu.module @sin [#nvvm.target<chip = "sm_80">] {
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.intr.sin(%x) : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
// CHECK: unselectable.mlir:1 offset :8:3: error: 'llvm.sin.f32' (in @k) cannot be selected by the NVPTX back end: lower math.sin with --convert-gpu-to-nvvm, which calls libdevice (__nv_*) instead of the intrinsic
// CHECK-NEXT: gpu.module @sin

// -----
module attributes {gpu.container_module} {
  gpu.module @exp [#nvvm.target<chip = "sm_80">] {
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.intr.exp(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
// CHECK: unselectable.mlir:19 offset :3:3: error: 'llvm.exp.f32' (in @k) cannot be selected by the NVPTX back end: lower math.exp with --convert-gpu-to-nvvm

// -----
module attributes {gpu.container_module} {
  gpu.module @pow [#nvvm.target<chip = "sm_80">] {
    llvm.func @k(%x: f64, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.intr.pow(%x, %x) : (f64, f64) -> f64
      llvm.store %y, %p : f64, !llvm.ptr
      llvm.return
    }
  }
}
// CHECK: unselectable.mlir:31 offset :3:3: error: 'llvm.pow.f64' (in @k) cannot be selected by the NVPTX back end: lower math.powf with --convert-gpu-to-nvvm

// -----
module attributes {gpu.container_module} {
  gpu.module @vector [#nvvm.target<chip = "sm_80">] {
    llvm.func @k(%x: vector<2xf32>, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.intr.log(%x) : (vector<2xf32>) -> vector<2xf32>
      llvm.store %y, %p : vector<2xf32>, !llvm.ptr
      llvm.return
    }
  }
}
// CHECK: unselectable.mlir:43 offset :3:3: error: 'llvm.log.v2f32' (in @k) cannot be selected by the NVPTX back end

// -----
module attributes {gpu.container_module} {
  gpu.module @approx [#nvvm.target<chip = "sm_80">] {
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.intr.sin(%x) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
// CHECK: gpu.binary @approx  [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "{{.*}}sin.approx.f32
