// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// scf.if (with results, without else, with an empty else), scf.yield and
// scf.parallel with its scf.reduce terminator (printed with a trailing space).

// CHECK:module {
// CHECK-LABEL:  func.func @conditionals(%arg0: i1, %arg1: f32, %arg2: memref<?xf32>, %arg3: index) -> f32 {
// CHECK-NEXT:    %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:      %1 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:      scf.yield %1 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %0, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @conditionals(%c: i1, %x: f32, %m: memref<?xf32>, %i: index) -> f32 {
  %r = scf.if %c -> (f32) {
    %y = arith.mulf %x, %x : f32
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  scf.if %c {
    memref.store %r, %m[%i] : memref<?xf32>
  }
  scf.if %c {
    memref.store %x, %m[%i] : memref<?xf32>
  } else {
  }
  return %r : f32
}

// CHECK-LABEL:  func.func @parallel(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg0, %arg0) step (%c1, %c1) {
// CHECK-NEXT:      memref.store %arg2, %arg1[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce{{ }}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @parallel(%n: index, %m: memref<?x?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}
// CHECK-NEXT:}

// GENERIC:    %2 = "scf.if"(%arg5) ({
// GENERIC:      "scf.yield"(%3) : (f32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg6) : (f32) -> ()
// GENERIC-NEXT:    }) : (i1) -> f32
// GENERIC-NEXT:    "scf.if"(%arg5) ({
// GENERIC:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    }) : (i1) -> ()
// GENERIC-NEXT:    "scf.if"(%arg5) ({
// GENERIC:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (i1) -> ()
// GENERIC:    "scf.parallel"(%0, %0, %arg0, %arg0, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: index, %arg4: index):
// GENERIC:      "scf.reduce"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index, index, index, index) -> ()
