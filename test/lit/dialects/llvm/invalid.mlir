// RUN: gpuopt %s --split-input-file --verify-diagnostics

llvm.func @ret_type(%x: i32) -> f32 { // expected-note {{when returning from function}}
  llvm.return %x : i32 // expected-error {{'llvm.return' op mismatching result types}}
}

// -----

llvm.func @ret_missing() -> i32 { // expected-note {{when returning from function}}
  llvm.return // expected-error {{'llvm.return' op expected 1 operand}}
}

// -----

llvm.func @addressof_undefined() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr // expected-error {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @call_undefined() {
  llvm.call @nope() : () -> () // expected-error {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.return
}

// -----

llvm.func @add_types(%a: i32, %b: i64) {
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32 // expected-error {{'llvm.add' op requires the same type for all operands and results}}
  llvm.return
}

// -----

llvm.func @icmp_result(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32 // expected-error {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @call_args(%x: i32) {
  llvm.call @callee() : () -> () // expected-error {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.return
}
llvm.func @callee(i32)

// -----

llvm.func @fadd_int(%a: i32) {
  %0 = llvm.fadd %a, %a : i32 // expected-error {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @load_nonptr(%a: i32) {
  %0 = "llvm.load"(%a) : (i32) -> i32 // expected-error {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @br_args(%x: i32) {
  llvm.br ^bb1(%x : i32) // expected-error {{branch has 1 operands for successor #0, but target block has 0}}
^bb1:
  llvm.return
}

// -----

llvm.func @alloca_nonptr(%n: i64) {
  %0 = "llvm.alloca"(%n) <{elem_type = f32}> : (i64) -> i32 // expected-error {{'llvm.alloca' op result #0 must be LLVM pointer type, but got 'i32'}}
  llvm.return
}
