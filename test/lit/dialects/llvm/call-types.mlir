// RUN: gpuopt %s --split-input-file --verify-diagnostics
// llvm.call against the callee's function type, as mlir-opt-19 words it: the count of
// operands (at least the fixed ones of a varargs callee), each operand's type (issue 20,
// bug 3: an !llvm.ptr<1> passed where !llvm.ptr is declared), the result, and the
// var_callee_type of a varargs call.

llvm.func @f(!llvm.ptr)
llvm.func @global_for_generic(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: '!llvm.ptr<1>' != '!llvm.ptr'}}
  llvm.call @f(%p) : (!llvm.ptr<1>) -> ()
  llvm.return
}

// -----

llvm.func @f(!llvm.ptr, i32) -> i64
llvm.func @second_operand(%p: !llvm.ptr, %x: i64) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 1: 'i64' != 'i32'}}
  %0 = llvm.call @f(%p, %x) : (!llvm.ptr, i64) -> i64
  llvm.return
}

// -----

llvm.func @f(!llvm.ptr, i32) -> i64
llvm.func @result(%p: !llvm.ptr, %x: i32) {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @f(%p, %x) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(!llvm.ptr, i32) -> i64
llvm.func @no_result(%p: !llvm.ptr, %x: i32) {
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @f(%p, %x) : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @w()
llvm.func @void_result() {
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @w() : () -> i32
  llvm.return
}

// -----

llvm.func @v(i32, ...)
llvm.func @varargs_unmarked(%x: i32) {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @v(%x) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @v(i32, ...)
llvm.func @varargs_too_few() {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (0) for varargs callee (expecting at least: 1)}}
  llvm.call @v() vararg(!llvm.func<void (...)>) : () -> ()
  llvm.return
}

// -----

llvm.func @v(i32, ...)
llvm.func @varargs_type(%y: i64) {
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  llvm.call @v(%y) vararg(!llvm.func<void (i32, ...)>) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @v(i32, ...)
llvm.func @varargs_fixed_type(%x: i32, %y: i64) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @v(%y, %x) vararg(!llvm.func<void (i64, ...)>) : (i64, i32) -> ()
  llvm.return
}

// -----

llvm.func @v(i32, ...)
llvm.func @varargs_ok(%x: i32, %y: i64) {
  llvm.call @v(%x, %y) vararg(!llvm.func<void (i32, ...)>) : (i32, i64) -> ()
  llvm.return
}
