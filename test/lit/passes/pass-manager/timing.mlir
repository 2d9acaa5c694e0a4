// --mlir-timing: mlir-opt-19's report layout, on stderr (times vary, so they are matched loosely).
// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse),symbol-dce)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s

// CHECK: ===-------------------------------------------------------------------------===
// CHECK-NEXT: {{^                         \.\.\. Execution time report \.\.\.$}}
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: {{^  Total Execution Time: [0-9]+\.[0-9]{4} seconds$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^  ----Wall Time----  ----Name----$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    Canonicalizer$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)      \(A\) DominanceInfo$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  SymbolDCE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \(100\.0%\)  Total$}}

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
