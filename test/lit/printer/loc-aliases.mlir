// RUN: gpuopt %s --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines

// Location aliases (#a = loc(...)) used as loc(#a), also inside fused, named and callsite
// locations, as mlir-opt-19 prints them with debuginfo.

// CHECK:module {
// CHECK-NEXT:  func.func @f() {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32 loc(#loc3)
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32 loc(#loc6)
// CHECK-NEXT:    return loc(#loc4)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:} loc(#loc)
// CHECK:#loc1 = loc("a.cc":1:2)
// CHECK-NEXT:#loc2 = loc("b")
// CHECK-NEXT:#loc3 = loc(fused[#loc1, #loc2])
// CHECK-NEXT:#loc4 = loc("name"(#loc1))
// CHECK-NEXT:#loc5 = loc(callsite(#loc2 at #loc1))
// CHECK-NEXT:#loc6 = loc(fused<"x">[#loc4, #loc5])
#a = loc("a.cc":1:2)
#b = loc("b")
#f = loc(fused[#a, #b])
#n = loc("name"(#a))
#c = loc(callsite(#b at #a))
func.func @f() {
  %0 = arith.constant 1 : i32 loc(#f)
  %1 = arith.constant 2 : i32 loc(fused<"x">[#n, #c])
  return loc(#n)
} loc(#a)
