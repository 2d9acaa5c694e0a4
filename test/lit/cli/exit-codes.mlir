// RUN: gpuopt %s
// RUN: not gpuopt %S/Inputs/parse-error.mlir 2>&1 | FileCheck %s --check-prefix=PARSE --strict-whitespace --match-full-lines
// RUN: not gpuopt %S/Inputs/verify-error.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY --strict-whitespace --match-full-lines
// RUN: not gpuopt %S/Inputs/unregistered.mlir 2>&1 | FileCheck %s --check-prefix=UNREG --strict-whitespace --match-full-lines
// RUN: not gpuopt %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING --strict-whitespace --match-full-lines
// RUN: not gpuopt --no-such-flag %s

// Exit status 0 on success, non-zero on parse, verify and command-line
// errors; diagnostics are `file:line:col: error: message`, the source line
// and a caret under the column, on stderr.

func.func @ok() {
  return
}

// PARSE:{{.*}}parse-error.mlir:2:22: error: expected SSA operand
// PARSE-NEXT:  %0 = arith.addi %x, : i32
// PARSE-NEXT:                     ^

// VERIFY:{{.*}}verify-error.mlir:2:3: error: type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f
// VERIFY-NEXT:  return %x : i32
// VERIFY-NEXT:  ^
// VERIFY-NEXT:{{.*}}verify-error.mlir:2:3: note: see current operation: "func.return"(%arg0) : (i32) -> ()

// UNREG:{{.*}}unregistered.mlir:2:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// UNREG-NEXT:  "foo.bar"() : () -> ()
// UNREG-NEXT:           ^

// MISSING:cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
