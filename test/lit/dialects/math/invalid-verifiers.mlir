// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @absf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @absf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%f) : (f32) -> i32
  return
}

// -----

func.func @absf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%f) : (f32) -> f64
  return
}

// -----

func.func @absf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absf' op requires a single operand}}
  %0 = "math.absf"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @absf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absf' op requires one result}}
  "math.absf"(%f) : (f32) -> ()
  return
}

// -----

func.func @acos_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.acos"(%i) : (i32) -> i32
  return
}

// -----

func.func @acos_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acos' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.acos"(%f) : (f32) -> i32
  return
}

// -----

func.func @acos_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acos' op requires the same type for all operands and results}}
  %0 = "math.acos"(%f) : (f32) -> f64
  return
}

// -----

func.func @acos_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acos' op requires a single operand}}
  %0 = "math.acos"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @acos_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acos' op requires one result}}
  "math.acos"(%f) : (f32) -> ()
  return
}

// -----

func.func @acosh_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acosh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.acosh"(%i) : (i32) -> i32
  return
}

// -----

func.func @acosh_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acosh' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.acosh"(%f) : (f32) -> i32
  return
}

// -----

func.func @acosh_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acosh' op requires the same type for all operands and results}}
  %0 = "math.acosh"(%f) : (f32) -> f64
  return
}

// -----

func.func @acosh_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acosh' op requires a single operand}}
  %0 = "math.acosh"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @acosh_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.acosh' op requires one result}}
  "math.acosh"(%f) : (f32) -> ()
  return
}

// -----

func.func @asin_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.asin"(%i) : (i32) -> i32
  return
}

// -----

func.func @asin_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asin' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.asin"(%f) : (f32) -> i32
  return
}

// -----

func.func @asin_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asin' op requires the same type for all operands and results}}
  %0 = "math.asin"(%f) : (f32) -> f64
  return
}

// -----

func.func @asin_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asin' op requires a single operand}}
  %0 = "math.asin"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @asin_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asin' op requires one result}}
  "math.asin"(%f) : (f32) -> ()
  return
}

// -----

func.func @asinh_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asinh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.asinh"(%i) : (i32) -> i32
  return
}

// -----

func.func @asinh_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asinh' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.asinh"(%f) : (f32) -> i32
  return
}

// -----

func.func @asinh_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asinh' op requires the same type for all operands and results}}
  %0 = "math.asinh"(%f) : (f32) -> f64
  return
}

// -----

func.func @asinh_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asinh' op requires a single operand}}
  %0 = "math.asinh"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @asinh_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.asinh' op requires one result}}
  "math.asinh"(%f) : (f32) -> ()
  return
}

// -----

func.func @atan_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan"(%i) : (i32) -> i32
  return
}

// -----

func.func @atan_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan"(%f) : (f32) -> i32
  return
}

// -----

func.func @atan_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan' op requires the same type for all operands and results}}
  %0 = "math.atan"(%f) : (f32) -> f64
  return
}

// -----

func.func @atan_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan' op requires a single operand}}
  %0 = "math.atan"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @atan_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan' op requires one result}}
  "math.atan"(%f) : (f32) -> ()
  return
}

// -----

func.func @atanh_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atanh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atanh"(%i) : (i32) -> i32
  return
}

// -----

func.func @atanh_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atanh' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atanh"(%f) : (f32) -> i32
  return
}

// -----

func.func @atanh_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atanh' op requires the same type for all operands and results}}
  %0 = "math.atanh"(%f) : (f32) -> f64
  return
}

// -----

func.func @atanh_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atanh' op requires a single operand}}
  %0 = "math.atanh"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @atanh_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atanh' op requires one result}}
  "math.atanh"(%f) : (f32) -> ()
  return
}

// -----

func.func @cbrt_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cbrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cbrt"(%i) : (i32) -> i32
  return
}

// -----

func.func @cbrt_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cbrt' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cbrt"(%f) : (f32) -> i32
  return
}

// -----

func.func @cbrt_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cbrt' op requires the same type for all operands and results}}
  %0 = "math.cbrt"(%f) : (f32) -> f64
  return
}

// -----

func.func @cbrt_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cbrt' op requires a single operand}}
  %0 = "math.cbrt"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @cbrt_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cbrt' op requires one result}}
  "math.cbrt"(%f) : (f32) -> ()
  return
}

// -----

func.func @ceil_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ceil' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.ceil"(%i) : (i32) -> i32
  return
}

// -----

func.func @ceil_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ceil' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.ceil"(%f) : (f32) -> i32
  return
}

// -----

func.func @ceil_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ceil' op requires the same type for all operands and results}}
  %0 = "math.ceil"(%f) : (f32) -> f64
  return
}

// -----

func.func @ceil_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ceil' op requires a single operand}}
  %0 = "math.ceil"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ceil_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ceil' op requires one result}}
  "math.ceil"(%f) : (f32) -> ()
  return
}

// -----

func.func @cos_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cos"(%i) : (i32) -> i32
  return
}

// -----

func.func @cos_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cos' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cos"(%f) : (f32) -> i32
  return
}

// -----

func.func @cos_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cos' op requires the same type for all operands and results}}
  %0 = "math.cos"(%f) : (f32) -> f64
  return
}

// -----

func.func @cos_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cos' op requires a single operand}}
  %0 = "math.cos"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @cos_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cos' op requires one result}}
  "math.cos"(%f) : (f32) -> ()
  return
}

// -----

func.func @cosh_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cosh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cosh"(%i) : (i32) -> i32
  return
}

// -----

func.func @cosh_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cosh' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cosh"(%f) : (f32) -> i32
  return
}

// -----

func.func @cosh_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cosh' op requires the same type for all operands and results}}
  %0 = "math.cosh"(%f) : (f32) -> f64
  return
}

// -----

func.func @cosh_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cosh' op requires a single operand}}
  %0 = "math.cosh"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @cosh_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cosh' op requires one result}}
  "math.cosh"(%f) : (f32) -> ()
  return
}

// -----

func.func @erf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.erf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.erf"(%i) : (i32) -> i32
  return
}

// -----

func.func @erf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.erf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.erf"(%f) : (f32) -> i32
  return
}

// -----

func.func @erf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.erf' op requires the same type for all operands and results}}
  %0 = "math.erf"(%f) : (f32) -> f64
  return
}

// -----

func.func @erf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.erf' op requires a single operand}}
  %0 = "math.erf"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @erf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.erf' op requires one result}}
  "math.erf"(%f) : (f32) -> ()
  return
}

// -----

func.func @exp_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp"(%i) : (i32) -> i32
  return
}

// -----

func.func @exp_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp"(%f) : (f32) -> i32
  return
}

// -----

func.func @exp_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%f) : (f32) -> f64
  return
}

// -----

func.func @exp_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp' op requires a single operand}}
  %0 = "math.exp"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @exp_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp' op requires one result}}
  "math.exp"(%f) : (f32) -> ()
  return
}

// -----

func.func @exp2_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp2"(%i) : (i32) -> i32
  return
}

// -----

func.func @exp2_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp2' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp2"(%f) : (f32) -> i32
  return
}

// -----

func.func @exp2_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp2' op requires the same type for all operands and results}}
  %0 = "math.exp2"(%f) : (f32) -> f64
  return
}

// -----

func.func @exp2_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp2' op requires a single operand}}
  %0 = "math.exp2"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @exp2_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.exp2' op requires one result}}
  "math.exp2"(%f) : (f32) -> ()
  return
}

// -----

func.func @expm1_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.expm1' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.expm1"(%i) : (i32) -> i32
  return
}

// -----

func.func @expm1_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.expm1' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.expm1"(%f) : (f32) -> i32
  return
}

// -----

func.func @expm1_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.expm1' op requires the same type for all operands and results}}
  %0 = "math.expm1"(%f) : (f32) -> f64
  return
}

// -----

func.func @expm1_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.expm1' op requires a single operand}}
  %0 = "math.expm1"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @expm1_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.expm1' op requires one result}}
  "math.expm1"(%f) : (f32) -> ()
  return
}

// -----

func.func @floor_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.floor' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.floor"(%i) : (i32) -> i32
  return
}

// -----

func.func @floor_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.floor' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.floor"(%f) : (f32) -> i32
  return
}

// -----

func.func @floor_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.floor' op requires the same type for all operands and results}}
  %0 = "math.floor"(%f) : (f32) -> f64
  return
}

// -----

func.func @floor_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.floor' op requires a single operand}}
  %0 = "math.floor"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @floor_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.floor' op requires one result}}
  "math.floor"(%f) : (f32) -> ()
  return
}

// -----

func.func @log_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log"(%i) : (i32) -> i32
  return
}

// -----

func.func @log_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log"(%f) : (f32) -> i32
  return
}

// -----

func.func @log_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log' op requires the same type for all operands and results}}
  %0 = "math.log"(%f) : (f32) -> f64
  return
}

// -----

func.func @log_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log' op requires a single operand}}
  %0 = "math.log"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @log_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log' op requires one result}}
  "math.log"(%f) : (f32) -> ()
  return
}

// -----

func.func @log10_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log10' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log10"(%i) : (i32) -> i32
  return
}

// -----

func.func @log10_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log10' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log10"(%f) : (f32) -> i32
  return
}

// -----

func.func @log10_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log10' op requires the same type for all operands and results}}
  %0 = "math.log10"(%f) : (f32) -> f64
  return
}

// -----

func.func @log10_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log10' op requires a single operand}}
  %0 = "math.log10"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @log10_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log10' op requires one result}}
  "math.log10"(%f) : (f32) -> ()
  return
}

// -----

func.func @log1p_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log1p' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log1p"(%i) : (i32) -> i32
  return
}

// -----

func.func @log1p_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log1p' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log1p"(%f) : (f32) -> i32
  return
}

// -----

func.func @log1p_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log1p' op requires the same type for all operands and results}}
  %0 = "math.log1p"(%f) : (f32) -> f64
  return
}

// -----

func.func @log1p_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log1p' op requires a single operand}}
  %0 = "math.log1p"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @log1p_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log1p' op requires one result}}
  "math.log1p"(%f) : (f32) -> ()
  return
}

// -----

func.func @log2_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log2"(%i) : (i32) -> i32
  return
}

// -----

func.func @log2_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log2' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log2"(%f) : (f32) -> i32
  return
}

// -----

func.func @log2_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log2' op requires the same type for all operands and results}}
  %0 = "math.log2"(%f) : (f32) -> f64
  return
}

// -----

func.func @log2_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log2' op requires a single operand}}
  %0 = "math.log2"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @log2_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.log2' op requires one result}}
  "math.log2"(%f) : (f32) -> ()
  return
}

// -----

func.func @round_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.round' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.round"(%i) : (i32) -> i32
  return
}

// -----

func.func @round_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.round' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.round"(%f) : (f32) -> i32
  return
}

// -----

func.func @round_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.round' op requires the same type for all operands and results}}
  %0 = "math.round"(%f) : (f32) -> f64
  return
}

// -----

func.func @round_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.round' op requires a single operand}}
  %0 = "math.round"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @round_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.round' op requires one result}}
  "math.round"(%f) : (f32) -> ()
  return
}

// -----

func.func @roundeven_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.roundeven' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.roundeven"(%i) : (i32) -> i32
  return
}

// -----

func.func @roundeven_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.roundeven' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.roundeven"(%f) : (f32) -> i32
  return
}

// -----

func.func @roundeven_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.roundeven' op requires the same type for all operands and results}}
  %0 = "math.roundeven"(%f) : (f32) -> f64
  return
}

// -----

func.func @roundeven_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.roundeven' op requires a single operand}}
  %0 = "math.roundeven"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @roundeven_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.roundeven' op requires one result}}
  "math.roundeven"(%f) : (f32) -> ()
  return
}

// -----

func.func @rsqrt_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.rsqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.rsqrt"(%i) : (i32) -> i32
  return
}

// -----

func.func @rsqrt_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.rsqrt' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.rsqrt"(%f) : (f32) -> i32
  return
}

// -----

func.func @rsqrt_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.rsqrt' op requires the same type for all operands and results}}
  %0 = "math.rsqrt"(%f) : (f32) -> f64
  return
}

// -----

func.func @rsqrt_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.rsqrt' op requires a single operand}}
  %0 = "math.rsqrt"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @rsqrt_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.rsqrt' op requires one result}}
  "math.rsqrt"(%f) : (f32) -> ()
  return
}

// -----

func.func @sin_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%i) : (i32) -> i32
  return
}

// -----

func.func @sin_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sin' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%f) : (f32) -> i32
  return
}

// -----

func.func @sin_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sin' op requires the same type for all operands and results}}
  %0 = "math.sin"(%f) : (f32) -> f64
  return
}

// -----

func.func @sin_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sin' op requires a single operand}}
  %0 = "math.sin"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @sin_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sin' op requires one result}}
  "math.sin"(%f) : (f32) -> ()
  return
}

// -----

func.func @sinh_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sinh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sinh"(%i) : (i32) -> i32
  return
}

// -----

func.func @sinh_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sinh' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sinh"(%f) : (f32) -> i32
  return
}

// -----

func.func @sinh_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sinh' op requires the same type for all operands and results}}
  %0 = "math.sinh"(%f) : (f32) -> f64
  return
}

// -----

func.func @sinh_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sinh' op requires a single operand}}
  %0 = "math.sinh"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @sinh_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sinh' op requires one result}}
  "math.sinh"(%f) : (f32) -> ()
  return
}

// -----

func.func @sqrt_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%i) : (i32) -> i32
  return
}

// -----

func.func @sqrt_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sqrt' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%f) : (f32) -> i32
  return
}

// -----

func.func @sqrt_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%f) : (f32) -> f64
  return
}

// -----

func.func @sqrt_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sqrt' op requires a single operand}}
  %0 = "math.sqrt"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @sqrt_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.sqrt' op requires one result}}
  "math.sqrt"(%f) : (f32) -> ()
  return
}

// -----

func.func @tan_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.tan"(%i) : (i32) -> i32
  return
}

// -----

func.func @tan_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tan' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.tan"(%f) : (f32) -> i32
  return
}

// -----

func.func @tan_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tan' op requires the same type for all operands and results}}
  %0 = "math.tan"(%f) : (f32) -> f64
  return
}

// -----

func.func @tan_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tan' op requires a single operand}}
  %0 = "math.tan"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @tan_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tan' op requires one result}}
  "math.tan"(%f) : (f32) -> ()
  return
}

// -----

func.func @tanh_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tanh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.tanh"(%i) : (i32) -> i32
  return
}

// -----

func.func @tanh_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tanh' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.tanh"(%f) : (f32) -> i32
  return
}

// -----

func.func @tanh_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tanh' op requires the same type for all operands and results}}
  %0 = "math.tanh"(%f) : (f32) -> f64
  return
}

// -----

func.func @tanh_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tanh' op requires a single operand}}
  %0 = "math.tanh"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @tanh_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.tanh' op requires one result}}
  "math.tanh"(%f) : (f32) -> ()
  return
}

// -----

func.func @trunc_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.trunc' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.trunc"(%i) : (i32) -> i32
  return
}

// -----

func.func @trunc_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.trunc' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.trunc"(%f) : (f32) -> i32
  return
}

// -----

func.func @trunc_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.trunc' op requires the same type for all operands and results}}
  %0 = "math.trunc"(%f) : (f32) -> f64
  return
}

// -----

func.func @trunc_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.trunc' op requires a single operand}}
  %0 = "math.trunc"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @trunc_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.trunc' op requires one result}}
  "math.trunc"(%f) : (f32) -> ()
  return
}

// -----

func.func @atan2_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan2"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @atan2_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan2' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan2"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @atan2_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan2' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan2"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @atan2_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @atan2_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan2' op expected 2 operands, but found 1}}
  %0 = "math.atan2"(%f) : (f32) -> f32
  return
}

// -----

func.func @atan2_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.atan2' op requires one result}}
  "math.atan2"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @copysign_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.copysign' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.copysign"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @copysign_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.copysign' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "math.copysign"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @copysign_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.copysign' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.copysign"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @copysign_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @copysign_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.copysign' op expected 2 operands, but found 1}}
  %0 = "math.copysign"(%f) : (f32) -> f32
  return
}

// -----

func.func @copysign_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.copysign' op requires one result}}
  "math.copysign"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @powf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.powf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.powf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @powf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.powf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "math.powf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @powf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.powf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.powf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @powf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @powf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.powf' op expected 2 operands, but found 1}}
  %0 = "math.powf"(%f) : (f32) -> f32
  return
}

// -----

func.func @powf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.powf' op requires one result}}
  "math.powf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @absi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%f) : (f32) -> f32
  return
}

// -----

func.func @absi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%i) : (i32) -> f32
  return
}

// -----

func.func @absi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absi' op requires the same type for all operands and results}}
  %0 = "math.absi"(%i) : (i32) -> i64
  return
}

// -----

func.func @absi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absi' op requires a single operand}}
  %0 = "math.absi"() : () -> i32
  return
}

// -----

func.func @absi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absi' op requires one result}}
  "math.absi"(%i) : (i32) -> ()
  return
}

// -----

func.func @ctlz_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%f) : (f32) -> f32
  return
}

// -----

func.func @ctlz_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctlz' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%i) : (i32) -> f32
  return
}

// -----

func.func @ctlz_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctlz' op requires the same type for all operands and results}}
  %0 = "math.ctlz"(%i) : (i32) -> i64
  return
}

// -----

func.func @ctlz_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctlz' op requires a single operand}}
  %0 = "math.ctlz"() : () -> i32
  return
}

// -----

func.func @ctlz_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctlz' op requires one result}}
  "math.ctlz"(%i) : (i32) -> ()
  return
}

// -----

func.func @cttz_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cttz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.cttz"(%f) : (f32) -> f32
  return
}

// -----

func.func @cttz_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cttz' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.cttz"(%i) : (i32) -> f32
  return
}

// -----

func.func @cttz_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cttz' op requires the same type for all operands and results}}
  %0 = "math.cttz"(%i) : (i32) -> i64
  return
}

// -----

func.func @cttz_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cttz' op requires a single operand}}
  %0 = "math.cttz"() : () -> i32
  return
}

// -----

func.func @cttz_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.cttz' op requires one result}}
  "math.cttz"(%i) : (i32) -> ()
  return
}

// -----

func.func @ctpop_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctpop"(%f) : (f32) -> f32
  return
}

// -----

func.func @ctpop_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctpop' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctpop"(%i) : (i32) -> f32
  return
}

// -----

func.func @ctpop_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctpop' op requires the same type for all operands and results}}
  %0 = "math.ctpop"(%i) : (i32) -> i64
  return
}

// -----

func.func @ctpop_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctpop' op requires a single operand}}
  %0 = "math.ctpop"() : () -> i32
  return
}

// -----

func.func @ctpop_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ctpop' op requires one result}}
  "math.ctpop"(%i) : (i32) -> ()
  return
}

// -----

func.func @ipowi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ipowi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ipowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @ipowi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ipowi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @ipowi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%i, %vi) : (i32, vector<4xi32>) -> i32
  return
}

// -----

func.func @ipowi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.ipowi' op expected 2 operands, but found 1}}
  %0 = "math.ipowi"(%i) : (i32) -> i32
  return
}

// -----

func.func @fma_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fma' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @fma_operand2(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fma' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%f, %f, %i) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @fma_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fma' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%f, %f, %f) : (f32, f32, f32) -> i32
  return
}

// -----

func.func @fma_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%f, %f, %f) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @fma_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_lhs(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @fpowi_rhs(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fpowi' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%f, %i) : (f32, i32) -> i32
  return
}

// -----

func.func @fpowi_lhs_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @fpowi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.fpowi' op expected 2 operands, but found 1}}
  %0 = "math.fpowi"(%f) : (f32) -> f32
  return
}

// -----

func.func @elementwise_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%v) : (vector<4xf32>) -> vector<8xf32>
  return
}

// -----

func.func @elementwise_tensor(%t: tensor<4xf32>) {
// expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @custom_type(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{use of value '%f' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = math.absf %f : i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @custom_fpowi_type(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
// expected-error @+1 {{use of value '%i' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = math.fpowi %f, %i : f32, f32
  return
}
