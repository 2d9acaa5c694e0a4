// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s | FileCheck %s --check-prefix=CUSTOM --strict-whitespace --match-full-lines

// Inherent attributes are properties: the generic printer shows them in
// `<{...}>` (sorted by name) whether the input gave them as properties or in
// the attribute dictionary, and keeps discardable attributes in `{...}`.
// Default-valued properties (overflowFlags, fastmath) are filled in.

// CUSTOM:module {
// CUSTOM-LABEL:  func.func @props(%arg0: i32, %arg1: f32) {
// CUSTOM-NEXT:    %c5_i32 = arith.constant 5 : i32
// CUSTOM-NEXT:    %c6_i32 = arith.constant 6 : i32
// CUSTOM-NEXT:    %0 = arith.addi %arg0, %c5_i32 {my.tag = "t"} : i32
// CUSTOM-NEXT:    %1 = arith.cmpi ne, %arg0, %c6_i32 : i32
// CUSTOM-NEXT:    %2 = arith.addf %arg1, %arg1 fastmath<contract> {my.x} : f32
// CUSTOM-NEXT:    cf.assert %1, "msg"
// CUSTOM-NEXT:    cf.assert %1, "attr"
// CUSTOM-NEXT:    return
// CUSTOM-NEXT:  }
func.func @props(%a: i32, %b: f32) {
  %0 = "arith.constant"() {value = 5 : i32} : () -> i32
  %1 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %2 = "arith.addi"(%a, %0) {my.tag = "t"} : (i32, i32) -> i32
  %3 = arith.cmpi ne, %a, %1 : i32
  %4 = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<contract>}> {my.x} : (f32, f32) -> f32
  cf.assert %3, "msg"
  "cf.assert"(%3) {msg = "attr"} : (i1) -> ()
  return
}

// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "func.func"() <{function_type = (i32, f32) -> (), sym_name = "props"}> ({
// CHECK-NEXT:  ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
// CHECK-NEXT:    %1 = "arith.constant"() <{value = 6 : i32}> : () -> i32
// CHECK-NEXT:    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> {my.tag = "t"} : (i32, i32) -> i32
// CHECK-NEXT:    %3 = "arith.cmpi"(%arg0, %1) <{predicate = 1 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:    %4 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<contract>}> {my.x} : (f32, f32) -> f32
// CHECK-NEXT:    "cf.assert"(%3) <{msg = "msg"}> : (i1) -> ()
// CHECK-NEXT:    "cf.assert"(%3) <{msg = "attr"}> : (i1) -> ()
// CHECK-NEXT:    "func.return"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
// CUSTOM-NEXT:}
