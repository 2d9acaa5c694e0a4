// RUN: gpuopt %s --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --strict-whitespace
// RUN: gpuopt %s --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL --strict-whitespace
// RUN: gpuopt %s --mlir-pretty-debuginfo | FileCheck %s --check-prefix=PLAIN

// With --mlir-print-debuginfo, locations print without `loc(...)`: file names
// unquoted, `callee at caller`, fused locations as `[a, b]`, unknown as
// `[unknown]`; nested locations use their #loc aliases, and the alias
// definitions print the same way, as mlir-opt-19 prints them. A call site
// that is not a name called from a file position breaks the line before `at`.

// CHECK: #loc2 = x.c:1:2
// CHECK: #loc{{[0-9]+}} = "arg"(#loc2)
// CHECK-LABEL: func.func @f(%arg0: i32 "arg"(#loc2)) -> i32 {
// LOCAL-LABEL: func.func @f(%arg0: i32 "arg"(x.c:1:2)) -> i32 {
func.func @f(%a: i32 loc("arg"("x.c":1:2))) -> i32 {
  // CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 y.c:3:4
  %0 = arith.addi %a, %a : i32 loc("y.c":3:4)
  // CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32 #loc{{[0-9]+}} at #loc{{[0-9]+}}
  // LOCAL: %1 = arith.addi %0, %arg0 : i32 "foo" at z.c:5:6
  %1 = arith.addi %0, %a : i32 loc(callsite("foo" at "z.c":5:6))
  // CHECK-NEXT: %2 = arith.addi %1, %arg0 : i32 [#loc{{[0-9]+}}, #loc{{[0-9]+}}]
  // LOCAL-NEXT: %2 = arith.addi %1, %arg0 : i32 [a.c:1:1, b.c:2:2]
  %2 = arith.addi %1, %a : i32 loc(fused["a.c":1:1, "b.c":2:2])
  // CHECK-NEXT: %3 = arith.addi %2, %arg0 : i32 <"meta">[#loc{{[0-9]+}}]
  %3 = arith.addi %2, %a : i32 loc(fused<"meta">["a.c":1:1])
  // CHECK-NEXT: %4 = arith.addi %3, %arg0 : i32 "name"
  %4 = arith.addi %3, %a : i32 loc("name")
  // CHECK-NEXT: %5 = arith.addi %4, %arg0 : i32 [unknown]
  %5 = arith.addi %4, %a : i32 loc(unknown)
  // CHECK-NEXT: %6 = arith.addi %5, %arg0 : i32 #loc{{[0-9]+}}
  // CHECK-NEXT: {{^}} at #loc{{[0-9]+}}
  // LOCAL: %6 = arith.addi %5, %arg0 : i32 "inner" at q.c:1:1
  // LOCAL-NEXT: {{^}} at r.c:2:2
  %6 = arith.addi %5, %a : i32 loc(callsite(callsite("inner" at "q.c":1:1) at "r.c":2:2))
  // CHECK-NEXT: return %6 : i32 "n"(#loc{{[0-9]+}})
  return %6 : i32 loc("n"("y.c":9:9))
  // CHECK-NEXT: } top.c:1:1
} loc("top.c":1:1)
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:0:0
// CHECK: #loc1 = top.c:1:1
// CHECK: #loc4 = "foo"
// CHECK: #loc9 = [unknown]
// CHECK: = #loc{{[0-9]+}} at #loc{{[0-9]+}}
// CHECK: = [#loc{{[0-9]+}}, #loc{{[0-9]+}}]
// CHECK: = <"meta">[#loc{{[0-9]+}}]

// Without --mlir-print-debuginfo nothing is printed.
// PLAIN-NOT: y.c
