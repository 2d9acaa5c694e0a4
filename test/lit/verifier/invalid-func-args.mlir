// RUN: gpuopt %s --split-input-file --verify-diagnostics
// Function signatures: the first argument's form (named or not) holds for all of them, and
// argument and result attributes are dialect attributes, the llvm ones checked against the
// argument's type (test/unit/test_invalid_differential.py compares them with mlir-opt-19).

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func private @f(%a: i32 {llvm.noalias}, i32)

// -----

// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @f(i32, %a: i32)

// -----

// expected-error@+2 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: !llvm.struct<(i32, f32)> {a.b = "x,y"},
             i32) {
  return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' expected SSA identifier}}
llvm.func @f(%a: i32, i32)

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' expected SSA identifier}}
  gpu.func @f(%a: i32, i32) {
    gpu.return
  }
}

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @f(%a: i32 {foo})

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f(%a: i32) -> (i32 {foo})

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func @f(%a: i32 {llvm.noalias}) {
  return
}

// -----

// expected-error@+1 {{"llvm.readonly" attribute attached to non-pointer LLVM type}}
func.func private @f(%a: vector<4xf32> {llvm.readonly})

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @f(%a: i32) -> (i32 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
func.func private @f(%a: f32 {llvm.signext})

// -----

// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
func.func private @f(%a: !llvm.ptr {llvm.noalias = 1 : i32})

// -----

// expected-error@+1 {{"llvm.byval" should be a type attribute}}
func.func private @f(%a: !llvm.ptr {llvm.byval = 1 : i32})

// -----

// expected-error@+1 {{"llvm.align" should be an integer attribute}}
func.func private @f(%a: !llvm.ptr {llvm.align = "x"})

// -----

// expected-error@+1 {{"llvm.inreg" should be a unit attribute}}
func.func private @f(%a: index {llvm.inreg = 1 : i32})

// -----

// expected-error@+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @f(%a: i64 {llvm.nonnull})

// -----

gpu.module @m {
  // expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
  gpu.func @f(%a: f32 {llvm.noalias}) kernel {
    gpu.return
  }
}

// -----

// Types LLVM does not know (index, memref, unsigned integers) are not checked; pointers pass.
func.func private @f(%a: index {llvm.noalias}, %b: memref<4xf32> {llvm.noalias},
                     %c: ui32 {llvm.signext}, %d: !llvm.ptr {llvm.byval = i32, llvm.align = 4})
