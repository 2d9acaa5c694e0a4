// RUN: gpuopt %s --convert-vector-to-scf --split-input-file | FileCheck %s
// vector.print of a vector becomes loops of scalar prints, as mlir-opt-19 does.

// CHECK: module {
// CHECK-NEXT:   func.func @p(%arg0: vector<2x3xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %2 = arith.muli %arg1, %c3 : index
// CHECK-NEXT:         %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT:         %4 = vector.extractelement %0[%3 : index] : vector<6xf32>
// CHECK-NEXT:         vector.print %4 : f32 punctuation <no_punctuation>
// CHECK-NEXT:         %5 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT:         scf.if %5 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// vector.print of a 2-D vector: loops of scalar prints over a shape_cast. Expected text from mlir-opt-19.
func.func @p(%v: vector<2x3xf32>) {
  vector.print %v : vector<2x3xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @p1(%arg0: vector<3xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %0 = vector.extractelement %arg0[%arg1 : index] : vector<3xi32>
// CHECK-NEXT:       vector.print %0 : i32 punctuation <no_punctuation>
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg1, %c2 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// vector.print of a 1-D vector with its punctuation. Expected text from mlir-opt-19.
func.func @p1(%v: vector<3xi32>) {
  vector.print %v : vector<3xi32> punctuation <comma>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @p0(%arg0: vector<f32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %1 = vector.extractelement %0[%arg1 : index] : vector<1xf32>
// CHECK-NEXT:       vector.print %1 : f32 punctuation <no_punctuation>
// CHECK-NEXT:       %2 = arith.cmpi ult, %arg1, %c0 : index
// CHECK-NEXT:       scf.if %2 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// vector.print of a 0-D vector. Expected text from mlir-opt-19.
func.func @p0(%v: vector<f32>) {
  vector.print %v : vector<f32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @pi(%arg0: vector<2x2xi32>, %arg1: vector<3xi1>, %arg2: vector<2xi4>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x2xi32> to vector<4xi32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %4 = arith.muli %arg3, %c2 : index
// CHECK-NEXT:         %5 = arith.addi %arg4, %4 : index
// CHECK-NEXT:         %6 = vector.extractelement %0[%5 : index] : vector<4xi32>
// CHECK-NEXT:         vector.print %6 : i32 punctuation <no_punctuation>
// CHECK-NEXT:         %7 = arith.cmpi ult, %arg4, %c1 : index
// CHECK-NEXT:         scf.if %7 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %1 = arith.extui %arg1 : vector<3xi1> to vector<3xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %3 = vector.extractelement %1[%arg3 : index] : vector<3xi8>
// CHECK-NEXT:       vector.print %3 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %4 = arith.cmpi ult, %arg3, %c2 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %2 = arith.extsi %arg2 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %3 = vector.extractelement %2[%arg3 : index] : vector<2xi8>
// CHECK-NEXT:       vector.print %3 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %4 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// vector.print of integer vectors: i1 zero- and i4 sign-extended to i8. Expected text from mlir-opt-19.
func.func @pi(%v: vector<2x2xi32>, %b: vector<3xi1>, %s: vector<2xi4>) {
  vector.print %v : vector<2x2xi32>
  vector.print %b : vector<3xi1>
  vector.print %s : vector<2xi4>
  return
}
