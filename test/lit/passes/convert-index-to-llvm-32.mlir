// RUN: gpuopt %s --convert-index-to-llvm=index-bitwidth=32 --split-input-file | FileCheck %s

// the index dialect to llvm on i32; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @ceildivs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:      %4 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:      %5 = llvm.icmp "sgt" %0, %2 : i32
// CHECK-NEXT:      %6 = llvm.select %5, %4, %3 : i1, i32
// CHECK-NEXT:      %7 = llvm.add %1, %6 : i32
// CHECK-NEXT:      %8 = llvm.sdiv %7, %0  : i32
// CHECK-NEXT:      %9 = llvm.add %8, %3 : i32
// CHECK-NEXT:      %10 = llvm.sub %2, %1 : i32
// CHECK-NEXT:      %11 = llvm.sdiv %10, %0  : i32
// CHECK-NEXT:      %12 = llvm.sub %2, %11 : i32
// CHECK-NEXT:      %13 = llvm.icmp "sgt" %1, %2 : i32
// CHECK-NEXT:      %14 = llvm.icmp "eq" %13, %5 : i1
// CHECK-NEXT:      %15 = llvm.icmp "ne" %1, %2 : i32
// CHECK-NEXT:      %16 = llvm.and %14, %15  : i1
// CHECK-NEXT:      %17 = llvm.select %16, %9, %12 : i1, i32
// CHECK-NEXT:      %18 = builtin.unrealized_conversion_cast %17 : i32 to index
// CHECK-NEXT:      return %18 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// ceildivs expands into compares and selects
func.func @ceildivs(%n: index, %m: index) -> index {
  %0 = index.ceildivs %n, %m
  return %0 : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @floordivs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:      %4 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:      %5 = llvm.icmp "slt" %0, %2 : i32
// CHECK-NEXT:      %6 = llvm.select %5, %3, %4 : i1, i32
// CHECK-NEXT:      %7 = llvm.sub %6, %1 : i32
// CHECK-NEXT:      %8 = llvm.sdiv %7, %0  : i32
// CHECK-NEXT:      %9 = llvm.sub %4, %8 : i32
// CHECK-NEXT:      %10 = llvm.sdiv %1, %0  : i32
// CHECK-NEXT:      %11 = llvm.icmp "slt" %1, %2 : i32
// CHECK-NEXT:      %12 = llvm.icmp "ne" %11, %5 : i1
// CHECK-NEXT:      %13 = llvm.icmp "ne" %1, %2 : i32
// CHECK-NEXT:      %14 = llvm.and %12, %13  : i1
// CHECK-NEXT:      %15 = llvm.select %14, %9, %10 : i1, i32
// CHECK-NEXT:      %16 = builtin.unrealized_conversion_cast %15 : i32 to index
// CHECK-NEXT:      return %16 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// floordivs
func.func @floordivs(%n: index, %m: index) -> index {
  %0 = index.floordivs %n, %m
  return %0 : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @casts(%arg0: index, %arg1: i8, %arg2: i64, %arg3: i128) -> (index, index, index, i8, i64, i128) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:      %1 = llvm.sext %arg1 : i8 to i32
// CHECK-NEXT:      %2 = builtin.unrealized_conversion_cast %1 : i32 to index
// CHECK-NEXT:      %3 = llvm.trunc %arg2 : i64 to i32
// CHECK-NEXT:      %4 = builtin.unrealized_conversion_cast %3 : i32 to index
// CHECK-NEXT:      %5 = llvm.trunc %arg3 : i128 to i32
// CHECK-NEXT:      %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// CHECK-NEXT:      %7 = llvm.trunc %0 : i32 to i8
// CHECK-NEXT:      %8 = llvm.zext %0 : i32 to i64
// CHECK-NEXT:      %9 = llvm.sext %0 : i32 to i128
// CHECK-NEXT:      return %2, %4, %6, %7, %8, %9 : index, index, index, i8, i64, i128
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// casts: sext / zext / trunc, nothing at equal widths
func.func @casts(%a: index, %b: i8, %c: i64, %d: i128) -> (index, index, index, i8, i64, i128) {
  %0 = index.casts %b : i8 to index
  %1 = index.castu %c : i64 to index
  %2 = index.castu %d : i128 to index
  %3 = index.casts %a : index to i8
  %4 = index.castu %a : index to i64
  %5 = index.casts %a : index to i128
  return %0, %1, %2, %3, %4, %5 : index, index, index, i8, i64, i128
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @constants() -> (index, index, index, i1, i1) {
// CHECK-NEXT:      %0 = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// CHECK-NEXT:      %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// CHECK-NEXT:      %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:      %7 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:      return %1, %3, %5, %6, %7 : index, index, index, i1, i1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// sizeof and constants
func.func @constants() -> (index, index, index, i1, i1) {
  %0 = index.sizeof
  %1 = index.constant 0
  %2 = index.constant -9223372036854775808
  %3 = index.bool.constant true
  %4 = index.bool.constant false
  return %0, %1, %2, %3, %4 : index, index, index, i1, i1
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @folds(%arg0: index) -> (index, i1) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:      %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:      %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:      %3 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:      %4 = llvm.mul %0, %3 : i32
// CHECK-NEXT:      %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// CHECK-NEXT:      %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:      return %5, %6 : index, i1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// ops on constants fold before they are converted
func.func @folds(%a: index) -> (index, i1) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %0 = index.add %c2, %c3
  %1 = index.mul %a, %0
  %2 = index.cmp slt(%c2, %c3)
  return %1, %2 : index, i1
}
