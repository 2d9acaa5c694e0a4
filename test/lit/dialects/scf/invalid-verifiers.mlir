// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @for_bound_type(%f: f32) {
// expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %f, %f) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_iv_type(%lb: index) {
// expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results_count(%lb: index, %x: f32) {
// expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0:2 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----

func.func @for_no_region(%lb: index) {
// expected-error @+1 {{'scf.for' op requires one region}}
  "scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
  return
}

// -----

func.func @for_no_block_args(%lb: index) {
// expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%lb, %lb, %lb) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_two_blocks(%lb: index) {
// expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    cf.br ^bb1
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_wrong_terminator(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    %b = arith.constant true
// expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    "scf.condition"(%b) : (i1) -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_no_then(%b: i1) {
// expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%b) : (i1) -> ()
  return
}

// -----

func.func @if_then_args(%b: i1) {
// expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%b) ({
  ^bb0(%x: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_yield_count(%b: i1, %x: i32) {
// expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.if %b -> i32 {
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_else_type(%b: i1, %x: i32, %f: f32) {
// expected-error @+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.if %b -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_two_blocks(%b: i1) {
// expected-error @+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%b) ({
    cf.br ^bb1
  ^bb1:
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @while_after_terminator(%x: i32) {
// expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%b: i32):
    %t2 = arith.constant true
// expected-note @+1 {{terminator here}}
    "scf.condition"(%t2) : (i1) -> ()
  }
  return
}

// -----

func.func @while_condition_type(%x: i32) {
  %0 = scf.while (%a = %x) : (i32) -> i32 {
// expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%a, %a) : (i32, i32) -> ()
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_args(%x: i32, %f: f32) {
// expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_one_region(%x: i32) {
// expected-error @+1 {{'scf.while' op expected 2 regions}}
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    %t = arith.constant true
    scf.condition(%t) %a : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @condition_not_last(%x: i32) {
// expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
// expected-note @+1 {{terminator here}}
    %u = arith.constant true
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @execute_region_empty() {
// expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_regions() {
// expected-error @+1 {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() : () -> ()
  return
}

// -----

func.func @index_switch_operand(%x: i32) {
// expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%x) <{cases = array<i64>}> ({
    scf.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @index_switch_default_yield(%x: index, %f: f32) {
// expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %x -> i32
  case 0 {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  default {
// expected-note @+1 {{default region returns 'f32' here}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @index_switch_default_count(%x: index) {
// expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %0 = scf.index_switch %x -> i32
  default {
// expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @index_switch_terminator(%x: index) {
// expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got scf.condition}}
  "scf.index_switch"(%x) <{cases = array<i64>}> ({
    %t2 = arith.constant true
    "scf.condition"(%t2) : (i1) -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @parallel_no_bounds() {
// expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_iv_count(%a: index) {
// expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_type(%a: index) {
// expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_results_vs_inits(%a: index, %f: f32) {
// expected-error @+1 {{'scf.parallel' op expects number of results: 2 to be the same as number of reductions: 1}}
  %0:2 = "scf.parallel"(%a, %a, %a, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce(%f : f32) {
    ^bb1(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----

func.func @parallel_reductions_count(%a: index, %f: f32) {
// expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduction_type(%a: index, %f: f32, %x: i32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
// expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%x : i32) {
    ^bb1(%p: i32, %q: i32):
      scf.reduce.return %p : i32
    }
  }
  return
}

// -----

func.func @reduce_region_args(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
// expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb1(%p: f32):
      scf.reduce.return %p : f32
    }
  }
  return
}

// -----

func.func @reduce_region_arg_type(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
// expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb1(%p: f32, %q: i32):
      scf.reduce.return %p : f32
    }
  }
  return
}

// -----

func.func @reduce_terminator(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb1(%p: f32, %q: f32):
// expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
      "scf.yield"(%p) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @reduce_return_type(%a: index, %f: f32, %x: i32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb1(%p: f32, %q: f32):
// expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %x : i32
    }
  }
  return
}

// -----

func.func @reduce_parent(%f: f32) {
// expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%f : f32) {
  ^bb1(%p: f32, %q: f32):
    scf.reduce.return %p : f32
  }
}

// -----

func.func @reduce_return_parent(%f: f32) {
// expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %f : f32
}

// -----

func.func @forall_bounds(%a: index) {
// expected-error @+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%a, %a) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1, 1>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index, index) -> ()
  return
}

// -----

func.func @forall_output_arg_type(%t: tensor<4xf32>) {
// expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_terminator() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
// expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_op() {
  scf.forall (%i) in (4) {
// expected-error @+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @yield_not_last(%b: i1) {
  scf.if %b {
// expected-error @+1 {{'scf.yield' op must be the last operation in the parent block}}
    "scf.yield"() : () -> ()
    %c = arith.constant 0 : index
  }
  return
}
