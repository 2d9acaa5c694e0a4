// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | gpuopt | FileCheck %s --strict-whitespace --match-full-lines

// gpu.binary with #gpu.object (format keyword omitted for fatbin, the object escaped) and #gpu.select_object (the default handler unprinted).

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.binary @plain  [#gpu.object<#nvvm.target, "BLOB">]
// CHECK-NEXT:  gpu.binary @escaped  [#gpu.object<#nvvm.target, "BA\0A\22">]
// CHECK-NEXT:  gpu.binary @selected <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, "A">, #gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, "B">]
// CHECK-NEXT:  gpu.binary @by_target <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, bin = "X">, #gpu.object<#nvvm.target, assembly = "Y">, #gpu.object<#nvvm.target, offload = "Z">, #gpu.object<#nvvm.target, "W">]
// CHECK-NEXT:  gpu.binary @with_attrs  {foo} [#gpu.object<#nvvm.target, properties = {a = 1 : i64}, bin = "K">]
// CHECK-NEXT:  gpu.binary @default_handler  [#gpu.object<#nvvm.target, "D">]
// CHECK-NEXT:  func.func @launch(%arg0: index) {
// CHECK-NEXT:    gpu.launch_func  @plain::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module attributes {gpu.container_module} {
  gpu.binary @plain [#gpu.object<#nvvm.target, "BLOB">]
  gpu.binary @escaped [#gpu.object<#nvvm.target, "B\41\n\22">]
  gpu.binary @selected <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "A">, #gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, "B">]
  gpu.binary @by_target <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, bin = "X">, #gpu.object<#nvvm.target, assembly = "Y">, #gpu.object<#nvvm.target, offload = "Z">, #gpu.object<#nvvm.target, fatbin = "W">]
  gpu.binary @with_attrs {foo} [#gpu.object<#nvvm.target, properties = {a = 1}, bin = "K">]
  gpu.binary @default_handler <#gpu.select_object> [#gpu.object<#nvvm.target, "D">]
  func.func @launch(%n: index) {
    gpu.launch_func @plain::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
