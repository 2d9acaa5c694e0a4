// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Generic-form input for llvm ops: omitted properties take their defaults
// (linkage external, CConv ccc, addr_space 0, ordering not_atomic ...).

// CHECK:module {
// CHECK-LABEL:  llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> i64 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %1 = llvm.add %arg1, %0 : i64
// CHECK-NEXT:    %2 = llvm.getelementptr %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %3 = llvm.load %2 : !llvm.ptr -> i64
// CHECK-NEXT:    llvm.store %3, %2 : i64, !llvm.ptr
// CHECK-NEXT:    %4 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// CHECK-NEXT:    %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, i64)>{{ }}
// CHECK-NEXT:    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, i64)>{{ }}
// CHECK-NEXT:    %7 = llvm.icmp "slt" %6, %arg1 : i64
// CHECK-NEXT:    llvm.cond_br %7, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %8 = llvm.call @f(%arg0, %arg1) : (!llvm.ptr, i64) -> i64
// CHECK-NEXT:    llvm.return %8 : i64
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.return %6 : i64
// CHECK-NEXT:  }
"llvm.func"() <{function_type = !llvm.func<i64 (ptr, i64)>, sym_name = "f"}> ({
^bb0(%p: !llvm.ptr, %n: i64):
  %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
  %1 = "llvm.add"(%n, %0) : (i64, i64) -> i64
  %2 = "llvm.getelementptr"(%p, %1) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
  %3 = "llvm.load"(%2) : (!llvm.ptr) -> i64
  "llvm.store"(%3, %2) : (i64, !llvm.ptr) -> ()
  %4 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, i64)>
  %5 = "llvm.insertvalue"(%4, %3) <{position = array<i64: 0>}> : (!llvm.struct<(i64, i64)>, i64) -> !llvm.struct<(i64, i64)>
  %6 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(i64, i64)>) -> i64
  %7 = "llvm.icmp"(%6, %n) <{predicate = 2 : i64}> : (i64, i64) -> i1
  "llvm.cond_br"(%7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %8 = "llvm.call"(%p, %n) <{callee = @f}> : (!llvm.ptr, i64) -> i64
  "llvm.return"(%8) : (i64) -> ()
^bb2:
  "llvm.return"(%6) : (i64) -> ()
}) : () -> ()
// CHECK-LABEL:  llvm.mlir.global internal constant @s("ab") {addr_space = 0 : i32}
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", value = "ab", constant}> ({
}) : () -> ()
// CHECK-NEXT:}
