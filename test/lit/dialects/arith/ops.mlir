// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// arith binary ops, comparisons, select and casts; overflow<...> and
// fastmath<...> flags show only when not `none`.

// CHECK:module {
// CHECK-LABEL:  func.func @integer(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:    %5 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:    %6 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:    %7 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:    %8 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:    %9 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:    %10 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:    %11 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    %12 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    %13 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:    return %13 : i32
// CHECK-NEXT:  }
func.func @integer(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.andi %a, %b : i32
  %7 = arith.ori %a, %b : i32
  %8 = arith.xori %a, %b : i32
  %9 = arith.shli %a, %b : i32
  %10 = arith.shrsi %a, %b : i32
  %11 = arith.maxsi %a, %b : i32
  %12 = arith.minui %a, %b : i32
  %13 = arith.ceildivsi %a, %b : i32
  return %13 : i32
}

// CHECK-LABEL:  func.func @float(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>) {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:    %4 = arith.negf %arg0 : f32
// CHECK-NEXT:    %5 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT:    %6 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT:    %7 = arith.addf %arg2, %arg2 : vector<4xf64>
// CHECK-NEXT:    %8 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @float(%x: f32, %y: f32, %v: vector<4xf64>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y : f32
  %4 = arith.negf %x : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  %7 = arith.addf %v, %v : vector<4xf64>
  %8 = arith.remf %x, %y : f32
  return
}

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

// GENERIC:    %24 = "arith.addi"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %25 = "arith.subi"(%arg10, %arg11) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %26 = "arith.muli"(%arg10, %arg11) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC:    %15 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %16 = "arith.subf"(%arg7, %arg8) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC:    %22 = "arith.addf"(%arg9, %arg9) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// GENERIC:    %10 = "arith.cmpi"(%arg3, %arg4) <{predicate = 0 : i64}> : (index, index) -> i1
// GENERIC-NEXT:    %11 = "arith.cmpi"(%arg3, %arg4) <{predicate = 6 : i64}> : (index, index) -> i1
// GENERIC-NEXT:    %12 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %13 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<fast>, predicate = 14 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %14 = "arith.select"(%arg6, %arg3, %arg4) : (i1, index, index) -> index
// GENERIC:    %0 = "arith.index_cast"(%arg0) : (i32) -> index
