// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the llvm ops added for the conversions' output:
// atomics, switch, intrinsics, vector element ops, inline_asm (mlir-opt-19's messages).

llvm.func @f(%p: !llvm.ptr, %f: f32, %v: vector<4xf32>, %i: i32, %vi: vector<4xi32>) {
  // expected-error @+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %f, %f acq_rel monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<4xf32>'}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<4xf32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2(%x : i32)
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.fabs(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.smax' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.intr.smax(%x, %x) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%x: f64, %y: f32) {
  // expected-error @+1 {{'llvm.intr.pow' op requires the same type for all operands and results}}
  %0 = llvm.intr.pow(%x, %y) : (f64, f32) -> f64
  llvm.return
}

// -----

llvm.func @f(%x: f64, %v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.powi' op operand #1 must be signless integer, but got 'vector<4xi32>'}}
  %0 = llvm.intr.powi(%x, %v) : (f64, vector<4xi32>) -> f64
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.ctlz"(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{'llvm.intr.memcpy' op requires attribute 'isVolatile'}}
  "llvm.intr.memcpy"(%p, %p, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %n: i32) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %n, %n) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{custom op 'llvm.extractelement' 'vector' must be LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = llvm.extractelement %i[%i : i32] : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'bin_op' [xchg, add, sub, _and, nand, _or, _xor, max, min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap, udec_wrap]}}
  %0 = llvm.atomicrmw bogus %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%v: i32) {
  // expected-error @+1 {{custom op 'llvm.inline_asm' expected string or keyword containing one of the following enum values for attribute 'asm_dialect' [att, intel]}}
  %0 = llvm.inline_asm asm_dialect = foo "x", "=r" : () -> i32
  llvm.return
}

// -----

llvm.func @f(%p: i32) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %p : i32 -> i32
  llvm.return
}

// -----

llvm.func @f(%p: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %p, %p : i32
  llvm.return
}

// -----

llvm.func @f(%p: i32) {
  // expected-error @+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.fabs(%p) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: i32) {
  // expected-error @+1 {{'llvm.intr.stackrestore' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.stackrestore %p : i32
  llvm.return
}

// -----

llvm.func @f(%p: i32, %v: i32) {
  // expected-error @+1 {{'llvm.intr.masked.store' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  llvm.intr.masked.store %v, %p, %p {alignment = 4 : i32} : i32, i32 into i32
  llvm.return
}

// -----

llvm.func @f(%p: i32) {
  %0 = llvm.freeze %p : i32
  // expected-error @+1 {{custom op 'llvm.insertelement' 'vector' must be LLVM dialect-compatible vector type, but got 'i32'}}
  %1 = llvm.insertelement %p, %p[%p : i32] : i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "llvm.switch"(%x, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl()

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global external thread_local unnamed_addr @g(0 : i32) {addr_space = 0 : i32} : i32

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global constant external @g(0 : i32) {addr_space = 0 : i32} : i32

// -----

// expected-error @+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func fastcc internal @f() {
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{invalid properties {bin_op = 99 : i64, ordering = 2 : i64} for op llvm.atomicrmw: Invalid attribute `bin_op` in property conversion: 99 : i64}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 99 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op requires attribute 'ordering'}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op result #0 must be LLVM structure type, but got 'i32'}}
  %0 = "llvm.cmpxchg"(%p, %v, %v) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.fabs' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f64
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op attribute 'is_zero_poison' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = "llvm.intr.ctlz"(%x) <{is_zero_poison = 1 : i32}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.freeze' op requires the same type for all operands and results}}
  %0 = "llvm.freeze"(%x) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{invalid properties {ordering = 9 : i64} for op llvm.fence: Invalid attribute `ordering` in property conversion: 9 : i64}}
  "llvm.fence"() <{ordering = 9 : i64}> : () -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>, case_values = dense<[1]> : vector<1xi32>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{invalid properties {asm_dialect = 3 : i64, asm_string = "x", constraints = "=r"} for op llvm.inline_asm: Invalid attribute `asm_dialect` in property conversion: 3 : i64}}
  %0 = "llvm.inline_asm"(%x) <{asm_string = "x", constraints = "=r", asm_dialect = 3 : i64}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.add"(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fmax' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'f32'}}
  %0 = "llvm.intr.vector.reduce.fmax"(%x) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%x: f32, %v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fadd' op operand #1 must be LLVM dialect-compatible vector of floating-point, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xi32>) -> f32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error @+1 {{'llvm.shufflevector' op failed to verify that all of {v1, v2} have same type}}
  %0 = "llvm.shufflevector"(%v, %w) <{mask = array<i32: 0, 1>}> : (vector<4xf32>, vector<2xf32>) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %p: !llvm.ptr, %m: vector<4xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op result #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = "llvm.intr.masked.load"(%p, %m) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>) -> f32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %i, %i) : (vector<4xf32>, i32, i32) -> vector<4xf32>
  llvm.return
}
