// RUN: gpuopt %s --split-input-file | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Every affine op in its custom and generic form: affine.apply/min/max, affine.for (constant,
// SSA-symbol and min/max map bounds, step, iter_args), affine.if (#set aliases, else, results),
// affine.parallel (bounds, steps, reductions), affine.load/store subscripts, affine.yield.
// Expected text from mlir-opt-19.

// CHECK:#map = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-NEXT:#map1 = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT:#map3 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @apply(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:    %0 = affine.apply #map(%arg0)[%arg1, %arg0]
// CHECK-NEXT:    %1 = affine.apply #map1(%0)[%arg0, %arg1]
// CHECK-NEXT:    %2 = affine.apply #map2(%arg0, %arg1)
// CHECK-NEXT:    %3 = affine.apply #map3()[%arg1]
// CHECK-NEXT:    return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:#map = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// GENERIC-NEXT:#map1 = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT:#map3 = affine_map<()[s0] -> (s0 floordiv 4)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index) -> (index, index, index, index), sym_name = "apply"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT:    %0 = "affine.apply"(%arg0, %arg1, %arg0) <{map = #map}> : (index, index, index) -> index
// GENERIC-NEXT:    %1 = "affine.apply"(%0, %arg0, %arg1) <{map = #map1}> : (index, index, index) -> index
// GENERIC-NEXT:    %2 = "affine.apply"(%arg0, %arg1) <{map = #map2}> : (index, index) -> index
// GENERIC-NEXT:    %3 = "affine.apply"(%arg1) <{map = #map3}> : (index) -> index
// GENERIC-NEXT:    "func.return"(%0, %1, %2, %3) : (index, index, index, index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
#ids = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
func.func @apply(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply #ids(%a)[%b, %a]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>(%0)[%a, %b]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  %3 = "affine.apply"(%b) <{map = affine_map<()[s0] -> (s0 floordiv 4)>}> : (index) -> index
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK:#map = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0, 100)>
// CHECK-NEXT:#map2 = affine_map<(d0)[s0] -> (d0, s0 + 1)>
// CHECK-NEXT:#map3 = affine_map<(d0) -> (d0, 4)>
// CHECK-NEXT:#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>
// CHECK-NEXT:#set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg3 = 0 to 10 step 2 {
// CHECK-NEXT:      affine.for %arg4 = %arg2 to %arg1 {
// CHECK-NEXT:        %5 = affine.load %arg0[%arg3 + 3, symbol(%arg1)] : memref<100x100xf32>
// CHECK-NEXT:        affine.store %5, %arg0[%arg4, %arg3 floordiv 2] : memref<100x100xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = max #map(%arg2)[%arg1] to min #map1(%arg1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.for %arg3 = 0 to %arg1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:      %5 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:      affine.yield %5 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #set(%arg2)[%arg1] {
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = affine.if #set1(%arg1) -> f32 {
// CHECK-NEXT:      affine.yield %cst : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.yield %0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = affine.min #map2(%arg2)[%arg1]
// CHECK-NEXT:    %3 = affine.max #map3(%arg2)
// CHECK-NEXT:    %4 = affine.parallel (%arg3, %arg4) = (0, %arg2) to (10, min(%arg1, 20)) step (2, 1) reduce ("addf") -> (f32) {
// CHECK-NEXT:      %5 = affine.load %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT:      affine.yield %5 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%arg3) = (0) to (symbol(%arg1) + 1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:#map = affine_map<(d0)[s0] -> (d0 + 3, s0)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0, d1 floordiv 2)>
// GENERIC-NEXT:#map2 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT:#map3 = affine_map<() -> (0)>
// GENERIC-NEXT:#map4 = affine_map<() -> (10)>
// GENERIC-NEXT:#map5 = affine_map<(d0)[s0] -> (d0, s0)>
// GENERIC-NEXT:#map6 = affine_map<(d0) -> (d0, 100)>
// GENERIC-NEXT:#map7 = affine_map<(d0)[s0] -> (d0, s0 + 1)>
// GENERIC-NEXT:#map8 = affine_map<(d0) -> (d0, 4)>
// GENERIC-NEXT:#map9 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map10 = affine_map<(d0) -> (0, d0)>
// GENERIC-NEXT:#map11 = affine_map<(d0) -> (10, d0, 20)>
// GENERIC-NEXT:#map12 = affine_map<()[s0] -> (s0 + 1)>
// GENERIC-NEXT:#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>
// GENERIC-NEXT:#set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> f32, sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT:    ^bb0(%arg9: index):
// GENERIC-NEXT:      "affine.for"(%arg2, %arg1) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT:      ^bb0(%arg10: index):
// GENERIC-NEXT:        %8 = "affine.load"(%arg0, %arg9, %arg1) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
// GENERIC-NEXT:        "affine.store"(%8, %arg0, %arg10, %arg9) <{map = #map1}> : (f32, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT:        "affine.yield"() : () -> ()
// GENERIC-NEXT:      }) : (index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "affine.for"(%arg2, %arg1, %arg1) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC-NEXT:    ^bb0(%arg8: index):
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    %1 = "affine.for"(%arg1, %0) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT:    ^bb0(%arg6: index, %arg7: f32):
// GENERIC-NEXT:      %7 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "affine.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, f32) -> f32
// GENERIC-NEXT:    "affine.if"(%arg2, %arg1) ({
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    }) {condition = #set} : (index, index) -> ()
// GENERIC-NEXT:    %2 = "affine.if"(%arg1) ({
// GENERIC-NEXT:      "affine.yield"(%0) : (f32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "affine.yield"(%1) : (f32) -> ()
// GENERIC-NEXT:    }) {condition = #set1} : (index) -> f32
// GENERIC-NEXT:    %3 = "affine.min"(%arg2, %arg1) <{map = #map7}> : (index, index) -> index
// GENERIC-NEXT:    %4 = "affine.max"(%arg2) <{map = #map8}> : (index) -> index
// GENERIC-NEXT:    %5 = "affine.parallel"(%arg2, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map10, reductions = [0], steps = [2, 1], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = #map11}> ({
// GENERIC-NEXT:    ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT:      %6 = "affine.load"(%arg0, %arg4, %arg5) <{map = #map9}> : (memref<100x100xf32>, index, index) -> f32
// GENERIC-NEXT:      "affine.yield"(%6) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, index) -> f32
// GENERIC-NEXT:    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map3, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map12}> ({
// GENERIC-NEXT:    ^bb0(%arg3: index):
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    "func.return"(%2) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
#set0 = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>
func.func @f(%A: memref<100x100xf32>, %n: index, %lb: index) -> f32 {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = %lb to %n {
      %v = affine.load %A[%i + 3, symbol(%n)] : memref<100x100xf32>
      affine.store %v, %A[%j, %i floordiv 2] : memref<100x100xf32>
    }
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%lb)[%n] to min affine_map<(d0) -> (d0, 100)>(%n) {
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %c) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  affine.if #set0(%lb)[%n] {
  }
  %q = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) -> f32 {
    affine.yield %c : f32
  } else {
    affine.yield %r : f32
  }
  %m = affine.min affine_map<(d0)[s0] -> (d0, s0 + 1)>(%lb)[%n]
  %x = affine.max affine_map<(d0) -> (d0, 4)>(%lb)
  %p = affine.parallel (%i, %j) = (0, %lb) to (10, min(%n, 20)) step (2, 1) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %v : f32
  }
  affine.parallel (%k) = (0) to (symbol(%n) + 1) {
  }
  return %q : f32
}

// -----

// CHECK:#map = affine_map<(d0) -> (d0 + 32)>
// CHECK-NEXT:#map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-NEXT:#map2 = affine_map<()[s0, s1] -> (s0 * 4 + s1 ceildiv 8)>
// CHECK-NEXT:#set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 - s0 == 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @loops(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:    affine.for %arg3 = 0 to %arg1 step 32 {
// CHECK-NEXT:      affine.for %arg4 = #map(%arg3) to min #map1(%arg3)[%arg1] {
// CHECK-NEXT:        %1 = affine.load %arg0[%arg3, %arg4 - 1] {tag = 1 : i32} : memref<?x?xf32>
// CHECK-NEXT:        affine.store %1, %arg0[%arg4 floordiv 2, symbol(%arg2) mod 4] : memref<?x?xf32>
// CHECK-NEXT:      } {unroll}
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = -4 to 4 {
// CHECK-NEXT:      affine.if #set(%arg3)[%arg2] {
// CHECK-NEXT:        %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:        affine.store %cst, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:      } {hint = "x"}
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT:    affine.parallel (%arg3, %arg4) = (max(0, symbol(%arg1) - 1), 0) to (%arg1, symbol(%arg2) * 2) {
// CHECK-NEXT:      %1 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:    } {par}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1 - 1)>
// GENERIC-NEXT:#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 mod 4)>
// GENERIC-NEXT:#map2 = affine_map<(d0) -> (d0 + 32)>
// GENERIC-NEXT:#map3 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// GENERIC-NEXT:#map4 = affine_map<() -> (0)>
// GENERIC-NEXT:#map5 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT:#map6 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT:#map7 = affine_map<() -> (-4)>
// GENERIC-NEXT:#map8 = affine_map<() -> (4)>
// GENERIC-NEXT:#map9 = affine_map<()[s0, s1] -> (s0 * 4 + s1 ceildiv 8)>
// GENERIC-NEXT:#map10 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map11 = affine_map<()[s0] -> (0, s0 - 1, 0)>
// GENERIC-NEXT:#map12 = affine_map<(d0)[s0] -> (d0, s0 * 2)>
// GENERIC-NEXT:#set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 - s0 == 0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "loops"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index):
// GENERIC-NEXT:    "affine.for"(%arg1) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 1, 0>, step = 32 : index, upperBoundMap = #map5}> ({
// GENERIC-NEXT:    ^bb0(%arg6: index):
// GENERIC-NEXT:      "affine.for"(%arg6, %arg6, %arg1) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT:      ^bb0(%arg7: index):
// GENERIC-NEXT:        %3 = "affine.load"(%arg0, %arg6, %arg7) <{map = #map}> {tag = 1 : i32} : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:        "affine.store"(%3, %arg0, %arg7, %arg2) <{map = #map1}> : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:        "affine.yield"() : () -> ()
// GENERIC-NEXT:      }) {unroll} : (index, index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT:    ^bb0(%arg5: index):
// GENERIC-NEXT:      "affine.if"(%arg5, %arg2) ({
// GENERIC-NEXT:        %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:        "affine.store"(%2, %arg0, %arg5) <{map = #map6}> : (f32, memref<?x?xf32>, index) -> ()
// GENERIC-NEXT:        "affine.yield"() : () -> ()
// GENERIC-NEXT:      }, {
// GENERIC-NEXT:        "affine.yield"() : () -> ()
// GENERIC-NEXT:      }) {condition = #set, hint = "x"} : (index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    %0 = "affine.apply"(%arg1, %arg2) <{map = #map9}> : (index, index) -> index
// GENERIC-NEXT:    "affine.parallel"(%arg1, %arg1, %arg2) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map11, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map12}> ({
// GENERIC-NEXT:    ^bb0(%arg3: index, %arg4: index):
// GENERIC-NEXT:      %1 = "affine.load"(%arg0, %arg3, %arg4) <{map = #map10}> : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) {par} : (index, index, index) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
#tile = affine_map<(d0) -> (d0 + 32)>
func.func @loops(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n step 32 {
    affine.for %j = #tile(%i) to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%i)[%n] {
      %v = affine.load %A[%i, %j - 1] {tag = 1 : i32} : memref<?x?xf32>
      "affine.store"(%v, %A, %j, %m) <{map = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 mod 4)>}> : (f32, memref<?x?xf32>, index, index) -> ()
    } {unroll}
  }
  affine.for %i = -4 to 4 {
    affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d0 * 2 == s0)>(%i)[%m] {
      %c = arith.constant 1.0 : f32
      affine.store %c, %A[%i, %i] : memref<?x?xf32>
    } else {
    } {hint = "x"}
  }
  %z = affine.apply affine_map<()[s0, s1] -> (s0 * 4 + s1 ceildiv 8)>()[%n, %m]
  affine.parallel (%x, %y) = (max(0, symbol(%n) - 1), 0) to (%n, symbol(%m) * 2) {
    %v = affine.load %A[%x, %y] : memref<?x?xf32>
  } {par}
  return
}
