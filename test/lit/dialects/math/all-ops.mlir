// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Every math op of LLVM 19 on scalars, vectors and tensors, with and without fastmath flags.

func.func @float_unary(%x: f32, %v: vector<4xf16>, %t: tensor<2xf64>) {
  %0 = math.absf %x : f32
  %1 = math.acos %v fastmath<nnan,ninf> : vector<4xf16>
  %2 = math.acosh %t : tensor<2xf64>
  %3 = math.asin %x fastmath<fast> : f32
  %4 = math.asinh %v : vector<4xf16>
  %5 = math.atan %t fastmath<nnan,ninf> : tensor<2xf64>
  %6 = math.atanh %x : f32
  %7 = math.cbrt %v fastmath<fast> : vector<4xf16>
  %8 = math.ceil %t : tensor<2xf64>
  %9 = math.cos %x fastmath<nnan,ninf> : f32
  %10 = math.cosh %v : vector<4xf16>
  %11 = math.erf %t fastmath<fast> : tensor<2xf64>
  %12 = math.exp %x : f32
  %13 = math.exp2 %v fastmath<nnan,ninf> : vector<4xf16>
  %14 = math.expm1 %t : tensor<2xf64>
  %15 = math.floor %x fastmath<fast> : f32
  %16 = math.log %v : vector<4xf16>
  %17 = math.log10 %t fastmath<nnan,ninf> : tensor<2xf64>
  %18 = math.log1p %x : f32
  %19 = math.log2 %v fastmath<fast> : vector<4xf16>
  %20 = math.round %t : tensor<2xf64>
  %21 = math.roundeven %x fastmath<nnan,ninf> : f32
  %22 = math.rsqrt %v : vector<4xf16>
  %23 = math.sin %t fastmath<fast> : tensor<2xf64>
  %24 = math.sinh %x : f32
  %25 = math.sqrt %v fastmath<nnan,ninf> : vector<4xf16>
  %26 = math.tan %t : tensor<2xf64>
  %27 = math.tanh %x fastmath<fast> : f32
  %28 = math.trunc %v : vector<4xf16>
  return
}

func.func @float_binary(%x: f32, %v: vector<4xf64>, %n: i32) {
  %0 = math.atan2 %x, %x : f32
  %v0 = math.atan2 %v, %v fastmath<contract> : vector<4xf64>
  %1 = math.copysign %x, %x : f32
  %v1 = math.copysign %v, %v fastmath<contract> : vector<4xf64>
  %2 = math.powf %x, %x : f32
  %v2 = math.powf %v, %v fastmath<contract> : vector<4xf64>
  %f = math.fma %x, %x, %x fastmath<afn> : f32
  %p = math.fpowi %x, %n : f32, i32
  return
}

func.func @integer(%a: i32, %w: vector<2xi64>, %v: vector<2xf32>, %vn: vector<2xi32>) {
  %0 = math.absi %a : i32
  %w0 = math.absi %w : vector<2xi64>
  %1 = math.ctlz %a : i32
  %w1 = math.ctlz %w : vector<2xi64>
  %2 = math.cttz %a : i32
  %w2 = math.cttz %w : vector<2xi64>
  %3 = math.ctpop %a : i32
  %w3 = math.ctpop %w : vector<2xi64>
  %p = math.ipowi %a, %a : i32
  %q = math.ipowi %w, %w : vector<2xi64>
  %r = math.fpowi %v, %vn : vector<2xf32>, vector<2xi32>
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @float_unary(%arg0: f32, %arg1: vector<4xf16>, %arg2: tensor<2xf64>) {
// CHECK-NEXT:    %0 = math.absf %arg0 : f32
// CHECK-NEXT:    %1 = math.acos %arg1 fastmath<nnan,ninf> : vector<4xf16>
// CHECK-NEXT:    %2 = math.acosh %arg2 : tensor<2xf64>
// CHECK-NEXT:    %3 = math.asin %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %4 = math.asinh %arg1 : vector<4xf16>
// CHECK-NEXT:    %5 = math.atan %arg2 fastmath<nnan,ninf> : tensor<2xf64>
// CHECK-NEXT:    %6 = math.atanh %arg0 : f32
// CHECK-NEXT:    %7 = math.cbrt %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT:    %8 = math.ceil %arg2 : tensor<2xf64>
// CHECK-NEXT:    %9 = math.cos %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %10 = math.cosh %arg1 : vector<4xf16>
// CHECK-NEXT:    %11 = math.erf %arg2 fastmath<fast> : tensor<2xf64>
// CHECK-NEXT:    %12 = math.exp %arg0 : f32
// CHECK-NEXT:    %13 = math.exp2 %arg1 fastmath<nnan,ninf> : vector<4xf16>
// CHECK-NEXT:    %14 = math.expm1 %arg2 : tensor<2xf64>
// CHECK-NEXT:    %15 = math.floor %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %16 = math.log %arg1 : vector<4xf16>
// CHECK-NEXT:    %17 = math.log10 %arg2 fastmath<nnan,ninf> : tensor<2xf64>
// CHECK-NEXT:    %18 = math.log1p %arg0 : f32
// CHECK-NEXT:    %19 = math.log2 %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT:    %20 = math.round %arg2 : tensor<2xf64>
// CHECK-NEXT:    %21 = math.roundeven %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %22 = math.rsqrt %arg1 : vector<4xf16>
// CHECK-NEXT:    %23 = math.sin %arg2 fastmath<fast> : tensor<2xf64>
// CHECK-NEXT:    %24 = math.sinh %arg0 : f32
// CHECK-NEXT:    %25 = math.sqrt %arg1 fastmath<nnan,ninf> : vector<4xf16>
// CHECK-NEXT:    %26 = math.tan %arg2 : tensor<2xf64>
// CHECK-NEXT:    %27 = math.tanh %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %28 = math.trunc %arg1 : vector<4xf16>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @float_binary(%arg0: f32, %arg1: vector<4xf64>, %arg2: i32) {
// CHECK-NEXT:    %0 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = math.atan2 %arg1, %arg1 fastmath<contract> : vector<4xf64>
// CHECK-NEXT:    %2 = math.copysign %arg0, %arg0 : f32
// CHECK-NEXT:    %3 = math.copysign %arg1, %arg1 fastmath<contract> : vector<4xf64>
// CHECK-NEXT:    %4 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT:    %5 = math.powf %arg1, %arg1 fastmath<contract> : vector<4xf64>
// CHECK-NEXT:    %6 = math.fma %arg0, %arg0, %arg0 fastmath<afn> : f32
// CHECK-NEXT:    %7 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @integer(%arg0: i32, %arg1: vector<2xi64>, %arg2: vector<2xf32>, %arg3: vector<2xi32>) {
// CHECK-NEXT:    %0 = math.absi %arg0 : i32
// CHECK-NEXT:    %1 = math.absi %arg1 : vector<2xi64>
// CHECK-NEXT:    %2 = math.ctlz %arg0 : i32
// CHECK-NEXT:    %3 = math.ctlz %arg1 : vector<2xi64>
// CHECK-NEXT:    %4 = math.cttz %arg0 : i32
// CHECK-NEXT:    %5 = math.cttz %arg1 : vector<2xi64>
// CHECK-NEXT:    %6 = math.ctpop %arg0 : i32
// CHECK-NEXT:    %7 = math.ctpop %arg1 : vector<2xi64>
// CHECK-NEXT:    %8 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT:    %9 = math.ipowi %arg1, %arg1 : vector<2xi64>
// CHECK-NEXT:    %10 = math.fpowi %arg2, %arg3 : vector<2xf32>, vector<2xi32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (f32, vector<4xf16>, tensor<2xf64>) -> (), sym_name = "float_unary"}> ({
// GENERIC-NEXT:  ^bb0(%arg7: f32, %arg8: vector<4xf16>, %arg9: tensor<2xf64>):
// GENERIC-NEXT:    %19 = "math.absf"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %20 = "math.acos"(%arg8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %21 = "math.acosh"(%arg9) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %22 = "math.asin"(%arg7) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:    %23 = "math.asinh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %24 = "math.atan"(%arg9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %25 = "math.atanh"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %26 = "math.cbrt"(%arg8) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %27 = "math.ceil"(%arg9) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %28 = "math.cos"(%arg7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
// GENERIC-NEXT:    %29 = "math.cosh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %30 = "math.erf"(%arg9) <{fastmath = #arith.fastmath<fast>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %31 = "math.exp"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %32 = "math.exp2"(%arg8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %33 = "math.expm1"(%arg9) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %34 = "math.floor"(%arg7) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:    %35 = "math.log"(%arg8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %36 = "math.log10"(%arg9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %37 = "math.log1p"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %38 = "math.log2"(%arg8) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %39 = "math.round"(%arg9) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %40 = "math.roundeven"(%arg7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
// GENERIC-NEXT:    %41 = "math.rsqrt"(%arg8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %42 = "math.sin"(%arg9) <{fastmath = #arith.fastmath<fast>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %43 = "math.sinh"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %44 = "math.sqrt"(%arg8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    %45 = "math.tan"(%arg9) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %46 = "math.tanh"(%arg7) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:    %47 = "math.trunc"(%arg8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (f32, vector<4xf64>, i32) -> (), sym_name = "float_binary"}> ({
// GENERIC-NEXT:  ^bb0(%arg4: f32, %arg5: vector<4xf64>, %arg6: i32):
// GENERIC-NEXT:    %11 = "math.atan2"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %12 = "math.atan2"(%arg5, %arg5) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:    %13 = "math.copysign"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %14 = "math.copysign"(%arg5, %arg5) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:    %15 = "math.powf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %16 = "math.powf"(%arg5, %arg5) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:    %17 = "math.fma"(%arg4, %arg4, %arg4) <{fastmath = #arith.fastmath<afn>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:    %18 = "math.fpowi"(%arg4, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, vector<2xi64>, vector<2xf32>, vector<2xi32>) -> (), sym_name = "integer"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: vector<2xi64>, %arg2: vector<2xf32>, %arg3: vector<2xi32>):
// GENERIC-NEXT:    %0 = "math.absi"(%arg0) : (i32) -> i32
// GENERIC-NEXT:    %1 = "math.absi"(%arg1) : (vector<2xi64>) -> vector<2xi64>
// GENERIC-NEXT:    %2 = "math.ctlz"(%arg0) : (i32) -> i32
// GENERIC-NEXT:    %3 = "math.ctlz"(%arg1) : (vector<2xi64>) -> vector<2xi64>
// GENERIC-NEXT:    %4 = "math.cttz"(%arg0) : (i32) -> i32
// GENERIC-NEXT:    %5 = "math.cttz"(%arg1) : (vector<2xi64>) -> vector<2xi64>
// GENERIC-NEXT:    %6 = "math.ctpop"(%arg0) : (i32) -> i32
// GENERIC-NEXT:    %7 = "math.ctpop"(%arg1) : (vector<2xi64>) -> vector<2xi64>
// GENERIC-NEXT:    %8 = "math.ipowi"(%arg0, %arg0) : (i32, i32) -> i32
// GENERIC-NEXT:    %9 = "math.ipowi"(%arg1, %arg1) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
// GENERIC-NEXT:    %10 = "math.fpowi"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xi32>) -> vector<2xf32>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
