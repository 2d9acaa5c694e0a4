// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// arith comparisons (the predicate prints as a keyword, and as an i64
// property in the generic form), select, and the cast ops `%x : a to b`.

// CHECK:module {
// CHECK-LABEL:  func.func @compare_select(%arg0: index, %arg1: index, %arg2: f32, %arg3: i1) -> index {
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT:    %1 = arith.cmpi ult, %arg0, %arg1 : index
// CHECK-NEXT:    %2 = arith.cmpf oge, %arg2, %arg2 : f32
// CHECK-NEXT:    %3 = arith.cmpf uno, %arg2, %arg2 fastmath<fast> : f32
// CHECK-NEXT:    %4 = arith.select %arg3, %arg0, %arg1 : index
// CHECK-NEXT:    return %4 : index
// CHECK-NEXT:  }
func.func @compare_select(%a: index, %b: index, %x: f32, %c: i1) -> index {
  %0 = arith.cmpi eq, %a, %b : index
  %1 = arith.cmpi ult, %a, %b : index
  %2 = arith.cmpf oge, %x, %x : f32
  %3 = arith.cmpf uno, %x, %x fastmath<fast> : f32
  %4 = arith.select %c, %a, %b : index
  return %4 : index
}

// CHECK-LABEL:  func.func @casts(%arg0: i32, %arg1: f32, %arg2: index) {
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %1 = arith.index_castui %arg2 : index to i64
// CHECK-NEXT:    %2 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:    %3 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:    %4 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT:    %5 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:    %6 = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT:    %7 = arith.extf %arg1 : f32 to f64
// CHECK-NEXT:    %8 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT:    %9 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @casts(%i: i32, %x: f32, %n: index) {
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_castui %n : index to i64
  %2 = arith.extsi %i : i32 to i64
  %3 = arith.extui %i : i32 to i64
  %4 = arith.trunci %i : i32 to i8
  %5 = arith.sitofp %i : i32 to f32
  %6 = arith.fptosi %x : f32 to i32
  %7 = arith.extf %x : f32 to f64
  %8 = arith.truncf %x : f32 to f16
  %9 = arith.bitcast %x : f32 to i32
  return
}
// CHECK-NEXT:}

// GENERIC:    %10 = "arith.cmpi"(%arg3, %arg4) <{predicate = 0 : i64}> : (index, index) -> i1
// GENERIC-NEXT:    %11 = "arith.cmpi"(%arg3, %arg4) <{predicate = 6 : i64}> : (index, index) -> i1
// GENERIC-NEXT:    %12 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %13 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<fast>, predicate = 14 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %14 = "arith.select"(%arg6, %arg3, %arg4) : (i1, index, index) -> index
// GENERIC:    %0 = "arith.index_cast"(%arg0) : (i32) -> index
// GENERIC:    %7 = "arith.extf"(%arg1) : (f32) -> f64
