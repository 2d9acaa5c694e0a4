// RUN: gpuopt %s --convert-index-to-llvm --split-input-file | FileCheck %s

// the index dialect to llvm; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @arith(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %2 = llvm.add %1, %0 : i64
// CHECK-NEXT:      %3 = llvm.sub %2, %1 : i64
// CHECK-NEXT:      %4 = llvm.mul %3, %3 : i64
// CHECK-NEXT:      %5 = llvm.sdiv %4, %0  : i64
// CHECK-NEXT:      %6 = llvm.udiv %5, %0  : i64
// CHECK-NEXT:      %7 = llvm.srem %6, %1  : i64
// CHECK-NEXT:      %8 = llvm.urem %7, %1  : i64
// CHECK-NEXT:      %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT:      return %9 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// add, sub, mul, divisions, remainders
func.func @arith(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %a
  %2 = index.mul %1, %1
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %a
  %6 = index.remu %5, %a
  return %6 : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @bits(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %2 = llvm.intr.smax(%1, %0)  : (i64, i64) -> i64
// CHECK-NEXT:      %3 = llvm.intr.umax(%2, %0)  : (i64, i64) -> i64
// CHECK-NEXT:      %4 = llvm.intr.smin(%3, %1)  : (i64, i64) -> i64
// CHECK-NEXT:      %5 = llvm.intr.umin(%4, %1)  : (i64, i64) -> i64
// CHECK-NEXT:      %6 = llvm.shl %5, %0 : i64
// CHECK-NEXT:      %7 = llvm.ashr %6, %0  : i64
// CHECK-NEXT:      %8 = llvm.lshr %7, %0  : i64
// CHECK-NEXT:      %9 = llvm.and %8, %1  : i64
// CHECK-NEXT:      %10 = llvm.or %9, %1  : i64
// CHECK-NEXT:      %11 = llvm.xor %10, %1  : i64
// CHECK-NEXT:      %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT:      return %12 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// min, max, shifts and bitwise ops
func.func @bits(%a: index, %b: index) -> index {
  %0 = index.maxs %a, %b
  %1 = index.maxu %0, %b
  %2 = index.mins %1, %a
  %3 = index.minu %2, %a
  %4 = index.shl %3, %b
  %5 = index.shrs %4, %b
  %6 = index.shru %5, %b
  %7 = index.and %6, %a
  %8 = index.or %7, %a
  %9 = index.xor %8, %a
  return %9 : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @ceildivs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %4 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:      %5 = llvm.icmp "sgt" %0, %2 : i64
// CHECK-NEXT:      %6 = llvm.select %5, %4, %3 : i1, i64
// CHECK-NEXT:      %7 = llvm.add %1, %6 : i64
// CHECK-NEXT:      %8 = llvm.sdiv %7, %0  : i64
// CHECK-NEXT:      %9 = llvm.add %8, %3 : i64
// CHECK-NEXT:      %10 = llvm.sub %2, %1 : i64
// CHECK-NEXT:      %11 = llvm.sdiv %10, %0  : i64
// CHECK-NEXT:      %12 = llvm.sub %2, %11 : i64
// CHECK-NEXT:      %13 = llvm.icmp "sgt" %1, %2 : i64
// CHECK-NEXT:      %14 = llvm.icmp "eq" %13, %5 : i1
// CHECK-NEXT:      %15 = llvm.icmp "ne" %1, %2 : i64
// CHECK-NEXT:      %16 = llvm.and %14, %15  : i1
// CHECK-NEXT:      %17 = llvm.select %16, %9, %12 : i1, i64
// CHECK-NEXT:      %18 = builtin.unrealized_conversion_cast %17 : i64 to index
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
// CHECK-NEXT:    func.func @ceildivu(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %4 = llvm.sub %1, %3 : i64
// CHECK-NEXT:      %5 = llvm.udiv %4, %0  : i64
// CHECK-NEXT:      %6 = llvm.add %5, %3 : i64
// CHECK-NEXT:      %7 = llvm.icmp "eq" %1, %2 : i64
// CHECK-NEXT:      %8 = llvm.select %7, %2, %6 : i1, i64
// CHECK-NEXT:      %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %11 = llvm.sub %8, %10 : i64
// CHECK-NEXT:      %12 = llvm.udiv %11, %1  : i64
// CHECK-NEXT:      %13 = llvm.add %12, %10 : i64
// CHECK-NEXT:      %14 = llvm.icmp "eq" %8, %9 : i64
// CHECK-NEXT:      %15 = llvm.select %14, %9, %13 : i1, i64
// CHECK-NEXT:      %16 = builtin.unrealized_conversion_cast %15 : i64 to index
// CHECK-NEXT:      return %16 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// ceildivu
func.func @ceildivu(%n: index, %m: index) -> index {
  %0 = index.ceildivu %n, %m
  %1 = index.ceildivu %0, %n
  return %1 : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @floordivs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %4 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:      %5 = llvm.icmp "slt" %0, %2 : i64
// CHECK-NEXT:      %6 = llvm.select %5, %3, %4 : i1, i64
// CHECK-NEXT:      %7 = llvm.sub %6, %1 : i64
// CHECK-NEXT:      %8 = llvm.sdiv %7, %0  : i64
// CHECK-NEXT:      %9 = llvm.sub %4, %8 : i64
// CHECK-NEXT:      %10 = llvm.sdiv %1, %0  : i64
// CHECK-NEXT:      %11 = llvm.icmp "slt" %1, %2 : i64
// CHECK-NEXT:      %12 = llvm.icmp "ne" %11, %5 : i1
// CHECK-NEXT:      %13 = llvm.icmp "ne" %1, %2 : i64
// CHECK-NEXT:      %14 = llvm.and %12, %13  : i1
// CHECK-NEXT:      %15 = llvm.select %14, %9, %10 : i1, i64
// CHECK-NEXT:      %16 = builtin.unrealized_conversion_cast %15 : i64 to index
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
// CHECK-NEXT:    func.func @cmp(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %2 = llvm.icmp "eq" %1, %0 : i64
// CHECK-NEXT:      %3 = llvm.icmp "ne" %1, %0 : i64
// CHECK-NEXT:      %4 = llvm.icmp "slt" %1, %0 : i64
// CHECK-NEXT:      %5 = llvm.icmp "sle" %1, %0 : i64
// CHECK-NEXT:      %6 = llvm.icmp "sgt" %1, %0 : i64
// CHECK-NEXT:      %7 = llvm.icmp "sge" %1, %0 : i64
// CHECK-NEXT:      %8 = llvm.icmp "ult" %1, %0 : i64
// CHECK-NEXT:      %9 = llvm.icmp "ule" %1, %0 : i64
// CHECK-NEXT:      %10 = llvm.icmp "ugt" %1, %0 : i64
// CHECK-NEXT:      %11 = llvm.icmp "uge" %1, %0 : i64
// CHECK-NEXT:      return %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// every comparison predicate
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @casts(%arg0: index, %arg1: i8, %arg2: i64, %arg3: i128) -> (index, index, index, i8, i64, i128) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %1 = llvm.sext %arg1 : i8 to i64
// CHECK-NEXT:      %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:      %3 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT:      %4 = llvm.trunc %arg3 : i128 to i64
// CHECK-NEXT:      %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:      %6 = llvm.trunc %0 : i64 to i8
// CHECK-NEXT:      %7 = llvm.sext %0 : i64 to i128
// CHECK-NEXT:      return %2, %3, %5, %6, %0, %7 : index, index, index, i8, i64, i128
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
// CHECK-NEXT:      %0 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:      %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:      %4 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
// CHECK-NEXT:      %5 = builtin.unrealized_conversion_cast %4 : i64 to index
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
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %1 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:      %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:      %5 = builtin.unrealized_conversion_cast %4 : i64 to index
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

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @mixed(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:        %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:        %2 = llvm.add %1, %0 : i64
// CHECK-NEXT:        %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:        %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:        %5 = llvm.sub %2, %4 : i64
// CHECK-NEXT:        %6 = llvm.udiv %5, %0  : i64
// CHECK-NEXT:        %7 = llvm.add %6, %4 : i64
// CHECK-NEXT:        %8 = llvm.icmp "eq" %2, %3 : i64
// CHECK-NEXT:        %9 = llvm.select %8, %3, %7 : i1, i64
// CHECK-NEXT:        %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT:        memref.store %10, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT:      }
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// index values from other dialects and in nested regions
func.func @mixed(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = index.add %i, %n
    %y = index.ceildivu %x, %n
    memref.store %y, %m[%i] : memref<?xindex>
  }
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @in_llvm_func(%arg0: i64, %arg1: i32) -> i64 {
// CHECK-NEXT:      %0 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:      %1 = llvm.sub %arg0, %0 : i64
// CHECK-NEXT:      llvm.return %1 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// in an llvm.func, on values cast from llvm integers
llvm.func @in_llvm_func(%a: i64, %b: i32) -> i64 {
  %0 = index.castu %a : i64 to index
  %1 = index.casts %b : i32 to index
  %2 = index.sub %0, %1
  %3 = index.castu %2 : index to i64
  llvm.return %3 : i64
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @commuted(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:      %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT:      %5 = llvm.add %0, %2 : i64
// CHECK-NEXT:      %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:      return %4, %arg0, %6 : index, index, index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// a constant on the left of a commutative op moves right (an in-place fold), then the op folds
func.func @commuted(%a: index) -> (index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.mul %c0, %a
  %1 = index.mul %c1, %a
  %2 = index.add %c1, %a
  return %0, %1, %2 : index, index, index
}
