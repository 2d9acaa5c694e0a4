// RUN: gpuopt %s --split-input-file --verify-diagnostics

// Generic-form ops with a piece missing, found by test_fuzz.py (each printed its custom form
// and failed before it had a verifier check); messages are mlir-opt-19's.

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op requires string attribute 'sym_name'}}
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) {gpu.kernel, workgroup_attributions = 0 : i64} : () -> ()
}

// -----

func.func @switch_operands(%f: i32, %x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.switch"(%f, %x)[^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_values(%f: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%f: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
