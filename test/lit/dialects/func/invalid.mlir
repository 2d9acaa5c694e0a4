// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @ret_count() -> i32 {
  return // expected-error {{'func.return' op has 0 operands, but enclosing function (@ret_count) returns 1}}
}

// -----

func.func @ret_type(%x: i32) -> f32 {
  return %x : i32 // expected-error {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @ret_type}}
}

// -----

func.func @call_undefined() {
  call @nope() : () -> () // expected-error {{'func.call' op 'nope' does not reference a valid function}}
  return
}

// -----

func.func private @callee(i32)
func.func @call_operands() {
  call @callee() : () -> () // expected-error {{'func.call' op incorrect number of operands for callee}}
  return
}

// -----

func.func private @callee(i32)
func.func @call_operand_type(%x: f32) {
  call @callee(%x) : (f32) -> () // expected-error {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  return
}

// -----

func.func private @callee() -> i32
func.func @call_results() {
  call @callee() : () -> () // expected-error {{'func.call' op incorrect number of results for callee}}
  return
}

// -----

func.func private @callee() -> i32
func.func @call_result_type() {
  %0 = call @callee() : () -> f32 // expected-error {{'func.call' op result type mismatch at index 0}}
// expected-note@-1 {{      op result types: 'f32'}}
// expected-note@-2 {{function result types: 'i32'}}
  return
}

// -----

func.func @dup() { // expected-note {{see existing symbol definition here}}
  return
}
func.func @dup() { // expected-error {{redefinition of symbol named 'dup'}}
  return
}

// -----

func.func @return_outside() {
  "scf.execute_region"() ({
    "func.return"() : () -> () // expected-error {{'func.return' op expects parent op 'func.func'}}
  }) : () -> ()
  return
}

// -----

"func.func"() <{function_type = () -> (), sym_name = "no_term"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 // expected-error {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
}) : () -> ()

// -----

func.func @call_not_function() {
  call @g() : () -> () // expected-error {{'func.call' op 'g' does not reference a valid function}}
  return
}
memref.global "private" @g : memref<2xf32>

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "entry_args"}> ({ // expected-error {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @constant_undefined() {
  %f = constant @nope : () -> () // expected-error {{'func.constant' op reference to undefined function 'nope'}}
  return
}

// -----

func.func @callee_0(%a: i32) -> i32 {
  return %a : i32
}
func.func @indirect_0(%x: i32) {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @callee_0 : (i32) -> f32
  return
}

// -----

func.func @indirect_1(%x: i32) {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : (i32) -> i32
  return
}

// -----

func.func @callee_2(%a: i32) -> i32 {
  return %a : i32
}
func.func @indirect_2(%x: i32) {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @callee_2 : i32
  return
}

// -----

func.func @indirect_3(%x: i32, %fn: (i32) -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%fn, %x, %x) : ((i32) -> i32, i32, i32) -> i32
  return
}

// -----

func.func @indirect_4(%x: i32, %fn: (i32) -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%fn, %x) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @indirect_5(%x: f32, %fn: (i32) -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%fn, %x) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func @indirect_6(%x: i32, %fn: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %r = "func.call_indirect"(%fn, %x) : (i32, i32) -> i32
  return
}

// -----

func.func @indirect_7(%x: i32, %fn: (i32) -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r:2 = "func.call_indirect"(%fn, %x) : ((i32) -> i32, i32) -> (i32, i32)
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(i32)

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @explicit_public_declaration(i32)

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "foo"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {function_type = () -> (), sym_name = "f", sym_visibility = 1 : i64} for op func.func: Invalid attribute `sym_visibility` in property conversion: 1 : i64}}
"func.func"() <{sym_visibility = 1, function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
