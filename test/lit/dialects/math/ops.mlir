// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Common math ops; float ops carry a fastmath property (elided when none).

// CHECK:module {
// CHECK-LABEL:  func.func @unary(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>) {
// CHECK-NEXT:    %0 = math.sqrt %arg0 : f32
// CHECK-NEXT:    %1 = math.rsqrt %arg0 : f32
// CHECK-NEXT:    %2 = math.exp %arg1 : f64
// CHECK-NEXT:    %3 = math.exp2 %arg0 : f32
// CHECK-NEXT:    %4 = math.log %arg0 : f32
// CHECK-NEXT:    %5 = math.log2 %arg0 : f32
// CHECK-NEXT:    %6 = math.sin %arg2 : vector<4xf32>
// CHECK-NEXT:    %7 = math.cos %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %8 = math.tanh %arg0 : f32
// CHECK-NEXT:    %9 = math.absf %arg1 : f64
// CHECK-NEXT:    %10 = math.floor %arg0 : f32
// CHECK-NEXT:    %11 = math.ceil %arg0 : f32
// CHECK-NEXT:    %12 = math.erf %arg0 : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @unary(%x: f32, %d: f64, %v: vector<4xf32>) {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %x : f32
  %2 = math.exp %d : f64
  %3 = math.exp2 %x : f32
  %4 = math.log %x : f32
  %5 = math.log2 %x : f32
  %6 = math.sin %v : vector<4xf32>
  %7 = math.cos %x fastmath<fast> : f32
  %8 = math.tanh %x : f32
  %9 = math.absf %d : f64
  %10 = math.floor %x : f32
  %11 = math.ceil %x : f32
  %12 = math.erf %x : f32
  return
}

// CHECK-LABEL:  func.func @binary(%arg0: f32, %arg1: i32) {
// CHECK-NEXT:    %0 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT:    %2 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:    %3 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:    %4 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT:    %5 = math.absi %arg1 : i32
// CHECK-NEXT:    %6 = math.ctlz %arg1 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @binary(%x: f32, %i: i32) {
  %0 = math.powf %x, %x : f32
  %1 = math.atan2 %x, %x : f32
  %2 = math.fma %x, %x, %x : f32
  %3 = math.fpowi %x, %i : f32, i32
  %4 = math.ipowi %i, %i : i32
  %5 = math.absi %i : i32
  %6 = math.ctlz %i : i32
  return
}
// CHECK-NEXT:}

// GENERIC:    %7 = "math.sqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC:    %14 = "math.cos"(%arg2) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC:    %2 = "math.fma"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:    %3 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC:    %5 = "math.absi"(%arg1) : (i32) -> i32
