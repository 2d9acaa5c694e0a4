// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// scf.for (with iter_args), scf.if, scf.yield, scf.parallel.  Values in a
// nested region are numbered after all values of the enclosing region, and
// an scf.yield without operands is implicit in the custom form.

// CHECK:module {
// CHECK-LABEL:  func.func @loops(%arg0: index, %arg1: index, %arg2: memref<?xf32>) -> f32 {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:      %4 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:      %5 = arith.addf %arg4, %4 : f32
// CHECK-NEXT:      scf.yield %5 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:      memref.store %1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2:2 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %cst, %arg5 = %cst) -> (f32, f32) {
// CHECK-NEXT:      scf.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:      scf.yield %arg4 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2#1 : f32
// CHECK-NEXT:  }
func.func @loops(%lb: index, %ub: index, %m: memref<?xf32>) -> f32 {
  %step = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  %twice = arith.addf %sum, %sum : f32
  scf.for %i = %lb to %ub step %step {
    memref.store %twice, %m[%i] : memref<?xf32>
  }
  %p:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %zero, %b = %zero) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  %q = scf.for %i = %lb to %ub step %step iter_args(%a = %lb) -> index {
    scf.yield %a : index
  }
  return %p#1 : f32
}

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

// GENERIC:    %6 = "scf.for"(%arg9, %arg10, %4, %5) ({
// GENERIC-NEXT:    ^bb0(%arg18: index, %arg19: f32):
// GENERIC:      "scf.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32) -> f32
// GENERIC:    "scf.for"(%arg9, %arg10, %4) ({
// GENERIC-NEXT:    ^bb0(%arg17: index):
// GENERIC:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    %8:2 = "scf.for"(%arg9, %arg10, %4, %5, %5) ({
// GENERIC-NEXT:    ^bb0(%arg14: index, %arg15: f32, %arg16: f32):
// GENERIC-NEXT:      "scf.yield"(%arg16, %arg15) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32, f32) -> (f32, f32)
// GENERIC-NEXT:    %9 = "scf.for"(%arg9, %arg10, %4, %arg9) ({
// GENERIC-NEXT:    ^bb0(%arg12: index, %arg13: index):
// GENERIC-NEXT:      "scf.yield"(%arg13) : (index) -> ()
// GENERIC-NEXT:    }) : (index, index, index, index) -> index
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
