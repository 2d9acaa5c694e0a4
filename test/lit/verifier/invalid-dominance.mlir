// RUN: gpuopt --split-input-file --verify-diagnostics %s

// Dominance (the verifier's second pass, after the structural checks): every operand is
// defined before its use in the block, in a block that dominates the user's, or in a region
// around the user. Graph regions (module bodies) and unreachable blocks are exempt.

func.func @same_block(%x: i32) -> i32 {
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %a = arith.addi %x, %b : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = arith.addi %x, %x : i32
  return %a : i32
}

// -----

func.func @same_region(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %a = arith.addi %x, %x : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %b = arith.addi %a, %x : i32
  return %b : i32
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %b = arith.addi %y, %x : i32
  return %b : i32
}

// -----

func.func @child_region(%x: index) -> i32 {
  scf.for %i = %x to %x step %x {
    %a = arith.index_cast %i : index to i32
    scf.yield
  }
  // A name of a nested region ends with it: undeclared here.
  // expected-error @+1 {{use of undeclared SSA value name}}
  %b = arith.addi %a, %a : i32
  return %b : i32
}

// -----

func.func @own_region(%x: i32) -> i32 {
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %r = scf.execute_region -> i32 {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %a = arith.addi %r, %x : i32
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @later_in_parent(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %a = arith.addi %later, %x : i32
    scf.yield %a : i32
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %later = arith.addi %x, %x : i32
  return %r : i32
}

// -----

// Functions are checked in order.
func.func @first(%x: i32) -> i32 {
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %a = arith.addi %x, %b : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = arith.addi %x, %x : i32
  return %a : i32
}
func.func @second(%x: i32) -> i32 {
  %a = arith.addi %x, %b : i32
  %b = arith.addi %x, %x : i32
  return %a : i32
}

// -----

func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^bb1:
  // Not reachable from the entry block: not checked.
  %a = arith.addi %b, %x : i32
  %b = arith.addi %x, %x : i32
  cf.br ^bb1
}

// -----

func.func @several_undeclared(%x: i32) -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %a = arith.addi %x, %nope : i32
  // expected-error @+1 {{use of undeclared SSA value name}}
  %b = arith.addi %a, %nada : i32
  return %b : i32
}

// -----

// A use in one function resolved by a definition in the next: an isolation error.
// expected-note @+1 {{required by region isolation constraints}}
func.func @uses(%y: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
  %r = arith.addi %y, %x : i32
  return %r : i32
}
func.func @defines(%y: i32) -> i32 {
  %x = arith.addi %y, %y : i32
  return %x : i32
}
