// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Registered ops written in the generic form print in their custom form.
// Inherent attributes may be given as properties `<{...}>` or in the
// attribute dictionary; missing default-valued properties are fine.

// CHECK:module {
"builtin.module"() ({
  // CHECK-LABEL:  func.func @generic(%arg0: i32, %arg1: i32) -> i32 {
  // CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
  // CHECK-NEXT:    %1 = arith.addi %0, %arg1 overflow<nsw> : i32
  // CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
  // CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
  // CHECK-NEXT:    %2 = arith.cmpi sgt, %1, %c4_i32 : i32
  // CHECK-NEXT:    %3 = arith.select %2, %1, %c5_i32 : i32
  // CHECK-NEXT:    cf.br ^bb1(%3 : i32)
  // CHECK-NEXT:  ^bb1(%4: i32):  // pred: ^bb0
  // CHECK-NEXT:    %5 = call @generic(%4, %4) : (i32, i32) -> i32
  // CHECK-NEXT:    return %5 : i32
  // CHECK-NEXT:  }
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "generic"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
    %1 = "arith.addi"(%0, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %3 = "arith.constant"() {value = 5 : i32} : () -> i32
    %4 = "arith.cmpi"(%1, %2) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %5 = "arith.select"(%4, %1, %3) : (i1, i32, i32) -> i32
    "cf.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%6: i32):
    %7 = "func.call"(%6, %6) <{callee = @generic}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  // CHECK-LABEL:  func.func private @decl(memref<?xf32>, index)
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  // CHECK-LABEL:  func.func @mixed(%arg0: memref<?xf32>, %arg1: index) -> f32 attributes {my.attr} {
  // CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<?xf32>
  // CHECK-NEXT:    %1 = arith.mulf %0, %0 fastmath<fast> : f32
  // CHECK-NEXT:    return %1 : f32
  // CHECK-NEXT:  }
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "mixed"}> ({
  ^bb0(%m: memref<?xf32>, %i: index):
    %v = memref.load %m[%i] : memref<?xf32>
    %w = "arith.mulf"(%v, %v) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    "func.return"(%w) : (f32) -> ()
  }) {my.attr} : () -> ()
}) : () -> ()
// CHECK-NEXT:}
