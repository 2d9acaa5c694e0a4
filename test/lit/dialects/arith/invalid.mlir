// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @addi_mixed(%a: i32, %b: i64) {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32 // expected-error {{'arith.addi' op requires the same type for all operands and results}}
  return
}

// -----

func.func @addi_float(%a: f32) {
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32 // expected-error {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}

// -----

func.func @addf_int(%a: i32) {
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32 // expected-error {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}

// -----

func.func @constant_type() {
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 // expected-error {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}

// -----

func.func @extsi_narrow(%a: i32) {
  %0 = arith.extsi %a : i32 to i16 // expected-error {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  return
}

// -----

func.func @trunci_wide(%a: i32) {
  %0 = arith.trunci %a : i32 to i64 // expected-error {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  return
}

// -----

func.func @extf_narrow(%a: f64) {
  %0 = arith.extf %a : f64 to f32 // expected-error {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  return
}

// -----

func.func @truncf_wide(%a: f32) {
  %0 = arith.truncf %a : f32 to f64 // expected-error {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  return
}

// -----

func.func @index_cast_ints(%a: i32) {
  %0 = arith.index_cast %a : i32 to i64 // expected-error {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  %0 = arith.bitcast %a : i32 to f64 // expected-error {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32 // expected-error {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  return
}

// -----

func.func @select_cond(%c: i32, %a: f32) {
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32 // expected-error {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  return
}

// -----

func.func @muli_count(%a: i32) {
  %0 = "arith.muli"(%a) : (i32) -> i32 // expected-error {{'arith.muli' op expected 2 operands, but found 1}}
  return
}

// -----

func.func @sitofp_types(%a: f32) {
  %0 = arith.sitofp %a : f32 to f32 // expected-error {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  return
}

// -----

func.func @extui_float(%a: f32) {
  %0 = "arith.extui"(%a) : (f32) -> f64 // expected-error {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  return
}
