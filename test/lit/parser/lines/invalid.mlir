// RUN: gpuopt --split-input-file --verify-diagnostics %s
// RUN: env GPUOPT_LINE_PLANS=0 gpuopt --split-input-file --verify-diagnostics %s

// Errors on lines whose shape repeats an earlier line (parser/lines.py builds such lines
// from the earlier parse): each is found as on any other line, with mlir-opt-19's wording.

func.func @redefined(%x: i32, %y: i32) {
  // expected-note @+1 {{previously defined here}}
  %a = arith.addi %x, %y : i32
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = arith.addi %y, %x : i32
  return
}

// -----

func.func @mismatch(%x: i32, %y: i32, %f: f32) {
  // expected-note @-1 {{prior use here}}
  %a = arith.addi %x, %y : i32
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: 'i32' vs 'f32'}}
  %b = arith.addi %x, %f : i32
  return
}

// -----

func.func @undeclared(%x: i32, %y: i32) {
  %a = arith.addi %x, %y : i32
  // expected-error @+1 {{use of undeclared SSA value name}}
  %b = arith.addi %x, %nope : i32
  return
}

// -----

func.func @forward_wrong_type(%x: i32, %y: i32, %f: f32) -> i32 {
  %a = arith.addi %x, %y : i32
  cf.br ^bb2
^bb1:
  // expected-note @+1 {{previously used here with type 'i32'}}
  %c = arith.addi %a, %b : i32
  return %c : i32
^bb2:
  %g = arith.addf %f, %f : f32
  // expected-error @+1 {{definition of SSA value '%b#0' has type 'f32'}}
  %b = arith.addf %g, %f : f32
  cf.br ^bb1
}

// -----

// Names resolve across the function boundary as in mlir-opt; the verifier rejects the use.
func.func @isolated(%x: i32) {
  %a = arith.addi %x, %x : i32
  builtin.module {
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner(%z: i32) {
      %b = arith.addi %z, %z : i32
      // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %c = arith.addi %a, %b : i32
      return
    }
  }
  return
}

// -----

func.func @shadowed(%x: i32) {
  // expected-note @+1 {{previously defined here}}
  %a = arith.addi %x, %x : i32
  scf.execute_region {
    %b = arith.addi %x, %x : i32
    // expected-error @+1 {{redefinition of SSA value '%a'}}
    %a = arith.addi %x, %b : i32
    scf.yield
  }
  return
}

// -----

// expected-note @+1 {{previously referenced here}}
func.func @entry_shadowed(%x: index) {
  %c = arith.addi %x, %x : index
  // expected-error @+1 {{region entry argument '%x' is already in use}}
  gpu.launch blocks(%x, %y, %z) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%bx = %c, %by = %c, %bz = %c) {
    gpu.terminator
  }
  return
}

// -----

func.func @verified(%x: i32, %y: i64) {
  %a = arith.addi %x, %x : i32
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %b = "arith.addi"(%x, %y) : (i32, i64) -> i32
  %c = "arith.addi"(%x, %x) : (i32, i32) -> i32
  return
}

// -----

func.func @select(%c: i1, %x: i32, %y: i32) {
  // expected-note @-1 {{prior use here}}
  %a = arith.select %c, %x, %y : i32
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
  %b = arith.select %x, %x, %y : i32
  return
}
