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

// -----

func.func @forall_0(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  return
}

// -----

func.func @expected_1(%n: index) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (%n) {
  }
  return
}

// -----

func.func @forall_in_parallel_2(%n: index) {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  "scf.forall.in_parallel"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @forall_3(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index, %b: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_4(%n: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_5(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_6(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1]}
  return
}

// -----

func.func @forall_7(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.block<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @expected_8(%n: index) {
  // expected-error@+1 {{expected 2 step values, got 1}}
  scf.forall (%i, %j) = (0, 0) to (%n, 4) step (1) {
  }
  return
}

// -----

func.func @forall_9(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  scf.forall (%i, %j) = (0) to (%n, 4) step (1, 1) {
  }
  return
}

// -----

func.func @while_10(%n: index) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to parent results: source has 2 operands, but target successor needs 1}}
  %r = scf.while (%i = %n) : (index) -> index {
    %c = arith.constant true
    scf.condition(%c) %i, %i : index, index
  } do {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}

// -----

func.func @while_11(%n: index) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 2 operands, but target successor needs 1}}
  %r = scf.while (%i = %n) : (index) -> index {
    %c = arith.constant true
    scf.condition(%c) %i : index
  } do {
  ^bb0(%a: index):
    scf.yield %a, %a : index, index
  }
  return
}

// -----

func.func @while_12(%n: index) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'index' should match input type #0 'i32'}}
  %r = scf.while (%i = %n) : (index) -> index {
    %c = arith.constant true
    scf.condition(%c) %i : index
  } do {
  ^bb0(%a: i32):
    scf.yield %n : index
  }
  return
}

// -----

func.func @while_13(%n: index) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%i = %n) : (index) -> index {
    %c = arith.constant true
    // expected-note@+1 {{terminator here}}
    scf.yield %i : index
  } do {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}

// -----

func.func @condition_14(%n: index, %c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @execute_region_15(%n: index) {
  // expected-error@+1 {{'scf.execute_region' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.execute_region -> index {
    scf.yield
  }
  return
}

// -----

func.func @execute_region_16(%n: index) {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> index {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}

// -----

func.func @index_switch_17(%n: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  %r = scf.index_switch %n -> index
  case 1 {
    scf.yield %n : index
  }
  case 1 {
    scf.yield %n : index
  }
  default {
    scf.yield %n : index
  }
  return
}

// -----

func.func @index_switch_18(%n: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %n -> index
  case 1 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %n : index
  }
  return
}

// -----

func.func @index_switch_19(%n: index, %f: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %r = scf.index_switch %n -> index
  case 1 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %f : f32
  }
  default {
    scf.yield %n : index
  }
  return
}

// -----

func.func @index_switch_20(%n: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  %r = "scf.index_switch"(%n) <{cases = array<i64: 1, 2>}> ({
    scf.yield %n : index
  }, {
    scf.yield %n : index
  }) : (index) -> index
  return
}

// -----

func.func @operation_21(%n: index) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %r = scf.while (%i = %n) : (index) -> (index, index) {
    %c = arith.constant true
    scf.condition(%c) %i : index
  } do {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}

// -----

func.func @while_22(%n: index) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'}}
  %r = scf.while (%i = %n) : (index) -> (f32) {
    %c = arith.constant true
    scf.condition(%c) %i : index
  } do {
  ^bb0(%a: f32):
    scf.yield %n : index
  }
  return
}

// -----

func.func @execute_region_23(%n: index, %x: f32) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'index'}}
  %r = scf.execute_region -> index {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_24(%n: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'index' should match input type #0 'f32'}}
  %r = "scf.while"(%n) ({
  ^bb0(%a: f32):
    %c = arith.constant true
    scf.condition(%c) %n : index
  }, {
  ^bb0(%a: index):
    scf.yield %a : index
  }) : (index) -> index
  return
}
