// --mlir-timing with threads on (the default): once a nested pipeline runs on several ops,
// mlir-opt-19 adds a User Time column; --mlir-disable-threading (or one function) has none.
// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=SERIAL

// CHECK: {{^  Total Execution Time: [0-9]+\.[0-9]{4} seconds$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^  ----User Time----  ----Wall Time----  ----Name----$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)      \(A\) DominanceInfo$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  SymbolDCE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \(100\.0%\) +[0-9]+\.[0-9]{4} \(100\.0%\)  Total$}}

// SERIAL: {{^  ----Wall Time----  ----Name----$}}
// SERIAL-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}

func.func @f() {
  return
}

func.func @g() {
  return
}
