// RUN: gpuopt %s --split-input-file --verify-diagnostics
// Declared field constraints broken in custom form: the custom parsers accept the types, and the
// verifier rejects them with the generic form's messages (mlir-opt-19's).

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'f32'}}
  llvm.store %a, %a : f32, f32
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i64 to i32
  return
}

// -----

func.func @f(%a: f16, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be i32, i64, f32 or f64, but got 'f16'}}
  %0, %1 = gpu.shuffle xor %a, %o, %o : f16
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f64
  return
}
