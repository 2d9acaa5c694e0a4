// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @call_no_callee() {
// expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @call_callee_not_symbol() {
// expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = 3 : i32} : () -> ()
  return
}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  func.func @call_result_types(%x: i32) {
// expected-error @+1 {{'func.call' op incorrect number of results for callee}}
    %0 = "func.call"() <{callee = @g}> : () -> i32
    return
  }
}) : () -> ()

// -----

func.func private @h(i32) -> i32

func.func @call_result_mismatch(%x: i32) {
// expected-error @+3 {{'func.call' op result type mismatch at index 0}}
// expected-note @+2 {{      op result types: 'f32'}}
// expected-note @+1 {{function result types: 'i32'}}
  %0 = func.call @h(%x) : (i32) -> f32
  return
}

// -----

func.func @func_no_type() {
// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
  "func.func"() <{sym_name = "x"}> ({
  }) : () -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "x"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "x"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "x", arg_attrs = [{}, {}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{function_type = () -> i32, sym_name = "x", sym_visibility = "private", res_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "x", arg_attrs = [3]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{function_type = () -> (), sym_name = "x", sym_visibility = "bogus"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @isolated(%x: i32) {
  scf.execute_region {
// expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func @inner() -> i32 {
      return %x : i32
    }
    scf.yield
  }
  return
}

// -----

func.func @func_two_regions() {
// expected-error @+1 {{'func.func' op requires one region}}
  "func.func"() <{function_type = () -> (), sym_name = "x"}> ({
  }, {
  }) : () -> ()
  return
}

// -----

func.func @func_result() {
// expected-error @+1 {{'func.func' op requires zero results}}
  %0 = "func.func"() <{function_type = () -> (), sym_name = "x", sym_visibility = "private"}> ({
  }) : () -> i32
  return
}

// -----

func.func @return_result() {
// expected-error @+1 {{'func.return' op requires zero results}}
  %0 = "func.return"() : () -> i32
}

// -----

func.func @return_not_last() -> i32 {
  %c = arith.constant 0 : i32
// expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  func.return %c : i32
  %d = arith.constant 0 : i32
}

// -----

func.func @return_successor() {
// expected-error @+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @constant_no_value() {
// expected-error @+1 {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> (() -> ())
  return
}

// -----

func.func @constant_value_kind() {
// expected-error @+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = 3 : i32} : () -> (() -> ())
  return
}

// -----

func.func @constant_not_function(%x: i32) {
// expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @constant_not_function : i32
  return
}

// -----

func.func @call_indirect_results(%f: (i32) -> i32, %x: i32) {
// expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  "func.call_indirect"(%f, %x) : ((i32) -> i32, i32) -> ()
  return
}

// -----

func.func @call_indirect_no_callee() {
// expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @arg_attr_not_dialect(%a: i32 {foo = 1 : i32}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @res_attr_not_dialect() -> (i32 {foo = 1 : i32})
