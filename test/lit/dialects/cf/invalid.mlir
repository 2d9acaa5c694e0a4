// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @br_count(%x: i32) {
  cf.br ^bb1(%x : i32) // expected-error {{branch has 1 operands for successor #0, but target block has 0}}
^bb1:
  return
}

// -----

func.func @br_type(%x: i32) {
  cf.br ^bb1(%x : i32) // expected-error {{type mismatch for bb argument #0 of successor #0}}
^bb1(%y: f32):
  return
}

// -----

func.func @cond_br_cond(%c: i32) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () // expected-error {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
^bb1:
  return
}

// -----

func.func @assert_cond(%c: i32) {
  "cf.assert"(%c) <{msg = "x"}> : (i32) -> () // expected-error {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  return
}

// -----

func.func @br_middle() {
  cf.br ^bb1 // expected-error {{operation with block successors must terminate its parent block}}
  %c = arith.constant 1 : i32
^bb1:
  return
}

// -----

func.func @cond_br_args(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2 // expected-error {{branch has 1 operands for successor #0, but target block has 0}}
^bb1:
  return
^bb2:
  return
}

// -----

func.func @no_terminator_block(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32 // expected-error {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
^bb2:
  return
}
