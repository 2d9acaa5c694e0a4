// RUN: gpuopt %s '--gpu-kernel-outlining=data-layout-str={#dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>}' | FileCheck %s
// RUN: gpuopt %s '--pass-pipeline=builtin.module(gpu-kernel-outlining{data-layout-str=#dlti.dl_spec<>})' | FileCheck %s --check-prefix=EMPTY
// RUN: gpuopt %s --gpu-kernel-outlining=data-layout-str= | FileCheck %s --check-prefix=NONE
// RUN: not gpuopt %s --gpu-kernel-outlining=data-layout-str 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not gpuopt %s '--pass-pipeline=builtin.module(gpu-kernel-outlining{data-layout-str})' 2>&1 | FileCheck %s --check-prefix=NOVALUE-PIPE
// RUN: not gpuopt %s '--gpu-kernel-outlining=data-layout-str={1 : i32}' 2>&1 | FileCheck %s --check-prefix=SILENT --allow-empty

// data-layout-str is a #dlti.dl_spec attribute, attached as `dlti.dl_spec` to
// each gpu.module the pass creates; an empty string attaches nothing, and an
// attribute that is not a data layout spec fails the pipeline without a
// message, as in mlir-opt-19.

// CHECK: gpu.module @f_kernel attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// EMPTY: gpu.module @f_kernel attributes {dlti.dl_spec = #dlti.dl_spec<>} {
// NONE: gpu.module @f_kernel {
// SILENT-NOT: {{.}}

// NOVALUE:      gpuopt: for the --data-layout-str option: requires a value!
// NOVALUE-NEXT: <unknown>:0: error: {{$}}
// NOVALUE-PIPE:      gpuopt: for the --data-layout-str option: requires a value!
// NOVALUE-PIPE-NEXT: <unknown>:0: error: {{$}}
// NOVALUE-PIPE-NEXT: failed to add `gpu-kernel-outlining` with options `data-layout-str`

func.func @f(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
