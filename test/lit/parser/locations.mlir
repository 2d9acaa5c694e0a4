// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG --strict-whitespace --match-full-lines

// Every location form parses; without --mlir-print-debuginfo they are not
// printed.  With it, locations print as #locN aliases defined after the
// module (block-argument locations stay inline).  Aliases defined in the
// input are renumbered.

// CHECK:module {
#named_loc = loc("aliased.mlir":9:9)
// CHECK-LABEL:  func.func @locs(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    %2 = arith.subi %1, %0 : i32
// CHECK-NEXT:    %3 = arith.divsi %2, %1 : i32
// CHECK-NEXT:    %4 = arith.xori %3, %1 : i32
// CHECK-NEXT:    %5 = arith.ori %4, %1 : i32
// CHECK-NEXT:    %6 = arith.andi %5, %1 : i32
// CHECK-NEXT:    %7 = arith.addi %6, %6 : i32
// CHECK-NEXT:    %8 = arith.addi %7, %7 : i32
// CHECK-NEXT:    return %8 : i32
// CHECK-NEXT:  }
func.func @locs(%a: i32 loc("arg.c":1:2), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("file.mlir":10:3)
  %1 = arith.muli %0, %0 : i32 loc("name")
  %2 = arith.subi %1, %0 : i32 loc("name2"("inner.c":3:4))
  %3 = arith.divsi %2, %1 : i32 loc(fused["a.c":1:1, "b.c":2:2])
  %4 = arith.xori %3, %1 : i32 loc(fused<"meta">["a.c":1:1])
  %5 = arith.ori %4, %1 : i32 loc(callsite("callee.c":5:6 at "caller.c":7:8))
  %6 = arith.andi %5, %1 : i32 loc(unknown)
  %7 = arith.addi %6, %6 : i32 loc(#named_loc)
  %8 = arith.addi %7, %7 : i32 loc("file.mlir":10:3)
  return %8 : i32
} loc("func.mlir":1:1)
// CHECK-NEXT:}

// DEBUG:#loc2 = loc("arg.c":1:2)
// DEBUG-NEXT:#loc3 = loc("{{.*}}locations.mlir":23:43)
// DEBUG-NEXT:module {
// DEBUG-NEXT:  func.func @locs(%arg0: i32 loc("arg.c":1:2), %arg1: i32 loc("{{.*}}locations.mlir":23:43)) -> i32 {
// DEBUG-NEXT:    %0 = arith.addi %arg0, %arg1 : i32 loc(#loc4)
// DEBUG-NEXT:    %1 = arith.muli %0, %0 : i32 loc(#loc5)
// DEBUG-NEXT:    %2 = arith.subi %1, %0 : i32 loc(#loc14)
// DEBUG-NEXT:    %3 = arith.divsi %2, %1 : i32 loc(#loc15)
// DEBUG-NEXT:    %4 = arith.xori %3, %1 : i32 loc(#loc16)
// DEBUG-NEXT:    %5 = arith.ori %4, %1 : i32 loc(#loc17)
// DEBUG-NEXT:    %6 = arith.andi %5, %1 : i32 loc(#loc11)
// DEBUG-NEXT:    %7 = arith.addi %6, %6 : i32 loc(#loc12)
// DEBUG-NEXT:    %8 = arith.addi %7, %7 : i32 loc(#loc4)
// DEBUG-NEXT:    return %8 : i32 loc(#loc13)
// DEBUG-NEXT:  } loc(#loc1)
// DEBUG-NEXT:} loc(#loc)
// DEBUG-NEXT:#loc = loc("{{.*}}locations.mlir":0:0)
// DEBUG-NEXT:#loc1 = loc("func.mlir":1:1)
// DEBUG-NEXT:#loc4 = loc("file.mlir":10:3)
// DEBUG-NEXT:#loc5 = loc("name")
// DEBUG-NEXT:#loc6 = loc("inner.c":3:4)
// DEBUG-NEXT:#loc7 = loc("a.c":1:1)
// DEBUG-NEXT:#loc8 = loc("b.c":2:2)
// DEBUG-NEXT:#loc9 = loc("callee.c":5:6)
// DEBUG-NEXT:#loc10 = loc("caller.c":7:8)
// DEBUG-NEXT:#loc11 = loc(unknown)
// DEBUG-NEXT:#loc12 = loc("aliased.mlir":9:9)
// DEBUG-NEXT:#loc13 = loc("{{.*}}locations.mlir":33:3)
// DEBUG-NEXT:#loc14 = loc("name2"(#loc6))
// DEBUG-NEXT:#loc15 = loc(fused[#loc7, #loc8])
// DEBUG-NEXT:#loc16 = loc(fused<"meta">[#loc7])
// DEBUG-NEXT:#loc17 = loc(callsite(#loc9 at #loc10))
