// RUN: gpuopt %s --split-input-file | FileCheck %s --strict-whitespace --match-full-lines

// The top-level module: ops outside a module are wrapped in one; a single
// top-level module is used as it is; several top-level modules are wrapped
// in another one.

func.func @loose() {
  return
}
memref.global @g : memref<2xi32> = uninitialized

// CHECK:module {
// CHECK-NEXT:  func.func @loose() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.global @g : memref<2xi32> = uninitialized
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----

// -----

module @named attributes {my.attr = 1 : i32} {
  func.func @inside() {
    return
  }
}

// CHECK-NEXT:module @named attributes {my.attr = 1 : i32} {
// CHECK-NEXT:  func.func @inside() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----

// -----

module @a {
}
module @b {
}

// CHECK-NEXT:module {
// CHECK-NEXT:  module @a {
// CHECK-NEXT:  }
// CHECK-NEXT:  module @b {
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "generic_module"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {my.flag} : () -> ()

// CHECK-NEXT:module attributes {my.flag} {
// CHECK-NEXT:  func.func @generic_module() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
