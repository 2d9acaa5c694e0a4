// RUN: gpuopt %s --canonicalize | FileCheck %s --strict-whitespace --match-full-lines

// index folds under --canonicalize: identities (x + 0, x * 1, x - 0, x * 0), equal-operand
// compares, constant operands moved to the right of commutative ops, cmp(sub(a, b), 0),
// casts of constants; divisions, remainders, right shifts, min/max and compares fold only
// when the 64-bit and the 32-bit result agree; no fold on division by zero or shifts by 32
// or more (a negative shift amount is a large unsigned one); add and mul wrap at 64 bits.

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index) {
// CHECK-NEXT:    %idx5 = index.constant 5
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:    %0 = index.sub %arg0, %arg0
// CHECK-NEXT:    %1 = index.divs %arg0, %idx1
// CHECK-NEXT:    %2 = index.maxs %arg0, %idx1
// CHECK-NEXT:    %3 = index.and %arg0, %idx0
// CHECK-NEXT:    %4 = index.or %arg0, %arg0
// CHECK-NEXT:    %5 = index.xor %arg0, %arg0
// CHECK-NEXT:    %6 = index.cmp slt(%idx4294967296, %idx1)
// CHECK-NEXT:    %7 = index.add %arg0, %idx1
// CHECK-NEXT:    %8 = index.castu %idx4294967296 : index to i32
// CHECK-NEXT:    return %arg0, %arg0, %0, %1, %idx-1, %idx1, %2, %3, %4, %5, %true, %6, %idx4294967296, %7, %arg0, %idx0, %8, %idx5 : index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index) {
// CHECK-NEXT:    %idx8589934593 = index.constant 8589934593
// CHECK-NEXT:    %idx255 = index.constant 255
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %0 = index.and %arg0, %idx-1
// CHECK-NEXT:    %1 = index.or %arg0, %idx0
// CHECK-NEXT:    %2 = index.xor %arg0, %idx0
// CHECK-NEXT:    %3 = index.shl %arg0, %idx0
// CHECK-NEXT:    %4 = index.maxs %arg0, %arg0
// CHECK-NEXT:    %5 = index.divu %arg0, %idx1
// CHECK-NEXT:    %6 = index.shrs %arg0, %idx0
// CHECK-NEXT:    %7 = index.rems %arg0, %idx1
// CHECK-NEXT:    %8 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %9 = index.cmp eq(%arg1, %arg0)
// CHECK-NEXT:    return %false, %false, %true, %true, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %idx7, %idx255, %idx-1, %idx8589934593 : i1, i1, i1, i1, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @h(%arg0: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, index) {
// CHECK-NEXT:    %idx-4294967296 = index.constant -4294967296
// CHECK-NEXT:    %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    %idx-4 = index.constant -4
// CHECK-NEXT:    %idx-3 = index.constant -3
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx31 = index.constant 31
// CHECK-NEXT:    %idx32 = index.constant 32
// CHECK-NEXT:    %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:    %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:    %idx-2 = index.constant -2
// CHECK-NEXT:    %0 = index.divs %idx7, %idx0
// CHECK-NEXT:    %1 = index.shl %idx1, %idx32
// CHECK-NEXT:    %2 = index.shru %idx-1, %idx31
// CHECK-NEXT:    %3 = index.shrs %idx-1, %idx-1
// CHECK-NEXT:    %4 = index.maxu %idx4294967296, %idx1
// CHECK-NEXT:    %5 = index.cmp ult(%idx4294967296, %idx1)
// CHECK-NEXT:    %6 = index.mins %arg0, %idx1
// CHECK-NEXT:    %7 = index.minu %arg0, %idx1
// CHECK-NEXT:    %8 = index.maxu %arg0, %idx1
// CHECK-NEXT:    return %idx-9223372036854775808, %idx-2, %idx-9223372036854775808, %0, %idx-3, %idx-4, %idx4, %idx-1, %idx1, %idx2147483648, %1, %idx-4294967296, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @signs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:    %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %idx6442450944 = index.constant 6442450944
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    %idx-3 = index.constant -3
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    %idx-4 = index.constant -4
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %0 = index.shl %idx7, %idx-1
// CHECK-NEXT:    %1 = index.ceildivu %idx6442450944, %idx2
// CHECK-NEXT:    %2 = index.floordivs %idx0, %idx0
// CHECK-NEXT:    %3 = index.remu %idx7, %idx0
// CHECK-NEXT:    %4 = index.divu %idx6442450944, %idx2
// CHECK-NEXT:    %5 = index.mins %idx6442450944, %idx7
// CHECK-NEXT:    return %idx4, %idx-3, %idx4, %idx3, %idx-4, %idx3, %idx0, %idx0, %idx1, %0, %idx-9223372036854775808, %1, %2, %3, %4, %5 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @f(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %0 = index.add %a, %c0
  %1 = index.mul %a, %c1
  %2 = index.sub %a, %a
  %3 = index.divs %a, %c1
  %4 = index.mins %c1, %m1
  %5 = index.minu %c1, %m1
  %6 = index.maxs %c1, %a
  %7 = index.and %a, %c0
  %8 = index.or %a, %a
  %9 = index.xor %a, %a
  %10 = index.cmp eq(%a, %a)
  %11 = index.cmp slt(%big, %c1)
  %12 = index.divu %big, %c1
  %13 = index.add %c1, %a
  %14 = index.sub %a, %c0
  %15 = index.mul %c0, %a
  %ci = arith.constant 5 : i32
  %16 = index.castu %big : index to i32
  %17 = index.casts %ci : i32 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index
}

func.func @g(%a: index, %b: index) -> (i1, i1, i1, i1, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %0 = index.cmp ne(%a, %a)
  %1 = index.cmp slt(%a, %a)
  %2 = index.cmp sle(%a, %a)
  %3 = index.cmp uge(%a, %a)
  %4 = index.and %a, %m1
  %5 = index.or %a, %c0
  %6 = index.xor %a, %c0
  %7 = index.shl %a, %c0
  %8 = index.maxs %a, %a
  %9 = index.divu %a, %c1
  %10 = index.shrs %a, %c0
  %11 = index.rems %a, %c1
  %s = index.sub %a, %b
  %12 = index.cmp slt(%s, %c0)
  %13 = index.cmp eq(%c0, %s)
  %ci = arith.constant 7 : i64
  %14 = index.casts %ci : i64 to index
  %cb = arith.constant -1 : i8
  %15 = index.castu %cb : i8 to index
  %16 = index.casts %cb : i8 to index
  %cl = arith.constant 8589934593 : i64
  %17 = index.casts %cl : i64 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i1, i1, i1, i1, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index
}

func.func @h(%a: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, index) {
  %max = index.constant 9223372036854775807
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %c1 = index.constant 1
  %c0 = index.constant 0
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %c31 = index.constant 31
  %c32 = index.constant 32
  %b32 = index.constant 4294967296
  %0 = index.add %max, %c1
  %1 = index.mul %max, %c2
  %2 = index.divs %min, %m1
  %3 = index.divs %c7, %c0
  %4 = index.ceildivs %cm7, %c2
  %5 = index.floordivs %cm7, %c2
  %6 = index.ceildivu %c7, %c2
  %7 = index.rems %cm7, %c2
  %8 = index.remu %cm7, %c2
  %9 = index.shl %c1, %c31
  %10 = index.shl %c1, %c32
  %11 = index.shrs %min, %c31
  %12 = index.shru %m1, %c31
  %13 = index.shrs %m1, %m1
  %14 = index.maxu %b32, %c1
  %15 = index.cmp ult(%b32, %c1)
  %16 = index.mins %c1, %a
  %17 = index.minu %c1, %a
  %18 = index.maxu %c1, %a
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, index
}

func.func @signs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %cm2 = index.constant -2
  %c0 = index.constant 0
  %m1 = index.constant -1
  %min = index.constant -9223372036854775808
  %h = index.constant 6442450944
  %0 = index.ceildivs %c7, %c2
  %1 = index.ceildivs %c7, %cm2
  %2 = index.ceildivs %cm7, %cm2
  %3 = index.floordivs %c7, %c2
  %4 = index.floordivs %c7, %cm2
  %5 = index.floordivs %cm7, %cm2
  %6 = index.ceildivu %c0, %c2
  %7 = index.ceildivs %c0, %c2
  %8 = index.rems %c7, %cm2
  %9 = index.shl %c7, %m1
  %10 = index.divs %min, %m1
  %11 = index.ceildivu %h, %c2
  %12 = index.floordivs %c0, %c0
  %13 = index.remu %c7, %c0
  %14 = index.divu %h, %c2
  %15 = index.mins %h, %c7
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
