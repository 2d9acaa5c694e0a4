// RUN: gpuopt %s --split-input-file --verify-diagnostics

func.func @operand_count(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @two_results(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @not_index(%a: i32) -> index {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return %0 : index
}
