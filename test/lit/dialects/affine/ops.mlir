// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// affine.apply, as --convert-parallel-loops-to-gpu emits it; expected text from mlir-opt-19.

// CHECK:#map = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK:#map1 = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK:#map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK:#map3 = affine_map<()[s0] -> (s0 floordiv 4)>
#ids = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-LABEL:  func.func @apply(%arg0: index, %arg1: index) -> (index, index, index, index) {
func.func @apply(%a: index, %b: index) -> (index, index, index, index) {
  // CHECK-NEXT:    %0 = affine.apply #map(%arg0)[%arg1, %arg0]
  // GENERIC:    %0 = "affine.apply"(%arg0, %arg1, %arg0) <{map = #map}> : (index, index, index) -> index
  %0 = affine.apply #ids(%a)[%b, %a]
  // CHECK-NEXT:    %1 = affine.apply #map1(%0)[%arg0, %arg1]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>(%0)[%a, %b]
  // CHECK-NEXT:    %2 = affine.apply #map2(%arg0, %arg1)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  // CHECK-NEXT:    %3 = affine.apply #map3()[%arg1]
  // GENERIC:    %3 = "affine.apply"(%arg1) <{map = #map3}> : (index) -> index
  %3 = "affine.apply"(%b) <{map = affine_map<()[s0] -> (s0 floordiv 4)>}> : (index) -> index
  return %0, %1, %2, %3 : index, index, index, index
}
