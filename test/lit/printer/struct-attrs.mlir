// RUN: gpuopt %s | FileCheck %s
// Attributes of key = value parameters print them in definition order, those at their
// default dropped, nested ones (in #gpu.object, #gpu.select_object) too.

// CHECK: module attributes {gpu.container_module, x.obj = [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {a, z = 1 : i32}, "y">, #gpu.object<#nvvm.target<chip = "sm_70">, offload = "x">], x.sel = #gpu.select_object<#nvvm.target<O = 3, chip = "sm_90">>} {
// CHECK-NEXT: gpu.module @a [#nvvm.target<O = 3, chip = "sm_90">]  {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @b [#nvvm.target<chip = "sm_90", features = "+ptx80">]  {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @c [#nvvm.target<O = 1, flags = {fast}, link = ["a.bc", "b.bc"]>]  {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @d [#nvvm.target, #nvvm.target]  {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @e [#nvvm.target, #nvvm.target]  {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @f [#nvvm.target<triple = "nvptx-nvidia-cuda", chip = "sm_80", flags = {a = 1 : i32, ftz}>]  {
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @g() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

module attributes {gpu.container_module, x.obj = [#gpu.object<#nvvm.target<chip = "sm_90", O = 3>, properties = {z = 1 : i32, "a"}, "y">, #gpu.object<#nvvm.target<features = "+ptx60", chip = "sm_70">, offload = "x">], x.sel = #gpu.select_object<#nvvm.target<chip = "sm_90", O = 3>>} {
  gpu.module @a [#nvvm.target<chip = "sm_90", O = 3>] {}
  gpu.module @b [#nvvm.target<features = "+ptx80", chip = "sm_90", triple = "nvptx64-nvidia-cuda", O = 2>] {}
  gpu.module @c [#nvvm.target<link = ["a.bc", "b.bc"], flags = {fast}, O = 1>] {}
  gpu.module @d [#nvvm.target, #nvvm.target<>] {}
  gpu.module @e [#nvvm.target<chip = "sm_50">, #nvvm.target<O = 2>] {}
  gpu.module @f [#nvvm.target<triple = "nvptx-nvidia-cuda", flags = {a = 1 : i32, "ftz"}, chip = "sm_80">] {}
  llvm.func @g() attributes {memory = #llvm.memory_effects<inaccessibleMem = none, argMem = read, other = none>} {
    llvm.return
  }
}
