// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @sqrt_int(%a: i32) {
  %0 = "math.sqrt"(%a) : (i32) -> i32 // expected-error {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}

// -----

func.func @absf_mixed(%a: f32) {
  %0 = "math.absf"(%a) : (f32) -> f64 // expected-error {{'math.absf' op requires the same type for all operands and results}}
  return
}

// -----

func.func @powf_count(%a: f32) {
  %0 = "math.powf"(%a) : (f32) -> f32 // expected-error {{'math.powf' op expected 2 operands, but found 1}}
  return
}

// -----

func.func @absi_float(%a: f32) {
  %0 = "math.absi"(%a) : (f32) -> f32 // expected-error {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}

// -----

func.func @fma_types(%a: f32, %b: f64) {
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, f64) -> f32 // expected-error {{'math.fma' op requires the same type for all operands and results}}
  return
}

// -----

func.func @exp_results(%a: f32) {
  "math.exp"(%a) : (f32) -> () // expected-error {{'math.exp' op requires one result}}
  return
}
