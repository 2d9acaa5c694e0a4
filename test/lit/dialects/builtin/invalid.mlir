// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @dup() { // expected-note {{see existing symbol definition here}}
  return
}
func.func @dup() { // expected-error {{redefinition of symbol named 'dup'}}
  return
}

// -----

module {
  module @m { // expected-note {{see existing symbol definition here}}
  }
  module @m { // expected-error {{redefinition of symbol named 'm'}}
  }
}

// -----

func.func @module_in_block() {
  "builtin.module"() ({
    "func.return"() : () -> () // expected-error {{'func.return' op expects parent op 'func.func'}}
  }) : () -> ()
  return
}

// -----

module {
  %0 = "builtin.module"() ({ // expected-error {{'builtin.module' op requires zero results}}
  }) : () -> i32
}

// -----

func.func @cast_results(%x: i32) {
  "builtin.unrealized_conversion_cast"(%x) : (i32) -> () // expected-error {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  return
}

// -----

"builtin.module"() ({ // expected-error {{'builtin.module' op region should have no arguments}}
^bb0(%x: i32):
}) : () -> ()

// -----

module {
  "builtin.module"(%c) ({ // expected-error {{'builtin.module' op requires zero operands}}
  }) : (i32) -> ()
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
}

// -----

module @a attributes {sym_visibility = "private"} {
  func.func private @f()
}
