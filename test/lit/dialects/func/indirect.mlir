// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// func.constant (its result named %f) and func.call_indirect with zero, one and two results.

func.func private @ext(i32, f32) -> (i32, f32)
func.func @id(%a: i32) -> i32 {
  return %a : i32
}
func.func @nothing() {
  return
}

func.func @indirect(%x: i32, %y: f32) -> i32 {
  %f = func.constant @id : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %g = constant @ext : (i32, f32) -> (i32, f32)
  %p:2 = call_indirect %g(%r, %y) : (i32, f32) -> (i32, f32)
  %n = constant @nothing : () -> ()
  call_indirect %n() : () -> ()
  return %p#0 : i32
}

// CHECK:module {
// CHECK-NEXT:  func.func private @ext(i32, f32) -> (i32, f32)
// CHECK-NEXT:  func.func @id(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @nothing() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @indirect(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    %f = constant @id : (i32) -> i32
// CHECK-NEXT:    %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT:    %f_0 = constant @ext : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %1:2 = call_indirect %f_0(%0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %f_1 = constant @nothing : () -> ()
// CHECK-NEXT:    call_indirect %f_1() : () -> ()
// CHECK-NEXT:    return %1#0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "ext", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32) -> i32, sym_name = "id"}> ({
// GENERIC-NEXT:  ^bb0(%arg2: i32):
// GENERIC-NEXT:    "func.return"(%arg2) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "nothing"}> ({
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "indirect"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:    %0 = "func.constant"() <{value = @id}> : () -> ((i32) -> i32)
// GENERIC-NEXT:    %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT:    %2 = "func.constant"() <{value = @ext}> : () -> ((i32, f32) -> (i32, f32))
// GENERIC-NEXT:    %3:2 = "func.call_indirect"(%2, %1, %arg1) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
// GENERIC-NEXT:    %4 = "func.constant"() <{value = @nothing}> : () -> (() -> ())
// GENERIC-NEXT:    "func.call_indirect"(%4) : (() -> ()) -> ()
// GENERIC-NEXT:    "func.return"(%3#0) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
