// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// builtin.module (name, attributes, nesting; the `builtin.` prefix is
// dropped) and builtin.unrealized_conversion_cast (any number of operands
// and results).

// CHECK:module @outer attributes {my.a = "x", my.flag} {
module @outer attributes {my.a = "x", my.flag} {
  // CHECK-LABEL:  module @inner {
  // CHECK-NEXT:    func.func @casts(%arg0: i64, %arg1: !llvm.ptr) -> index {
  // CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
  // CHECK-NEXT:      %1:2 = builtin.unrealized_conversion_cast %arg0 : i64 to i32, i32
  // CHECK-NEXT:      %2 = builtin.unrealized_conversion_cast %1#0, %1#1 : i32, i32 to i64
  // CHECK-NEXT:      %3 = builtin.unrealized_conversion_cast to i8
  // CHECK-NEXT:      %4 = builtin.unrealized_conversion_cast %arg1 : !llvm.ptr to memref<?xf32>
  // CHECK-NEXT:      return %0 : index
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  module @inner {
    func.func @casts(%x: i64, %p: !llvm.ptr) -> index {
      %0 = builtin.unrealized_conversion_cast %x : i64 to index
      %1:2 = builtin.unrealized_conversion_cast %x : i64 to i32, i32
      %2 = builtin.unrealized_conversion_cast %1#0, %1#1 : i32, i32 to i64
      %3 = builtin.unrealized_conversion_cast to i8
      %4 = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<?xf32>
      return %0 : index
    }
  }
  // CHECK-NEXT:  module {
  // CHECK-NEXT:  }
  builtin.module {
  }
  // CHECK-NEXT:  module attributes {my.b} {
  // CHECK-NEXT:  }
  module attributes {my.b} {
  }
}
// CHECK-NEXT:}

// GENERIC:"builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:  "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC:      %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
// GENERIC-NEXT:      %1:2 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> (i32, i32)
// GENERIC-NEXT:      %2 = "builtin.unrealized_conversion_cast"(%1#0, %1#1) : (i32, i32) -> i64
// GENERIC-NEXT:      %3 = "builtin.unrealized_conversion_cast"() : () -> i8
// GENERIC-NEXT:      %4 = "builtin.unrealized_conversion_cast"(%arg1) : (!llvm.ptr) -> memref<?xf32>
// GENERIC:  }) : () -> ()
// GENERIC-NEXT:  "builtin.module"() ({
// GENERIC-NEXT:  ^bb0:
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "builtin.module"() ({
// GENERIC-NEXT:  ^bb0:
// GENERIC-NEXT:  }) {my.b} : () -> ()
