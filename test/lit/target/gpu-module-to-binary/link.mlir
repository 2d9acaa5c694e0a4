// RUN: gpuopt %s --gpu-module-to-binary='format=isa l=%S/Inputs/twice.ll' | FileCheck %s
// RUN: gpuopt %s --gpu-module-to-binary='format=isa' | FileCheck %s --check-prefix=UNLINKED
// RUN: not gpuopt %s --gpu-module-to-binary='format=isa l=%S/Inputs/twice.ll,%t.none.bc' 2>&1 | FileCheck %s --check-prefix=MISSING

// The pass's l= files (LLVM bitcode or IR text) are linked into the kernel module before
// codegen: only what the kernel calls (and what that calls) comes in, internalized, and the
// optimizer inlines it: the PTX defines the kernel alone. Without the library the PTX declares
// the function as external (.extern .func), as LLVM does. A library that cannot be read:
// a located error naming it.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @twice(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.call @twice(%x) : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}

// CHECK:      gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "
// CHECK-NOT:  .func
// CHECK-SAME: .visible .entry k(
// CHECK-NOT:  twice
// CHECK-NOT:  half_of
// CHECK-NOT:  library_only
// CHECK-SAME: mul.rn.f32 {{.*}}0f3F000000;{{.*}}mul.rn.f32 {{.*}}0f40800000;
// CHECK-NOT:  .func
// CHECK-SAME: ">]

// UNLINKED:   assembly = "{{.*}}.extern .func {{.*}}twice{{.*}}.visible .entry k(

// MISSING:    link.mlir:11:3: error: cannot read the library '{{.*}}.none.bc': No such file or directory
