// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.switch and llvm.unreachable.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.func @switch(%arg0: i32, %arg1: i8) -> i32 {
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^bb1(%arg0 : i32) [
// CHECK-NEXT:      0: ^bb1(%arg0 : i32),
// CHECK-NEXT:      4294967295: ^bb2,
// CHECK-NEXT:      42: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.switch %arg1 : i8, ^bb3 [
// CHECK-NEXT:      200: ^bb3,
// CHECK-NEXT:      128: ^bb1(%arg0 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @no_cases(%arg0: i64) {
// CHECK-NEXT:    llvm.switch %arg0 : i64, ^bb1 [
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @weights(%arg0: i32) {
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:      1: ^bb1,
// CHECK-NEXT:      2: ^bb1
// CHECK-NEXT:    ] {branch_weights = array<i32: 4, 2, 1>}
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i8)>, linkage = #llvm.linkage<external>, sym_name = "switch", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg2: i32, %arg3: i8):
// GENERIC-NEXT:    "llvm.switch"(%arg2, %arg2, %arg2)[^bb1, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[0, -1, 42]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// GENERIC-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// GENERIC-NEXT:    "llvm.return"(%0) : (i32) -> ()
// GENERIC-NEXT:  ^bb2:  // pred: ^bb0
// GENERIC-NEXT:    "llvm.switch"(%arg3, %arg2)[^bb3, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-56, -128]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i32) -> ()
// GENERIC-NEXT:  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
// GENERIC-NEXT:    "llvm.unreachable"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "no_cases", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg1: i64):
// GENERIC-NEXT:    "llvm.switch"(%arg1)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb0
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "weights", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32):
// GENERIC-NEXT:    "llvm.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{branch_weights = array<i32: 4, 2, 1>, case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// GENERIC-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// llvm.switch (one case a line, values printed unsigned, operands on the
// default and case destinations, no cases, branch weights) and
// llvm.unreachable.
llvm.func @switch(%x: i32, %y: i8) -> i32 {
  llvm.switch %x : i32, ^bb1(%x : i32) [
    0: ^bb1(%x : i32),
    -1: ^bb2,
    42: ^bb3
  ]
^bb1(%a: i32):
  llvm.return %a : i32
^bb2:
  llvm.switch %y : i8, ^bb3 [
    200: ^bb3,
    -128: ^bb1(%x : i32)
  ]
^bb3:
  llvm.unreachable
}

llvm.func @no_cases(%x: i64) {
  llvm.switch %x : i64, ^bb1 [
  ]
^bb1:
  llvm.return
}

llvm.func @weights(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1,
    2: ^bb1
  ] {branch_weights = array<i32: 4, 2, 1>}
^bb1:
  llvm.return
}
