// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @if_no_else(%c: i1) {
  %0 = scf.if %c -> (i32) { // expected-error {{'scf.if' op must have an else block if defining values}}
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %ub: index, %st: index, %x: f32) {
  %0 = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) { // expected-error {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
    scf.yield
  }
  return
}

// -----

func.func @for_yield_type(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) {
  %0 = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) { // expected-error {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
    scf.yield %y : i32
  }
  return
}

// -----

func.func @yield_outside() {
  "scf.yield"() : () -> () // expected-error {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  %0 = scf.if %c -> (i32) { // expected-error {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @for_step_type(%lb: index, %ub: i32, %st: index) {
  "scf.for"(%lb, %ub, %st) ({ // expected-error {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @if_cond_type(%c: i32) {
  "scf.if"(%c) ({ // expected-error {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @parallel_yield(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) { // expected-error {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
    %c = arith.constant 1 : i32
    "scf.yield"(%c) : (i32) -> () // expected-note {{terminator here}}
  }
  return
}

// -----

func.func @for_region_args(%lb: index, %ub: index, %st: index) {
  "scf.for"(%lb, %ub, %st) ({ // expected-error {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
  ^bb0(%i: index, %j: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iter_type(%lb: index, %ub: index, %st: index, %x: f32) {
  %0 = "scf.for"(%lb, %ub, %st, %x) ({ // expected-error {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @parallel_zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) { // expected-error {{'scf.parallel' op constant step operand must be positive}}
    scf.reduce
  }
  return
}
