// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Flag lists (fastmath, overflow) as mlir-opt-19 reads them: an empty list or a trailing comma
// is 'expected valid keyword' at the '>', flags without commas 'expected '>''.

func.func @a(%x: f32) {
// expected-error @+2 {{custom op 'arith.addf' expected valid keyword}}
// expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<> : f32
  return
}

// -----

func.func @b(%x: f32) {
// expected-error @+1 {{expected '>'}}
  %0 = arith.addf %x, %x fastmath<nnan ninf> : f32
  return
}

// -----

func.func @e(%x: f32) {
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x {fastmath = #arith.fastmath<>} : f32
  return
}

// -----

func.func @f(%x: f32) {
// expected-error @+1 {{expected '>'}}
  %0 = math.sqrt %x fastmath<nnan ninf> : f32
  return
}

// -----

func.func @g(%x: i32) {
// expected-error @+2 {{custom op 'arith.addi' expected valid keyword}}
// expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %x, %x overflow<> : i32
  return
}

// -----

func.func @h(%x: i32) {
// expected-error @+1 {{expected '>'}}
  %0 = arith.addi %x, %x overflow<nsw nuw> : i32
  return
}

// -----

func.func @k(%x: f32) {
// expected-error @+2 {{custom op 'arith.addf' expected valid keyword}}
// expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<nnan,> : f32
  return
}
