// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Integer literals with leading zeros and in hex in the hand-written forms of memref.subview, scf.forall and cf.switch (once an internal error).

func.func @literals(%x: i32, %m: memref<16xf32>) {
  %s = memref.subview %m[08] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 8>>
  scf.forall (%i) in (08) {
  }
  scf.forall (%i) = (0x1) to (010) step (0x2) {
  }
  cf.switch %x : i32, [
    default: ^bb1,
    08: ^bb1,
    0x10: ^bb1
  ]
^bb1:
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @literals(%arg0: i32, %arg1: memref<16xf32>) {
// CHECK-NEXT:    %subview = memref.subview %arg1[8] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 8>>
// CHECK-NEXT:    scf.forall (%arg2) in (8) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2) = (1) to (10) step (2) {
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      8: ^bb1,
// CHECK-NEXT:      16: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, memref<16xf32>) -> (), sym_name = "literals"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: memref<16xf32>):
// GENERIC-NEXT:    %0 = "memref.subview"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<16xf32>) -> memref<4xf32, strided<[1], offset: 8>>
// GENERIC-NEXT:    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: index):
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 1>, staticStep = array<i64: 2>, staticUpperBound = array<i64: 10>}> ({
// GENERIC-NEXT:    ^bb0(%arg2: index):
// GENERIC-NEXT:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:      ^bb0:
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[8, 16]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// GENERIC-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
