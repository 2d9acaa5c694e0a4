// RUN: gpuopt %s --convert-vector-to-scf | FileCheck %s --check-prefix=FOLD
// RUN: gpuopt %s --canonicalize | FileCheck %s --check-prefix=CANON

// A constant inserted into a dense constant: in LLVM 19 this is the canonicalization pattern
// InsertOpConstantFolder, not vector.insert's fold, so greedy rewrites that only fold (here
// --convert-vector-to-scf) keep the insert, as mlir-opt-19 does (found by
// `python -m tools.fuzz host`: gpuopt folded it). Expected text: mlir-opt-19's.

func.func @insert_constant() -> vector<4xf32> {
  %c = arith.constant dense<[1.5, -2.0, 3.0, 4.0]> : vector<4xf32>
  %x = arith.constant 9.0 : f32
  %0 = vector.insert %x, %c [3] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}

// FOLD-LABEL: func.func @insert_constant
// FOLD: %0 = vector.insert %cst_0, %cst [3] : f32 into vector<4xf32>
// FOLD-NEXT: return %0 : vector<4xf32>

// CANON-LABEL: func.func @insert_constant
// CANON-NEXT: %cst = arith.constant dense<[1.500000e+00, -2.000000e+00, 3.000000e+00, 9.000000e+00]> : vector<4xf32>
// CANON-NEXT: return %cst : vector<4xf32>
