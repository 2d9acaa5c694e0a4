// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @addi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @addi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @addi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @addi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%i) : (i32) -> i32
  return
}

// -----

func.func @addi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @subi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.subi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @subi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.subi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @subi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.subi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @subi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subi' op requires the same type for all operands and results}}
  %0 = "arith.subi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @subi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subi' op expected 2 operands, but found 1}}
  %0 = "arith.subi"(%i) : (i32) -> i32
  return
}

// -----

func.func @subi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subi' op requires one result}}
  "arith.subi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @muli_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.muli"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @muli_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.muli' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.muli"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @muli_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.muli' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.muli"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @muli_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.muli' op requires the same type for all operands and results}}
  %0 = "arith.muli"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @muli_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.muli' op expected 2 operands, but found 1}}
  %0 = "arith.muli"(%i) : (i32) -> i32
  return
}

// -----

func.func @muli_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.muli' op requires one result}}
  "arith.muli"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @divsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @divsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @divsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @divsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divsi' op requires the same type for all operands and results}}
  %0 = "arith.divsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @divsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divsi' op expected 2 operands, but found 1}}
  %0 = "arith.divsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @divsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divsi' op requires one result}}
  "arith.divsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @divui_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divui"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @divui_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divui' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divui"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @divui_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divui"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @divui_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divui' op requires the same type for all operands and results}}
  %0 = "arith.divui"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @divui_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divui' op expected 2 operands, but found 1}}
  %0 = "arith.divui"(%i) : (i32) -> i32
  return
}

// -----

func.func @divui_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divui' op requires one result}}
  "arith.divui"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @ceildivsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ceildivsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @ceildivsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @ceildivsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivsi' op requires the same type for all operands and results}}
  %0 = "arith.ceildivsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @ceildivsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivsi' op expected 2 operands, but found 1}}
  %0 = "arith.ceildivsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @ceildivsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivsi' op requires one result}}
  "arith.ceildivsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @ceildivui_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivui"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ceildivui_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivui' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivui"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @ceildivui_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivui"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @ceildivui_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivui' op requires the same type for all operands and results}}
  %0 = "arith.ceildivui"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @ceildivui_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivui' op expected 2 operands, but found 1}}
  %0 = "arith.ceildivui"(%i) : (i32) -> i32
  return
}

// -----

func.func @ceildivui_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ceildivui' op requires one result}}
  "arith.ceildivui"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @floordivsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.floordivsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.floordivsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @floordivsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.floordivsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.floordivsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @floordivsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.floordivsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.floordivsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @floordivsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.floordivsi' op requires the same type for all operands and results}}
  %0 = "arith.floordivsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @floordivsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.floordivsi' op expected 2 operands, but found 1}}
  %0 = "arith.floordivsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @floordivsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.floordivsi' op requires one result}}
  "arith.floordivsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @remsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.remsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @remsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.remsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @remsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.remsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @remsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remsi' op requires the same type for all operands and results}}
  %0 = "arith.remsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @remsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remsi' op expected 2 operands, but found 1}}
  %0 = "arith.remsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @remsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remsi' op requires one result}}
  "arith.remsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @remui_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.remui"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @remui_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remui' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.remui"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @remui_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.remui"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @remui_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remui' op requires the same type for all operands and results}}
  %0 = "arith.remui"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @remui_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remui' op expected 2 operands, but found 1}}
  %0 = "arith.remui"(%i) : (i32) -> i32
  return
}

// -----

func.func @remui_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remui' op requires one result}}
  "arith.remui"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @andi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.andi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @andi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.andi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.andi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @andi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.andi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.andi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @andi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.andi' op requires the same type for all operands and results}}
  %0 = "arith.andi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @andi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.andi' op expected 2 operands, but found 1}}
  %0 = "arith.andi"(%i) : (i32) -> i32
  return
}

// -----

func.func @andi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.andi' op requires one result}}
  "arith.andi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @ori_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ori' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ori"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ori_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ori' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ori"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @ori_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ori' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ori"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @ori_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ori' op requires the same type for all operands and results}}
  %0 = "arith.ori"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @ori_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ori' op expected 2 operands, but found 1}}
  %0 = "arith.ori"(%i) : (i32) -> i32
  return
}

// -----

func.func @ori_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.ori' op requires one result}}
  "arith.ori"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @xori_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.xori' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.xori"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @xori_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.xori' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.xori"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @xori_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.xori' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.xori"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @xori_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.xori' op requires the same type for all operands and results}}
  %0 = "arith.xori"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @xori_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.xori' op expected 2 operands, but found 1}}
  %0 = "arith.xori"(%i) : (i32) -> i32
  return
}

// -----

func.func @xori_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.xori' op requires one result}}
  "arith.xori"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @shli_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shli"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @shli_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shli' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shli"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @shli_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shli' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shli"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @shli_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shli' op requires the same type for all operands and results}}
  %0 = "arith.shli"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @shli_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shli' op expected 2 operands, but found 1}}
  %0 = "arith.shli"(%i) : (i32) -> i32
  return
}

// -----

func.func @shli_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shli' op requires one result}}
  "arith.shli"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @shrsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shrsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @shrsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shrsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @shrsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shrsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @shrsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrsi' op requires the same type for all operands and results}}
  %0 = "arith.shrsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @shrsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrsi' op expected 2 operands, but found 1}}
  %0 = "arith.shrsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @shrsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrsi' op requires one result}}
  "arith.shrsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @shrui_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shrui"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @shrui_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrui' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shrui"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @shrui_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shrui"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @shrui_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrui' op requires the same type for all operands and results}}
  %0 = "arith.shrui"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @shrui_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrui' op expected 2 operands, but found 1}}
  %0 = "arith.shrui"(%i) : (i32) -> i32
  return
}

// -----

func.func @shrui_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.shrui' op requires one result}}
  "arith.shrui"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @maxsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @maxsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @maxsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @maxsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxsi' op requires the same type for all operands and results}}
  %0 = "arith.maxsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @maxsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxsi' op expected 2 operands, but found 1}}
  %0 = "arith.maxsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @maxsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxsi' op requires one result}}
  "arith.maxsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @maxui_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxui"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @maxui_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxui' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxui"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @maxui_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxui"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @maxui_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxui' op requires the same type for all operands and results}}
  %0 = "arith.maxui"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @maxui_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxui' op expected 2 operands, but found 1}}
  %0 = "arith.maxui"(%i) : (i32) -> i32
  return
}

// -----

func.func @maxui_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxui' op requires one result}}
  "arith.maxui"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @minsi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.minsi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @minsi_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minsi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.minsi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @minsi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.minsi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @minsi_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minsi' op requires the same type for all operands and results}}
  %0 = "arith.minsi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @minsi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minsi' op expected 2 operands, but found 1}}
  %0 = "arith.minsi"(%i) : (i32) -> i32
  return
}

// -----

func.func @minsi_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minsi' op requires one result}}
  "arith.minsi"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @minui_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.minui"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @minui_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minui' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.minui"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

func.func @minui_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.minui"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @minui_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minui' op requires the same type for all operands and results}}
  %0 = "arith.minui"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @minui_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minui' op expected 2 operands, but found 1}}
  %0 = "arith.minui"(%i) : (i32) -> i32
  return
}

// -----

func.func @minui_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minui' op requires one result}}
  "arith.minui"(%i, %i) : (i32, i32) -> ()
  return
}

// -----

func.func @addf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @addf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @addf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @addf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addf' op requires the same type for all operands and results}}
  %0 = "arith.addf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @addf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addf' op expected 2 operands, but found 3}}
  %0 = "arith.addf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @addf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addf' op requires one result}}
  "arith.addf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @subf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.subf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @subf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.subf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @subf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.subf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @subf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subf' op requires the same type for all operands and results}}
  %0 = "arith.subf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @subf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subf' op expected 2 operands, but found 3}}
  %0 = "arith.subf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @subf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.subf' op requires one result}}
  "arith.subf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @mulf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @mulf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @mulf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @mulf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulf' op requires the same type for all operands and results}}
  %0 = "arith.mulf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @mulf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulf' op expected 2 operands, but found 3}}
  %0 = "arith.mulf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @mulf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulf' op requires one result}}
  "arith.mulf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @divf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.divf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @divf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.divf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @divf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.divf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @divf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divf' op requires the same type for all operands and results}}
  %0 = "arith.divf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @divf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divf' op expected 2 operands, but found 3}}
  %0 = "arith.divf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @divf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.divf' op requires one result}}
  "arith.divf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @remf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.remf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @remf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.remf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @remf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.remf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @remf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remf' op requires the same type for all operands and results}}
  %0 = "arith.remf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @remf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remf' op expected 2 operands, but found 3}}
  %0 = "arith.remf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @remf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.remf' op requires one result}}
  "arith.remf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @maximumf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maximumf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @maximumf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maximumf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maximumf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @maximumf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maximumf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maximumf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @maximumf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maximumf' op requires the same type for all operands and results}}
  %0 = "arith.maximumf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @maximumf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maximumf' op expected 2 operands, but found 3}}
  %0 = "arith.maximumf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @maximumf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maximumf' op requires one result}}
  "arith.maximumf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @maxnumf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maxnumf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @maxnumf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxnumf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maxnumf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @maxnumf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxnumf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maxnumf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @maxnumf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxnumf' op requires the same type for all operands and results}}
  %0 = "arith.maxnumf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @maxnumf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxnumf' op expected 2 operands, but found 3}}
  %0 = "arith.maxnumf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @maxnumf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.maxnumf' op requires one result}}
  "arith.maxnumf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @minimumf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minimumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minimumf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @minimumf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minimumf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minimumf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @minimumf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minimumf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minimumf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @minimumf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minimumf' op requires the same type for all operands and results}}
  %0 = "arith.minimumf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @minimumf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minimumf' op expected 2 operands, but found 3}}
  %0 = "arith.minimumf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @minimumf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minimumf' op requires one result}}
  "arith.minimumf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @minnumf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minnumf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @minnumf_operand1(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minnumf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minnumf"(%f, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @minnumf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minnumf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minnumf"(%f, %f) : (f32, f32) -> i32
  return
}

// -----

func.func @minnumf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minnumf' op requires the same type for all operands and results}}
  %0 = "arith.minnumf"(%f, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @minnumf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minnumf' op expected 2 operands, but found 3}}
  %0 = "arith.minnumf"(%f, %f, %f) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @minnumf_nores(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.minnumf' op requires one result}}
  "arith.minnumf"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func.func @negf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%i) : (i32) -> i32
  return
}

// -----

func.func @negf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.negf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%f) : (f32) -> i32
  return
}

// -----

func.func @negf_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%f) : (f32) -> f64
  return
}

// -----

func.func @negf_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"() : () -> f32
  return
}

// -----

func.func @elementwise_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%vi, %vi) : (vector<4xi32>, vector<4xi32>) -> vector<8xi32>
  return
}

// -----

func.func @cmpi_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%f, %f) {predicate = 0 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_same_operands(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%i, %x) {predicate = 0 : i64} : (i32, index) -> i1
  return
}

// -----

func.func @cmpi_result_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%vi, %vi) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @cmpi_no_predicate(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%i, %i) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_bad_predicate(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%i, %i) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpi' op expected 2 operands, but found 1}}
  %0 = "arith.cmpi"(%i) {predicate = 0 : i64} : (i32) -> i1
  return
}

// -----

func.func @cmpf_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%i, %i) {predicate = 1 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_result(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'f32'}}
  %0 = "arith.cmpf"(%f, %f) {predicate = 1 : i64} : (f32, f32) -> f32
  return
}

// -----

func.func @cmpf_same_operands(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%f, %v) {predicate = 1 : i64} : (f32, vector<4xf32>) -> i1
  return
}

// -----

func.func @cmpf_result_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%v, %v) {predicate = 1 : i64} : (vector<4xf32>, vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @cmpf_no_predicate(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpf' op requires attribute 'predicate'}}
  %0 = "arith.cmpf"(%f, %f) : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_bad_predicate(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%f, %f) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @select_cond(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%b, %i, %f) : (i1, i32, f32) -> i32
  return
}

// -----

func.func @select_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1, %c: vector<2xi1>) {
// expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %vi, %vi) : (vector<2xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @select_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.select' op expected 3 operands, but found 2}}
  %0 = "arith.select"(%b, %i) : (i1, i32) -> i32
  return
}

// -----

func.func @extsi_operand(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.extsi"(%bad) : (f32) -> i32
  return
}

// -----

func.func @extsi_result(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extsi' op result #0 must be signless-fixed-width-integer-like, but got 'memref<4xf32>'}}
  %0 = "arith.extsi"(%a) : (i16) -> memref<4xf32>
  return
}

// -----

func.func @extsi_incompatible(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extsi' op operand type 'i16' and result type 'i16' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i16) -> i16
  return
}

// -----

func.func @extsi_shape(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%va) : (vector<4xi16>) -> vector<8xi32>
  return
}

// -----

func.func @extsi_scalar_vector(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (i16) -> vector<4xi32>
  return
}

// -----

func.func @extsi_count(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extsi' op requires a single operand}}
  %0 = "arith.extsi"(%a, %a) : (i16, i16) -> i32
  return
}

// -----

func.func @extui_operand(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.extui"(%bad) : (f32) -> i32
  return
}

// -----

func.func @extui_result(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extui' op result #0 must be signless-fixed-width-integer-like, but got 'memref<4xf32>'}}
  %0 = "arith.extui"(%a) : (i16) -> memref<4xf32>
  return
}

// -----

func.func @extui_incompatible(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extui' op operand type 'i16' and result type 'i16' are cast incompatible}}
  %0 = "arith.extui"(%a) : (i16) -> i16
  return
}

// -----

func.func @extui_shape(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = "arith.extui"(%va) : (vector<4xi16>) -> vector<8xi32>
  return
}

// -----

func.func @extui_scalar_vector(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = "arith.extui"(%a) : (i16) -> vector<4xi32>
  return
}

// -----

func.func @extui_count(%a: i16, %bad: f32, %va: vector<4xi16>) {
// expected-error @+1 {{'arith.extui' op requires a single operand}}
  %0 = "arith.extui"(%a, %a) : (i16, i16) -> i32
  return
}

// -----

func.func @trunci_operand(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.trunci"(%bad) : (f32) -> i16
  return
}

// -----

func.func @trunci_result(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'memref<4xf32>'}}
  %0 = "arith.trunci"(%a) : (i32) -> memref<4xf32>
  return
}

// -----

func.func @trunci_incompatible(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.trunci"(%a) : (i32) -> i32
  return
}

// -----

func.func @trunci_shape(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %0 = "arith.trunci"(%va) : (vector<4xi32>) -> vector<8xi16>
  return
}

// -----

func.func @trunci_scalar_vector(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %0 = "arith.trunci"(%a) : (i32) -> vector<4xi16>
  return
}

// -----

func.func @trunci_count(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.trunci' op requires a single operand}}
  %0 = "arith.trunci"(%a, %a) : (i32, i32) -> i16
  return
}

// -----

func.func @extf_operand(%a: f16, %bad: i32, %va: vector<4xf16>) {
// expected-error @+1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.extf"(%bad) : (i32) -> f32
  return
}

// -----

func.func @extf_result(%a: f16, %bad: i32, %va: vector<4xf16>) {
// expected-error @+1 {{'arith.extf' op result #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "arith.extf"(%a) : (f16) -> memref<4xf32>
  return
}

// -----

func.func @extf_incompatible(%a: f16, %bad: i32, %va: vector<4xf16>) {
// expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'f16' are cast incompatible}}
  %0 = "arith.extf"(%a) : (f16) -> f16
  return
}

// -----

func.func @extf_shape(%a: f16, %bad: i32, %va: vector<4xf16>) {
// expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = "arith.extf"(%va) : (vector<4xf16>) -> vector<8xf32>
  return
}

// -----

func.func @extf_scalar_vector(%a: f16, %bad: i32, %va: vector<4xf16>) {
// expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = "arith.extf"(%a) : (f16) -> vector<4xf32>
  return
}

// -----

func.func @extf_count(%a: f16, %bad: i32, %va: vector<4xf16>) {
// expected-error @+1 {{'arith.extf' op requires a single operand}}
  %0 = "arith.extf"(%a, %a) : (f16, f16) -> f32
  return
}

// -----

func.func @truncf_operand(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.truncf"(%bad) : (i32) -> f16
  return
}

// -----

func.func @truncf_result(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.truncf' op result #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "arith.truncf"(%a) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @truncf_incompatible(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = "arith.truncf"(%a) : (f32) -> f32
  return
}

// -----

func.func @truncf_shape(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.truncf' op requires the same shape for all operands and results}}
  %0 = "arith.truncf"(%va) : (vector<4xf32>) -> vector<8xf16>
  return
}

// -----

func.func @truncf_scalar_vector(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.truncf' op requires the same shape for all operands and results}}
  %0 = "arith.truncf"(%a) : (f32) -> vector<4xf16>
  return
}

// -----

func.func @truncf_count(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.truncf' op requires a single operand}}
  %0 = "arith.truncf"(%a, %a) : (f32, f32) -> f16
  return
}

// -----

func.func @sitofp_operand(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.sitofp"(%bad) : (f32) -> f32
  return
}

// -----

func.func @sitofp_result(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "arith.sitofp"(%a) : (i32) -> memref<4xf32>
  return
}

// -----

func.func @sitofp_incompatible(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @sitofp_shape(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = "arith.sitofp"(%va) : (vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func.func @sitofp_scalar_vector(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = "arith.sitofp"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func.func @sitofp_count(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.sitofp' op requires a single operand}}
  %0 = "arith.sitofp"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @uitofp_operand(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.uitofp"(%bad) : (f32) -> f32
  return
}

// -----

func.func @uitofp_result(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "arith.uitofp"(%a) : (i32) -> memref<4xf32>
  return
}

// -----

func.func @uitofp_incompatible(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.uitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @uitofp_shape(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.uitofp' op requires the same shape for all operands and results}}
  %0 = "arith.uitofp"(%va) : (vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func.func @uitofp_scalar_vector(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.uitofp' op requires the same shape for all operands and results}}
  %0 = "arith.uitofp"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func.func @uitofp_count(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.uitofp' op requires a single operand}}
  %0 = "arith.uitofp"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @fptosi_operand(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptosi"(%bad) : (i32) -> i32
  return
}

// -----

func.func @fptosi_result(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'memref<4xf32>'}}
  %0 = "arith.fptosi"(%a) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @fptosi_incompatible(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.fptosi"(%a) : (f32) -> f32
  return
}

// -----

func.func @fptosi_shape(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = "arith.fptosi"(%va) : (vector<4xf32>) -> vector<8xi32>
  return
}

// -----

func.func @fptosi_scalar_vector(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = "arith.fptosi"(%a) : (f32) -> vector<4xi32>
  return
}

// -----

func.func @fptosi_count(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptosi' op requires a single operand}}
  %0 = "arith.fptosi"(%a, %a) : (f32, f32) -> i32
  return
}

// -----

func.func @fptoui_operand(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptoui"(%bad) : (i32) -> i32
  return
}

// -----

func.func @fptoui_result(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'memref<4xf32>'}}
  %0 = "arith.fptoui"(%a) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @fptoui_incompatible(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.fptoui"(%a) : (f32) -> f32
  return
}

// -----

func.func @fptoui_shape(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptoui' op requires the same shape for all operands and results}}
  %0 = "arith.fptoui"(%va) : (vector<4xf32>) -> vector<8xi32>
  return
}

// -----

func.func @fptoui_scalar_vector(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptoui' op requires the same shape for all operands and results}}
  %0 = "arith.fptoui"(%a) : (f32) -> vector<4xi32>
  return
}

// -----

func.func @fptoui_count(%a: f32, %bad: i32, %va: vector<4xf32>) {
// expected-error @+1 {{'arith.fptoui' op requires a single operand}}
  %0 = "arith.fptoui"(%a, %a) : (f32, f32) -> i32
  return
}

// -----

func.func @index_cast_operand(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%bad) : (f32) -> index
  return
}

// -----

func.func @index_cast_result(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'memref<4xf32>'}}
  %0 = "arith.index_cast"(%a) : (i32) -> memref<4xf32>
  return
}

// -----

func.func @index_cast_incompatible(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (i32) -> i32
  return
}

// -----

func.func @index_cast_shape(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = "arith.index_cast"(%va) : (vector<4xi32>) -> vector<8xindex>
  return
}

// -----

func.func @index_cast_scalar_vector(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = "arith.index_cast"(%a) : (i32) -> vector<4xindex>
  return
}

// -----

func.func @index_cast_count(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op requires a single operand}}
  %0 = "arith.index_cast"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @index_castui_operand(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_castui"(%bad) : (f32) -> index
  return
}

// -----

func.func @index_castui_result(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_castui' op result #0 must be signless-integer-like or memref of signless-integer, but got 'memref<4xf32>'}}
  %0 = "arith.index_castui"(%a) : (i32) -> memref<4xf32>
  return
}

// -----

func.func @index_castui_incompatible(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_castui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.index_castui"(%a) : (i32) -> i32
  return
}

// -----

func.func @index_castui_shape(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = "arith.index_castui"(%va) : (vector<4xi32>) -> vector<8xindex>
  return
}

// -----

func.func @index_castui_scalar_vector(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = "arith.index_castui"(%a) : (i32) -> vector<4xindex>
  return
}

// -----

func.func @index_castui_count(%a: i32, %bad: f32, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.index_castui' op requires a single operand}}
  %0 = "arith.index_castui"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @bitcast_operand(%a: i32, %bad: index, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.bitcast' op operand type 'index' and result type 'f32' are cast incompatible}}
  %0 = "arith.bitcast"(%bad) : (index) -> f32
  return
}

// -----

func.func @bitcast_result(%a: i32, %bad: index, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = "arith.bitcast"(%a) : (i32) -> memref<4xf32>
  return
}

// -----

func.func @bitcast_incompatible(%a: i32, %bad: index, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (i32) -> f64
  return
}

// -----

func.func @bitcast_shape(%a: i32, %bad: index, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = "arith.bitcast"(%va) : (vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func.func @bitcast_scalar_vector(%a: i32, %bad: index, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = "arith.bitcast"(%a) : (i32) -> vector<4xf32>
  return
}

// -----

func.func @bitcast_count(%a: i32, %bad: index, %va: vector<4xi32>) {
// expected-error @+1 {{'arith.bitcast' op requires a single operand}}
  %0 = "arith.bitcast"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @extsi_narrower(%a: i32) {
// expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i32) -> i16
  return
}

// -----

func.func @extui_equal(%a: i32) {
// expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.extui"(%a) : (i32) -> i32
  return
}

// -----

func.func @trunci_wider(%a: i16) {
// expected-error @+1 {{'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible}}
  %0 = "arith.trunci"(%a) : (i16) -> i32
  return
}

// -----

func.func @extf_equal(%a: f32) {
// expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = "arith.extf"(%a) : (f32) -> f32
  return
}

// -----

func.func @truncf_wider(%a: f16) {
// expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = "arith.truncf"(%a) : (f16) -> f32
  return
}

// -----

func.func @index_cast_both_int(%a: i32) {
// expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (i32) -> i64
  return
}

// -----

func.func @index_cast_vector_index(%a: vector<4xi32>) {
// expected-error @+1 {{'arith.index_cast' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (vector<4xi32>) -> vector<4xi64>
  return
}

// -----

func.func @bitcast_width(%a: i32) {
// expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (i32) -> i64
  return
}

// -----

func.func @sitofp_index(%a: index) {
// expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.sitofp"(%a) : (index) -> f32
  return
}

// -----

func.func @constant_no_value() {
// expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_type() {
// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @constant_string() {
// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "x"}> : () -> i32
  return
}

// -----

func.func @constant_signed() {
// expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() <{value = 1 : si32}> : () -> si32
  return
}

// -----

func.func @constant_unsigned() {
// expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui8
  return
}

// -----

func.func @constant_memref() {
// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> memref<4xi32>
  return
}

// -----

func.func @constant_elements_type() {
// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi64>
  return
}

// -----

func.func @constant_count(%x: index) {
// expected-error @+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%x) <{value = 1 : index}> : (index) -> index
  return
}

// -----

func.func @constant_scalable() {
// expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<[4]xi32>}> : () -> vector<[4]xi32>
  return
}

// -----

func.func @addui_extended_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.addui_extended"(%f, %f) : (f32, f32) -> (f32, i1)
  return
}

// -----

func.func @addui_extended_sum(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @addui_extended_overflow(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @addui_extended_overflow_shape(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = "arith.addui_extended"(%vi, %vi) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<2xi1>)
  return
}

// -----

func.func @addui_extended_results(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @mulsi_extended_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.mulsi_extended"(%f, %f) : (f32, f32) -> (f32, f32)
  return
}

// -----

func.func @mulsi_extended_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mulsi_extended_results(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulsi_extended' op expected 2 results}}
  %0 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @mulsi_extended_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mulsi_extended' op expected 2 operands, but found 1}}
  %0:2 = "arith.mulsi_extended"(%i) : (i32) -> (i32, i32)
  return
}

// -----

func.func @mului_extended_operand(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.mului_extended"(%f, %f) : (f32, f32) -> (f32, f32)
  return
}

// -----

func.func @mului_extended_same(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mului_extended"(%i, %i) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mului_extended_results(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mului_extended' op expected 2 results}}
  %0 = "arith.mului_extended"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @mului_extended_count(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %x: index, %b: i1) {
// expected-error @+1 {{'arith.mului_extended' op expected 2 operands, but found 1}}
  %0:2 = "arith.mului_extended"(%i) : (i32) -> (i32, i32)
  return
}
