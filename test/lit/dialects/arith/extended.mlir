// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// arith.addui_extended / mului_extended / mulsi_extended (results named sum, overflow / low, high), truncf rounding modes, extf/truncf fastmath (optional, not defaulted), select on shaped conditions.

func.func @extended(%a: i32, %b: i32, %v: vector<4xi32>) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %s1, %o1 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %l, %h = arith.mului_extended %a, %b : i32
  %l2, %h2 = arith.mulsi_extended %v, %v : vector<4xi32>
  return
}

func.func @rounding(%b: f32, %h: f16) {
  %0 = "arith.truncf"(%b) <{roundingmode = 1 : i32}> : (f32) -> f16
  %1 = arith.truncf %b to_nearest_away fastmath<nnan> : f32 to f16
  %2 = arith.truncf %b upward fastmath<fast> : f32 to f16
  %3 = arith.truncf %b toward_zero : f32 to f16
  %4 = arith.truncf %b to_nearest_even : f32 to f16
  %5 = arith.truncf %b : f32 to f16
  %6 = arith.extf %h fastmath<fast> : f16 to f32
  %7 = arith.extf %h : f16 to f32
  return
}

func.func @select(%c: vector<4xi1>, %v: vector<4xi32>, %d: i1, %t: tensor<2xi1>, %u: tensor<2xf32>) {
  %0 = arith.select %c, %v, %v : vector<4xi1>, vector<4xi32>
  %1 = arith.select %d, %v, %v : vector<4xi32>
  %2 = arith.select %t, %u, %u : tensor<2xi1>, tensor<2xf32>
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) {
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT:    %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:    %low_2, %high_3 = arith.mulsi_extended %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @rounding(%arg0: f32, %arg1: f16) {
// CHECK-NEXT:    %0 = arith.truncf %arg0 downward : f32 to f16
// CHECK-NEXT:    %1 = arith.truncf %arg0 to_nearest_away fastmath<nnan> : f32 to f16
// CHECK-NEXT:    %2 = arith.truncf %arg0 upward fastmath<fast> : f32 to f16
// CHECK-NEXT:    %3 = arith.truncf %arg0 toward_zero : f32 to f16
// CHECK-NEXT:    %4 = arith.truncf %arg0 to_nearest_even : f32 to f16
// CHECK-NEXT:    %5 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT:    %6 = arith.extf %arg1 fastmath<fast> : f16 to f32
// CHECK-NEXT:    %7 = arith.extf %arg1 : f16 to f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @select(%arg0: vector<4xi1>, %arg1: vector<4xi32>, %arg2: i1, %arg3: tensor<2xi1>, %arg4: tensor<2xf32>) {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg1 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:    %1 = arith.select %arg2, %arg1, %arg1 : vector<4xi32>
// CHECK-NEXT:    %2 = arith.select %arg3, %arg4, %arg4 : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> (), sym_name = "extended"}> ({
// GENERIC-NEXT:  ^bb0(%arg7: i32, %arg8: i32, %arg9: vector<4xi32>):
// GENERIC-NEXT:    %11:2 = "arith.addui_extended"(%arg7, %arg8) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:    %12:2 = "arith.addui_extended"(%arg9, %arg9) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// GENERIC-NEXT:    %13:2 = "arith.mului_extended"(%arg7, %arg8) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:    %14:2 = "arith.mulsi_extended"(%arg9, %arg9) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (f32, f16) -> (), sym_name = "rounding"}> ({
// GENERIC-NEXT:  ^bb0(%arg5: f32, %arg6: f16):
// GENERIC-NEXT:    %3 = "arith.truncf"(%arg5) <{roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC-NEXT:    %4 = "arith.truncf"(%arg5) <{fastmath = #arith.fastmath<nnan>, roundingmode = 4 : i32}> : (f32) -> f16
// GENERIC-NEXT:    %5 = "arith.truncf"(%arg5) <{fastmath = #arith.fastmath<fast>, roundingmode = 2 : i32}> : (f32) -> f16
// GENERIC-NEXT:    %6 = "arith.truncf"(%arg5) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC-NEXT:    %7 = "arith.truncf"(%arg5) <{roundingmode = 0 : i32}> : (f32) -> f16
// GENERIC-NEXT:    %8 = "arith.truncf"(%arg5) : (f32) -> f16
// GENERIC-NEXT:    %9 = "arith.extf"(%arg6) <{fastmath = #arith.fastmath<fast>}> : (f16) -> f32
// GENERIC-NEXT:    %10 = "arith.extf"(%arg6) : (f16) -> f32
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (vector<4xi1>, vector<4xi32>, i1, tensor<2xi1>, tensor<2xf32>) -> (), sym_name = "select"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: vector<4xi1>, %arg1: vector<4xi32>, %arg2: i1, %arg3: tensor<2xi1>, %arg4: tensor<2xf32>):
// GENERIC-NEXT:    %0 = "arith.select"(%arg0, %arg1, %arg1) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:    %1 = "arith.select"(%arg2, %arg1, %arg1) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:    %2 = "arith.select"(%arg3, %arg4, %arg4) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
