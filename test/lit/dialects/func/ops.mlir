// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// func.func (visibility, declarations, argument/result attributes, function
// attributes), func.call and func.return.  Inside a func.func body the
// `func.` prefix of call/return is elided.

// CHECK:module {
// CHECK-LABEL:  func.func private @decl(i32, f32) -> i64
func.func private @decl(i32, f32) -> i64
// CHECK-LABEL:  func.func private @decl_attrs(i32 {my.arg}, f32 {my.n = 1 : i32}) -> (f32 {my.res})
func.func private @decl_attrs(i32 {my.arg}, f32 {my.n = 1 : i32}) -> (f32 {my.res})
// CHECK-LABEL:  func.func private @multi() -> (i32, i32)
func.func private @multi() -> (i32, i32)

// CHECK-LABEL:  func.func nested @nested_vis() attributes {my.x = "y"} {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func nested @nested_vis() attributes {my.x = "y"} {
  return
}

// CHECK-LABEL:  func.func public @calls(%arg0: i32 {my.a}, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:    %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:    %1:2 = call @multi() : () -> (i32, i32)
// CHECK-NEXT:    %2 = arith.addi %1#0, %1#1 : i32
// CHECK-NEXT:    return %2, %arg1 : i32, f32
// CHECK-NEXT:  }
func.func public @calls(%a: i32 {my.a}, %b: f32) -> (i32, f32) {
  %r = func.call @decl(%a, %b) : (i32, f32) -> i64
  %m:2 = call @multi() : () -> (i32, i32)
  %s = arith.addi %m#0, %m#1 : i32
  func.return %s, %b : i32, f32
}

// CHECK-LABEL:  func.func @empty_result() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @empty_result() -> () {
  return
}

// CHECK-LABEL:  func.func @tensor_args(%arg0: tensor<4xf32>, %arg1: tensor<*xi8>) -> tensor<4xf32> {
// CHECK-NEXT:    return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @tensor_args(%t: tensor<4xf32>, %u: tensor<*xi8>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
// CHECK-NEXT:}

// GENERIC:  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC:  "func.func"() <{arg_attrs = [{my.arg}, {my.n = 1 : i32}], function_type = (i32, f32) -> f32, res_attrs = [{my.res}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
// GENERIC:  "func.func"() <{function_type = () -> (i32, i32), sym_name = "multi", sym_visibility = "private"}> ({
// GENERIC:  "func.func"() <{function_type = () -> (), sym_name = "nested_vis", sym_visibility = "nested"}> ({
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC:  "func.func"() <{arg_attrs = [{my.a}, {}], function_type = (i32, f32) -> (i32, f32), sym_name = "calls", sym_visibility = "public"}> ({
// GENERIC:    %0 = "func.call"(%arg2, %arg3) <{callee = @decl}> : (i32, f32) -> i64
// GENERIC-NEXT:    %1:2 = "func.call"() <{callee = @multi}> : () -> (i32, i32)
// GENERIC:    "func.return"(%2, %arg3) : (i32, f32) -> ()
// GENERIC:  "func.func"() <{function_type = () -> (), sym_name = "empty_result"}> ({
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC:  "func.func"() <{function_type = (tensor<4xf32>, tensor<*xi8>) -> tensor<4xf32>, sym_name = "tensor_args"}> ({
// GENERIC:    "func.return"(%arg0) : (tensor<4xf32>) -> ()
