// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @assert_no_msg(%b: i1) {
// expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%b) : (i1) -> ()
  return
}

// -----

func.func @assert_msg_type(%b: i1) {
// expected-error @+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%b) {msg = 3 : i32} : (i1) -> ()
  return
}

// -----

func.func @assert_count(%b: i1) {
// expected-error @+1 {{'cf.assert' op requires a single operand}}
  "cf.assert"(%b, %b) {msg = "m"} : (i1, i1) -> ()
  return
}

// -----

func.func @assert_result(%b: i1) {
// expected-error @+1 {{'cf.assert' op requires zero results}}
  %0 = "cf.assert"(%b) {msg = "m"} : (i1) -> i1
  return
}

// -----

func.func @br_no_successor() {
// expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @br_two_successors() {
// expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @br_result() {
// expected-error @+1 {{'cf.br' op requires zero results}}
  %0 = "cf.br"()[^bb1] : () -> i32
^bb1:
  return
}

// -----

func.func @br_not_last() {
// expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %c = arith.constant 0 : i32
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%b: i1) {
// expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%b)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segments(%b: i1) {
// expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_no_condition() {
// expected-error @+1 {{'cf.cond_br' op expected 1 or more operands, but found 0}}
  "cf.cond_br"()[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

func.func @cond_br_false_type(%b: i1, %x: i32) {
// expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %b, ^bb1, ^bb2(%x : i32)
^bb1:
  return
^bb2(%y: f32):
  return
}

// -----

func.func @cond_br_true_count(%b: i1, %x: i32) {
// expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %b, ^bb1, ^bb2
^bb1(%y: i32):
  return
^bb2:
  return
}

// -----

func.func @switch_no_successor(%f: i32) {
// expected-error @+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%f) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

func.func @switch_flag_index(%f: index) {
// expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func @switch_default_operands(%f: i32, %x: i32) {
// expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1:
  return
}

// -----

func.func @switch_case_type(%f: i32, %x: i32) {
// expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2(%x : i32)
  ]
^bb1:
  return
^bb2(%y: f32):
  return
}

// -----

func.func @switch_case_values_no_cases(%f: i32) {
// expected-error @+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%f)[^bb1] <{case_values = dense<1> : tensor<1xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_no_segments(%b: i1) {
// expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%b)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}
