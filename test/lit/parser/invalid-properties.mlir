// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Generic-form properties of the wrong attribute class are rejected while parsing, as
// mlir-opt-19's property conversion rejects them; inherent attributes in the attribute
// dictionary are checked against their constraints while parsing too.

func.func @a(%m: memref<4xf32>) {
// expected-error @+1 {{invalid properties {alignment = "x", operandSegmentSizes = array<i32: 0, 0>} for op memref.alloca: Invalid attribute `alignment` in property conversion: "x"}}
  %0 = "memref.alloca"() <{alignment = "x", operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @b() {
// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 3 : i32}> : () -> i64
  return
}

// -----

func.func @c() {
// expected-error @+1 {{invalid properties {dimension = 1 : i32} for op gpu.thread_id: Invalid attribute `dimension` in property conversion: 1 : i32}}
  %0 = "gpu.thread_id"() <{dimension = 1 : i32}> : () -> index
  return
}

// -----

func.func @d(%a: i32) {
// expected-error @+1 {{invalid properties {predicate = "slt"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "slt"}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = "slt"}> : (i32, i32) -> i1
  return
}

// -----

func.func @e() {
// expected-error @+1 {{invalid properties {callee = "f"} for op func.call: Invalid attribute `callee` in property conversion: "f"}}
  "func.call"() <{callee = "f"}> : () -> ()
  return
}

// -----

func.func @f() {
// expected-error @+1 {{invalid properties {name = "g"} for op memref.get_global: Invalid attribute `name` in property conversion: "g"}}
  %0 = "memref.get_global"() <{name = "g"}> : () -> memref<4xf32>
  return
}

// -----

func.func @g(%a: index) {
// expected-error @+1 {{invalid properties {unroll = 1 : i64} for op scf.for: this operation does not support properties}}
  "scf.for"(%a, %a, %a) <{unroll = 1}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

llvm.func @h(%a: i32) {
// expected-error @+1 {{invalid properties {overflowFlags = 1 : i32} for op llvm.add: expected 'overflowFlags' attribute to be an IntegerOverflowFlagsAttr, but got 1 : i32}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  llvm.return
}

// -----

func.func @i(%a: f32) {
// expected-error @+1 {{invalid properties {mode = 1 : i32} for op gpu.shuffle: Invalid attribute `mode` in property conversion: 1 : i32}}
  %0 = "gpu.shuffle"(%a, %a, %a) <{mode = 1 : i32}> : (f32, f32, f32) -> (f32, i1)
  return
}

// -----

// expected-error @+1 {{invalid properties {sym_name = 3 : i64} for op gpu.module: Invalid attribute `sym_name` in property conversion: 3 : i64}}
"gpu.module"() <{sym_name = 3}> ({
}) : () -> ()

// -----

func.func @j(%a: memref<4xf32>, %i: index) {
// expected-error @+1 {{invalid properties {nontemporal = 1 : i64} for op memref.load: Invalid attribute `nontemporal` in property conversion: 1 : i64}}
  %0 = "memref.load"(%a, %i) <{nontemporal = 1}> : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @l(%a: f32) {
// expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op math.sqrt: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.sqrt"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @m(%a: i32) {
// expected-error @+1 {{invalid properties {case_operand_segments = "x", case_values = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_operand_segments` in property conversion: "x"}}
  "cf.switch"(%a)[^bb1] <{case_values = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = "x"}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @a(%a: i32) {
// expected-error @+1 {{invalid properties {overflowFlags = 3 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 3 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @b(%a: f32) {
// expected-error @+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}

// -----

func.func @c(%a: f32) {
// expected-error @+1 {{invalid properties {fastmath = "fast"} for op math.sqrt: Invalid attribute `fastmath` in property conversion: "fast"}}
  %0 = "math.sqrt"(%a) <{fastmath = "fast"}> : (f32) -> f32
  return
}

// -----

func.func @d(%a: i32) {
  %0 = "arith.muli"(%a, %a) <{overflowFlags = #arith.overflow<nsw>, x = 1}> : (i32, i32) -> i32
  return
}

// -----

func.func @e(%a: index) {
// expected-error @+1 {{invalid properties {pred = 3 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i64}}
  %0 = "index.cmp"(%a, %a) <{pred = 3 : i64}> : (index, index) -> i1
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i64}> : () -> index
  return
}

// -----

func.func @g() {
// expected-error @+1 {{invalid properties {value = 3 : i64} for op index.bool.constant: Invalid attribute `value` in property conversion: 3 : i64}}
  %0 = "index.bool.constant"() <{value = 3 : i64}> : () -> i1
  return
}
