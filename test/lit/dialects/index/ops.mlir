// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Every index op of LLVM 19 in its custom form (constants named %idxN, %true, %false), all
// cmp predicates, the generic form of a predicate, hex and leading-zero constants.

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) -> index {
// CHECK-NEXT:    %0 = index.add %arg0, %arg1
// CHECK-NEXT:    %1 = index.sub %arg0, %arg1
// CHECK-NEXT:    %2 = index.mul %arg0, %arg1
// CHECK-NEXT:    %3 = index.divs %arg0, %arg1
// CHECK-NEXT:    %4 = index.divu %arg0, %arg1
// CHECK-NEXT:    %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT:    %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT:    %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT:    %8 = index.rems %arg0, %arg1
// CHECK-NEXT:    %9 = index.remu %arg0, %arg1
// CHECK-NEXT:    %10 = index.maxs %arg0, %arg1
// CHECK-NEXT:    %11 = index.maxu %arg0, %arg1
// CHECK-NEXT:    %12 = index.mins %arg0, %arg1
// CHECK-NEXT:    %13 = index.minu %arg0, %arg1
// CHECK-NEXT:    %14 = index.shl %arg0, %arg1
// CHECK-NEXT:    %15 = index.shrs %arg0, %arg1
// CHECK-NEXT:    %16 = index.shru %arg0, %arg1
// CHECK-NEXT:    %17 = index.and %arg0, %arg1
// CHECK-NEXT:    %18 = index.or %arg0, %arg1
// CHECK-NEXT:    %19 = index.xor %arg0, %arg1
// CHECK-NEXT:    %20 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %idx42 = index.constant 42
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %21 = index.casts %arg2 : i32 to index
// CHECK-NEXT:    %22 = index.castu %arg0 : index to i64
// CHECK-NEXT:    %23 = index.sizeof
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @predicates(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:    %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:    %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:    %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:    %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:    %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:    %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT:    %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:    %9 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT:    %10 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @literals(%arg0: index, %arg1: i1) -> (index, index, index, i1, i1, i1, index) {
// CHECK-NEXT:    %idx16 = index.constant 16
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %0 = index.castu %arg0 : index to i1
// CHECK-NEXT:    %1 = index.casts %arg1 : i1 to index
// CHECK-NEXT:    return %idx16, %idx7, %idx-9223372036854775808, %true, %false, %0, %1 : index, index, index, i1, i1, i1, index
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, i32, i64) -> index, sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg4: index, %arg5: index, %arg6: i32, %arg7: i64):
// GENERIC-NEXT:    %18 = "index.add"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %19 = "index.sub"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %20 = "index.mul"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %21 = "index.divs"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %22 = "index.divu"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %23 = "index.ceildivs"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %24 = "index.ceildivu"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %25 = "index.floordivs"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %26 = "index.rems"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %27 = "index.remu"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %28 = "index.maxs"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %29 = "index.maxu"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %30 = "index.mins"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %31 = "index.minu"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %32 = "index.shl"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %33 = "index.shrs"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %34 = "index.shru"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %35 = "index.and"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %36 = "index.or"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %37 = "index.xor"(%arg4, %arg5) : (index, index) -> index
// GENERIC-NEXT:    %38 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT:    %39 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT:    %40 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %41 = "index.casts"(%arg6) : (i32) -> index
// GENERIC-NEXT:    %42 = "index.castu"(%arg4) : (index) -> i64
// GENERIC-NEXT:    %43 = "index.sizeof"() : () -> index
// GENERIC-NEXT:    %44 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:    %45 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:    "func.return"(%18) : (index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "predicates"}> ({
// GENERIC-NEXT:  ^bb0(%arg2: index, %arg3: index):
// GENERIC-NEXT:    %7 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT:    %8 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT:    %9 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT:    %10 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
// GENERIC-NEXT:    %11 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
// GENERIC-NEXT:    %12 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT:    %13 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT:    %14 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT:    %15 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:    %16 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
// GENERIC-NEXT:    %17 = "index.cmp"(%arg2, %arg3) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:    "func.return"(%7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, i1) -> (index, index, index, i1, i1, i1, index), sym_name = "literals"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: i1):
// GENERIC-NEXT:    %0 = "index.constant"() <{value = 16 : index}> : () -> index
// GENERIC-NEXT:    %1 = "index.constant"() <{value = 7 : index}> : () -> index
// GENERIC-NEXT:    %2 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:    %3 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %4 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:    %5 = "index.castu"(%arg0) : (index) -> i1
// GENERIC-NEXT:    %6 = "index.casts"(%arg1) : (i1) -> index
// GENERIC-NEXT:    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (index, index, index, i1, i1, i1, index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
func.func @f(%a: index, %b: index, %i: i32, %j: i64) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp slt(%a, %b)
  %21 = index.constant 42
  %22 = index.bool.constant true
  %23 = index.casts %i : i32 to index
  %24 = index.castu %a : index to i64
  %25 = index.sizeof
  %26 = index.constant -1
  %27 = index.bool.constant false
  return %0 : index
}

func.func @predicates(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
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
  %10 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @literals(%a: index, %v: i1) -> (index, index, index, i1, i1, i1, index) {
  %0 = index.constant 0x10
  %1 = index.constant 007
  %2 = index.constant -9223372036854775808
  %3 = index.bool.constant 1
  %4 = index.bool.constant 0
  %5 = index.castu %a : index to i1
  %6 = index.casts %v : i1 to index
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, i1, i1, i1, index
}
