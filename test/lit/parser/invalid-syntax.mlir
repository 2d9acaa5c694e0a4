// RUN: gpuopt %s --split-input-file --verify-diagnostics
// mlir-opt-19's words for a list or dictionary that does not go on or end where it should,
// and for a body the file ends in, placed where it places them: at the end of the text
// before the bad token (test/unit/test_invalid_differential.py compares them).

// A float needs a dot: `1e-7` is `1` then `e`.
// expected-error@+1 {{expected '}' in attribute dictionary}}
func.func private @f() attributes {v = 1e-7 : f32}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'e' is unknown (tried 'func.e' as well)}}
  %0 = arith.constant 1e-7 : f32
  return
}

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
func.func private @f() attributes {v = [1, 2] x}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected '}' in attribute dictionary}}
  %0 = arith.addi %a, %a {v = 1 : i32 x} : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected '>'}}
  %0 = arith.constant dense<1e-7> : tensor<f32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ']'}}
  %0 = arith.constant dense<[[1], [2 x]]> : tensor<2x1xi32>
  return
}

// -----

// expected-error@+1 {{expected ',' or ']'}}
func.func private @f() attributes {v = [[1], [2 x]]}

// -----

// expected-error@+1 {{expected '>' to close an array attribute}}
func.func private @f() attributes {v = array<i32: 1 x>}

// -----

// A function body the file ends in: the next op's name is missing, at the end of the text.
func.func @f(%c: i1) {
  scf.if %c {
    %0 = arith.constant 1 : i32
    // expected-error@+1 {{expected operation name in quotes}}
    scf.yield
