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

// -----

func.func @addui_extended_vector_overflow(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %s, %o = arith.addui_extended %a, %a : i32, vector<2xi1>
  return
}

// -----

func.func @addui_extended_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %s, %o = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}

// -----

func.func @addui_extended_overflow_type(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %s, %o = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @mului_extended_types(%a: i32) {
  // expected-error@+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %s, %o = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mulsi_extended_float(%b: f32) {
  // expected-error@+1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %s, %o = "arith.mulsi_extended"(%b, %b) : (f32, f32) -> (f32, f32)
  return
}

// -----

func.func @select_shape(%a: vector<4xi1>, %b: vector<3xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %s = arith.select %a, %b, %b : vector<4xi1>, vector<3xi32>
  return
}

// -----

func.func @select_types(%a: i1, %b: f32, %c: i32) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %s = "arith.select"(%a, %b, %c) : (i1, f32, i32) -> (i32)
  return
}

// -----

func.func @truncf_unknown_rounding(%b: f32) {
  // expected-error@+1 {{expected ':'}}
  %s = arith.truncf %b to_bogus : f32 to f16
  return
}

// -----

func.func @cmpi_unknown_predicate(%b: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %s = arith.cmpi bogus, %b, %b : i32
  return
}

// -----

func.func @cmpf_unknown_predicate(%b: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %s = arith.cmpf bogus, %b, %b : f32
  return
}
