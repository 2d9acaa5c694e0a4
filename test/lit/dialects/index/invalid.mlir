// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @a(%a: index) {
// expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @b(%a: i32) {
// expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @c(%a: f32) {
// expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%a) : (f32) -> index
  return
}

// -----

func.func @d(%a: index) {
// expected-error @+1 {{invalid properties {pred = 3 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i64}}
  %0 = "index.cmp"(%a, %a) <{pred = 3 : i64}> : (index, index) -> i1
  return
}

// -----

func.func @e(%a: index) {
// expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%a, %a)
  return
}

// -----

func.func @f(%a: index) {
// expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i64}> : () -> index
  return
}

// -----

func.func @g(%a: index) {
// expected-error @+1 {{invalid properties {value = 3 : i64} for op index.bool.constant: Invalid attribute `value` in property conversion: 3 : i64}}
  %0 = "index.bool.constant"() <{value = 3 : i64}> : () -> i1
  return
}

// -----

func.func @h(%a: index) {
// expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i32'}}
  %0 = "index.sizeof"() : () -> i32
  return
}

// -----

func.func @i(%a: index) {
// expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate foo>}> : (index, index) -> i1
  return
}

// -----

func.func @j(%a: index) {
// expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @k(%a: i32) {
// expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @l(%a: index) {
// expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}
