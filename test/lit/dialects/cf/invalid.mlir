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

// -----

func.func @switch_0(%x: i32, %y: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1,
    42: ^bb2(%y : i32)
  ]
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_1(%x: i32, %y: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1(%y : i32)
  ]
^bb1:
  return
}

// -----

func.func @switch_2(%x: i32, %y: f32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb2(%y : f32)
  ]
^bb1:
  return
^bb2(%a: i32):
  return
}

// -----

func.func @switch_3(%x: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_4(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x) [^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_5(%x: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (3)}}
  "cf.switch"(%x) [^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_6(%x: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%x) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @switch_7(%x: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x) [^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
