// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @yield_types() {
  %token, %value = async.execute -> !async.value<f32> { // expected-error {{'async.execute' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 '!async.value<f32>'}}
    %c = arith.constant 1 : i32
    async.yield %c : i32
  }
  return
}

// -----

func.func @yield_count() {
  %token, %value = async.execute -> !async.value<f32> { // expected-error {{'async.execute' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
    async.yield
  }
  return
}

// -----

func.func @yield_outside() {
  "async.yield"() : () -> () // expected-error {{'async.yield' op expects parent op 'async.execute'}}
  return
}

// -----

func.func @await_type(%x: f32) {
  "async.await"(%x) : (f32) -> () // expected-error {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  return
}

// -----

func.func @await_result(%v: !async.value<f32>) {
  %0 = "async.await"(%v) : (!async.value<f32>) -> i32 // expected-error {{'async.await' op result type 'i32' does not match async value type 'f32'}}
  return
}

// -----

func.func @execute_results() {
  %t = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({ // expected-error {{'async.execute' op result #0 must be async token type, but got 'f32'}}
    "async.yield"() : () -> ()
  }) : () -> f32
  return
}

// -----

func.func @execute_dep_type(%x: f32) {
  %t = "async.execute"(%x) <{operandSegmentSizes = array<i32: 1, 0>}> ({ // expected-error {{'async.execute' op operand #0 must be variadic of async token type, but got 'f32'}}
    "async.yield"() : () -> ()
  }) : (f32) -> !async.token
  return
}

// -----

func.func @await_token_result(%t: !async.token) {
  %0 = "async.await"(%t) : (!async.token) -> f32 // expected-error {{'async.await' op awaiting on a token must have empty result}}
  return
}
