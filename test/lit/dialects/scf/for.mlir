// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// scf.for with and without iter_args.  Values in the loop body are numbered
// after all values of the function; `-> index` prints as `-> (index)`; an
// scf.yield without operands is implicit in the custom form.

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
// CHECK-NEXT:}

// GENERIC:    %2 = "scf.for"(%arg0, %arg1, %0, %1) ({
// GENERIC-NEXT:    ^bb0(%arg9: index, %arg10: f32):
// GENERIC:      "scf.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32) -> f32
// GENERIC:    "scf.for"(%arg0, %arg1, %0) ({
// GENERIC-NEXT:    ^bb0(%arg8: index):
// GENERIC:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    %4:2 = "scf.for"(%arg0, %arg1, %0, %1, %1) ({
// GENERIC-NEXT:    ^bb0(%arg5: index, %arg6: f32, %arg7: f32):
// GENERIC-NEXT:      "scf.yield"(%arg7, %arg6) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32, f32) -> (f32, f32)
// GENERIC-NEXT:    %5 = "scf.for"(%arg0, %arg1, %0, %arg0) ({
// GENERIC-NEXT:    ^bb0(%arg3: index, %arg4: index):
// GENERIC-NEXT:      "scf.yield"(%arg4) : (index) -> ()
// GENERIC-NEXT:    }) : (index, index, index, index) -> index
