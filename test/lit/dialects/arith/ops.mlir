// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// arith integer and float binary ops; overflow<...> and
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
// CHECK-NEXT:}

// GENERIC:    %9 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %10 = "arith.subi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %11 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC:    %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %1 = "arith.subf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC:    %7 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
