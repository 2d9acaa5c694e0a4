// REQUIRES: mlir-opt-19
// GPUOPT_REVERIFY=<mlir-opt>: mlir-opt re-verifies gpuopt's output wherever it accepts the
// input, and an output it rejects makes gpuopt exit 1 with mlir-opt's diagnostic. lit sets it
// for the whole suite (test/lit/reverify-skip.txt lists the exceptions). Inputs/planted-output.py
// is gpuopt with a printer that replaces one string by another.

// A planted printer bug (@ok's result type printed as i64) is caught in its chunk, and the
// output is written as printed all the same.
// RUN: env GPUOPT_REVERIFY=%mlir_opt19 not %python %S/Inputs/planted-output.py "-> index" \
// RUN:   "-> i64" --split-input-file %s 2>%t.err | FileCheck %s --check-prefix=OUT-BAD
// RUN: FileCheck %s --check-prefix=BAD --input-file %t.err
// RUN: env GPUOPT_REVERIFY=%mlir_opt19 not %python %S/Inputs/planted-output.py "-> index" \
// RUN:   "-> i64" --split-input-file %s -o %t.out 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=OUT-BAD --input-file %t.out

// Without the bug all is well; without GPUOPT_REVERIFY nothing is checked.
// RUN: env GPUOPT_REVERIFY=%mlir_opt19 gpuopt --split-input-file %s | FileCheck %s --check-prefix=OUT
// RUN: env -u GPUOPT_REVERIFY %python %S/Inputs/planted-output.py "-> index" "-> i64" \
// RUN:   --split-input-file %s | FileCheck %s --check-prefix=OUT-BAD

// The output of an input mlir-opt rejects is not checked: here mlir-opt sees @ok's constant
// as an f32 (a verifier error).
// RUN: env GPUOPT_REVERIFY=%mlir_opt19 %python %S/Inputs/planted-output.py --input \
// RUN:   "0 : index" "0.0 : f32" "-> index" "-> i64" --split-input-file %s \
// RUN:   | FileCheck %s --check-prefix=OUT-BAD

// Flags that change what parses reach mlir-opt: without --allow-unregistered-dialect it would
// reject this input and check nothing.
// RUN: env GPUOPT_REVERIFY=%mlir_opt19 not %python %S/Inputs/planted-output.py "@f()" \
// RUN:   "@f() -> i1" --allow-unregistered-dialect %S/Inputs/unregistered.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FLAG

// A GPUOPT_REVERIFY that does not run is an error.
// RUN: env GPUOPT_REVERIFY=%t.none not gpuopt %s 2>&1 | FileCheck %s --check-prefix=NONE

func.func @ok() -> index {
  %c = arith.constant 0 : index
  return %c : index
}

// -----

func.func @other(%x: i32) -> i32 {
  return %x : i32
}

// OUT: func.func @ok() -> index {
// OUT: func.func @other(%arg0: i32) -> i32 {
// OUT-BAD: func.func @ok() -> i64 {
// OUT-BAD: func.func @other(%arg0: i32) -> i32 {

// BAD: gpuopt: GPUOPT_REVERIFY: {{.*}}mlir-opt accepts the input (split at {{.*}}reverify.mlir:1) but rejects gpuopt's output for it:
// BAD-NEXT: <output>:4:5: error: type of return operand 0 ('index') doesn't match function result type ('i64') in function @ok
// BAD-NEXT:     return %c0 : index
// BAD-NEXT:     ^
// BAD-NOT: error

// FLAG: gpuopt: GPUOPT_REVERIFY: {{.*}}mlir-opt accepts the input ({{.*}}unregistered.mlir) but rejects gpuopt's output for it:
// FLAG-NEXT: <output>:4:5: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1

// NONE: gpuopt: GPUOPT_REVERIFY: cannot run '{{.*}}.none': {{.*}}
