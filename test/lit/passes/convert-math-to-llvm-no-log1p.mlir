// RUN: gpuopt %s --convert-math-to-llvm=approximate-log1p=false --split-input-file | FileCheck %s

// --convert-math-to-llvm=approximate-log1p=false; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @log1p_kept(%arg0: f32, %arg1: vector<2x3xf32>) -> (f32, vector<2x3xf32>) {
// CHECK-NEXT:      %0 = math.log1p %arg0 : f32
// CHECK-NEXT:      %1 = math.log1p %arg1 fastmath<nnan> : vector<2x3xf32>
// CHECK-NEXT:      return %0, %1 : f32, vector<2x3xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// without approximate-log1p, math.log1p stays
func.func @log1p_kept(%x: f32, %v: vector<2x3xf32>) -> (f32, vector<2x3xf32>) {
  %0 = math.log1p %x : f32
  %1 = math.log1p %v fastmath<nnan> : vector<2x3xf32>
  return %0, %1 : f32, vector<2x3xf32>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @others(%arg0: f32) -> f32 {
// CHECK-NEXT:      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %1 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT:      %2 = llvm.fsub %1, %0  : f32
// CHECK-NEXT:      %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %4 = llvm.intr.sqrt(%2)  : (f32) -> f32
// CHECK-NEXT:      %5 = llvm.fdiv %3, %4  : f32
// CHECK-NEXT:      %6 = math.log1p %5 : f32
// CHECK-NEXT:      return %6 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// the other expansions still happen
func.func @others(%x: f32) -> f32 {
  %0 = math.expm1 %x : f32
  %1 = math.rsqrt %0 : f32
  %2 = math.log1p %1 : f32
  return %2 : f32
}
