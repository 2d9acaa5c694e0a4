// RUN: gpuopt %s --convert-math-to-llvm --split-input-file | FileCheck %s

// math ops to llvm intrinsics and expansions; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @unary_f32(%arg0: f32) -> f32 {
// CHECK-NEXT:      %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT:      %1 = llvm.intr.ceil(%0)  : (f32) -> f32
// CHECK-NEXT:      %2 = llvm.intr.cos(%1)  : (f32) -> f32
// CHECK-NEXT:      %3 = llvm.intr.exp(%2)  : (f32) -> f32
// CHECK-NEXT:      %4 = llvm.intr.exp2(%3)  : (f32) -> f32
// CHECK-NEXT:      %5 = llvm.intr.floor(%4)  : (f32) -> f32
// CHECK-NEXT:      %6 = llvm.intr.log(%5)  : (f32) -> f32
// CHECK-NEXT:      %7 = llvm.intr.log10(%6)  : (f32) -> f32
// CHECK-NEXT:      %8 = llvm.intr.log2(%7)  : (f32) -> f32
// CHECK-NEXT:      %9 = llvm.intr.round(%8)  : (f32) -> f32
// CHECK-NEXT:      %10 = llvm.intr.roundeven(%9)  : (f32) -> f32
// CHECK-NEXT:      %11 = llvm.intr.sin(%10)  : (f32) -> f32
// CHECK-NEXT:      %12 = llvm.intr.sqrt(%11)  : (f32) -> f32
// CHECK-NEXT:      %13 = llvm.intr.trunc(%12)  : (f32) -> f32
// CHECK-NEXT:      return %13 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// every one-to-one float op on f32
func.func @unary_f32(%x: f32) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.ceil %0 : f32
  %2 = math.cos %1 : f32
  %3 = math.exp %2 : f32
  %4 = math.exp2 %3 : f32
  %5 = math.floor %4 : f32
  %6 = math.log %5 : f32
  %7 = math.log10 %6 : f32
  %8 = math.log2 %7 : f32
  %9 = math.round %8 : f32
  %10 = math.roundeven %9 : f32
  %11 = math.sin %10 : f32
  %12 = math.sqrt %11 : f32
  %13 = math.trunc %12 : f32
  return %13 : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @widths(%arg0: f64, %arg1: f16, %arg2: bf16) -> (f64, f16, bf16) {
// CHECK-NEXT:      %0 = llvm.intr.sqrt(%arg0)  : (f64) -> f64
// CHECK-NEXT:      %1 = llvm.intr.floor(%arg1)  : (f16) -> f16
// CHECK-NEXT:      %2 = llvm.intr.exp(%arg2)  : (bf16) -> bf16
// CHECK-NEXT:      %3 = llvm.intr.ceil(%0)  : (f64) -> f64
// CHECK-NEXT:      return %3, %1, %2 : f64, f16, bf16
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// other float widths
func.func @widths(%a: f64, %b: f16, %c: bf16) -> (f64, f16, bf16) {
  %0 = math.sqrt %a : f64
  %1 = math.floor %b : f16
  %2 = math.exp %c : bf16
  %3 = math.ceil %0 : f64
  return %3, %1, %2 : f64, f16, bf16
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @binary(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32) -> f32 {
// CHECK-NEXT:      %0 = llvm.intr.copysign(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT:      %1 = llvm.intr.pow(%0, %arg1)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT:      %2 = llvm.intr.fma(%1, %arg1, %arg2)  {fastmathFlags = #llvm.fastmath<contract, afn>} : (f32, f32, f32) -> f32
// CHECK-NEXT:      %3 = llvm.intr.powi(%2, %arg3)  {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, i32) -> f32
// CHECK-NEXT:      return %3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// binary and ternary ops with fastmath flags
func.func @binary(%x: f32, %y: f32, %z: f32, %n: i32) -> f32 {
  %0 = math.copysign %x, %y fastmath<nnan> : f32
  %1 = math.powf %0, %y fastmath<fast> : f32
  %2 = math.fma %1, %y, %z fastmath<contract,afn> : f32
  %3 = math.fpowi %2, %n fastmath<reassoc> : f32, i32
  return %3 : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @integers(%arg0: i32, %arg1: i64, %arg2: vector<4xi8>) -> (i32, i64, vector<4xi8>) {
// CHECK-NEXT:      %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:      %1 = "llvm.intr.ctlz"(%0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:      %2 = "llvm.intr.cttz"(%arg1) <{is_zero_poison = false}> : (i64) -> i64
// CHECK-NEXT:      %3 = llvm.intr.ctpop(%2)  : (i64) -> i64
// CHECK-NEXT:      %4 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = false}> : (vector<4xi8>) -> vector<4xi8>
// CHECK-NEXT:      %5 = "llvm.intr.abs"(%4) <{is_int_min_poison = false}> : (vector<4xi8>) -> vector<4xi8>
// CHECK-NEXT:      %6 = llvm.intr.ctpop(%5)  : (vector<4xi8>) -> vector<4xi8>
// CHECK-NEXT:      return %1, %3, %6 : i32, i64, vector<4xi8>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// integer ops: abs, count leading/trailing zeros, popcount
func.func @integers(%a: i32, %b: i64, %v: vector<4xi8>) -> (i32, i64, vector<4xi8>) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %0 : i32
  %2 = math.cttz %b : i64
  %3 = math.ctpop %2 : i64
  %4 = math.ctlz %v : vector<4xi8>
  %5 = math.absi %4 : vector<4xi8>
  %6 = math.ctpop %5 : vector<4xi8>
  return %1, %3, %6 : i32, i64, vector<4xi8>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @expansions(%arg0: f32, %arg1: f64) -> (f32, f64) {
// CHECK-NEXT:      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %1 = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK-NEXT:      %2 = llvm.fsub %1, %0  {fastmathFlags = #llvm.fastmath<afn>} : f32
// CHECK-NEXT:      %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %4 = llvm.intr.sqrt(%2)  : (f32) -> f32
// CHECK-NEXT:      %5 = llvm.fdiv %3, %4  : f32
// CHECK-NEXT:      %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %7 = llvm.fadd %6, %5  {fastmathFlags = #llvm.fastmath<ninf, nsz>} : f32
// CHECK-NEXT:      %8 = llvm.intr.log(%7)  {fastmathFlags = #llvm.fastmath<ninf, nsz>} : (f32) -> f32
// CHECK-NEXT:      %9 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:      %10 = llvm.intr.sqrt(%arg1)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
// CHECK-NEXT:      %11 = llvm.fdiv %9, %10  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT:      %12 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:      %13 = llvm.intr.exp(%11)  : (f64) -> f64
// CHECK-NEXT:      %14 = llvm.fsub %13, %12  : f64
// CHECK-NEXT:      return %8, %14 : f32, f64
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// expansions on scalars, with and without flags
func.func @expansions(%x: f32, %d: f64) -> (f32, f64) {
  %0 = math.expm1 %x fastmath<afn> : f32
  %1 = math.rsqrt %0 : f32
  %2 = math.log1p %1 fastmath<ninf,nsz> : f32
  %3 = math.rsqrt %d fastmath<fast> : f64
  %4 = math.expm1 %3 : f64
  return %2, %4 : f32, f64
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @expansions_1d(%arg0: vector<4xf32>, %arg1: vector<2xf64>) -> (vector<4xf32>, vector<2xf64>) {
// CHECK-NEXT:      %0 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:      %1 = llvm.intr.sqrt(%arg0)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:      %2 = llvm.fdiv %0, %1  : vector<4xf32>
// CHECK-NEXT:      %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:      %4 = llvm.intr.exp(%2)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:      %5 = llvm.fsub %4, %3  {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
// CHECK-NEXT:      %6 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT:      %7 = llvm.fadd %6, %arg1  : vector<2xf64>
// CHECK-NEXT:      %8 = llvm.intr.log(%7)  : (vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:      return %5, %8 : vector<4xf32>, vector<2xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// expansions on 1-D vectors: a splat constant one
func.func @expansions_1d(%v: vector<4xf32>, %w: vector<2xf64>) -> (vector<4xf32>, vector<2xf64>) {
  %0 = math.rsqrt %v : vector<4xf32>
  %1 = math.expm1 %0 fastmath<nnan> : vector<4xf32>
  %2 = math.log1p %w : vector<2xf64>
  return %1, %2 : vector<4xf32>, vector<2xf64>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @expansions_nd(%arg0: vector<2x3xf32>, %arg1: vector<2x2x2xf64>) -> (vector<2x3xf32>, vector<2x2x2xf64>) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2x2xf64> to !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %2 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:      %5 = llvm.intr.sqrt(%3)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %6 = llvm.fdiv %4, %5  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT:      %7 = llvm.insertvalue %6, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %9 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:      %10 = llvm.intr.sqrt(%8)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %11 = llvm.fdiv %9, %10  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT:      %12 = llvm.insertvalue %11, %7[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %13 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %14 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT:      %16 = llvm.fadd %15, %14  : vector<2xf64>
// CHECK-NEXT:      %17 = llvm.intr.log(%16)  : (vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:      %18 = llvm.insertvalue %17, %13[0, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %19 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %20 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT:      %21 = llvm.fadd %20, %19  : vector<2xf64>
// CHECK-NEXT:      %22 = llvm.intr.log(%21)  : (vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:      %23 = llvm.insertvalue %22, %18[0, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %24 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %25 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT:      %26 = llvm.fadd %25, %24  : vector<2xf64>
// CHECK-NEXT:      %27 = llvm.intr.log(%26)  : (vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:      %28 = llvm.insertvalue %27, %23[1, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %29 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %30 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT:      %31 = llvm.fadd %30, %29  : vector<2xf64>
// CHECK-NEXT:      %32 = llvm.intr.log(%31)  : (vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:      %33 = llvm.insertvalue %32, %28[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT:      %34 = builtin.unrealized_conversion_cast %33 : !llvm.array<2 x array<2 x vector<2xf64>>> to vector<2x2x2xf64>
// CHECK-NEXT:      %35 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %36 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %37 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:      %38 = llvm.intr.exp(%36)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %39 = llvm.fsub %38, %37  : vector<3xf32>
// CHECK-NEXT:      %40 = llvm.insertvalue %39, %35[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %41 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %42 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:      %43 = llvm.intr.exp(%41)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %44 = llvm.fsub %43, %42  : vector<3xf32>
// CHECK-NEXT:      %45 = llvm.insertvalue %44, %40[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %46 = builtin.unrealized_conversion_cast %45 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:      return %46, %34 : vector<2x3xf32>, vector<2x2x2xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// expansions on n-D vectors: unrolled, one constant per 1-D vector
func.func @expansions_nd(%v: vector<2x3xf32>, %w: vector<2x2x2xf64>) -> (vector<2x3xf32>, vector<2x2x2xf64>) {
  %0 = math.rsqrt %v fastmath<fast> : vector<2x3xf32>
  %1 = math.log1p %w : vector<2x2x2xf64>
  %2 = math.expm1 %0 : vector<2x3xf32>
  return %2, %1 : vector<2x3xf32>, vector<2x2x2xf64>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @one_to_one_nd(%arg0: vector<2x3xf32>, %arg1: vector<3x2xi32>) -> (vector<2x3xf32>, vector<3x2xi32>) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %2 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %4 = llvm.intr.sqrt(%3)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %5 = llvm.insertvalue %4, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %6 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %7 = llvm.intr.sqrt(%6)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %8 = llvm.insertvalue %7, %5[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %9 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %10 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %11 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %12 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %13 = llvm.intr.fma(%10, %11, %12)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %14 = llvm.insertvalue %13, %9[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %15 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %16 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %17 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %18 = llvm.intr.fma(%15, %16, %17)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:      %19 = llvm.insertvalue %18, %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:      %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:      %21 = llvm.mlir.undef : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %22 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %23 = llvm.intr.ctpop(%22)  : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %24 = llvm.insertvalue %23, %21[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %25 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %26 = llvm.intr.ctpop(%25)  : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %27 = llvm.insertvalue %26, %24[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %28 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %29 = llvm.intr.ctpop(%28)  : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %30 = llvm.insertvalue %29, %27[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %31 = llvm.mlir.undef : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %32 = llvm.extractvalue %30[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %33 = "llvm.intr.cttz"(%32) <{is_zero_poison = false}> : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %34 = llvm.insertvalue %33, %31[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %35 = llvm.extractvalue %30[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %36 = "llvm.intr.cttz"(%35) <{is_zero_poison = false}> : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %37 = llvm.insertvalue %36, %34[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %38 = llvm.extractvalue %30[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %39 = "llvm.intr.cttz"(%38) <{is_zero_poison = false}> : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %40 = llvm.insertvalue %39, %37[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %41 = llvm.mlir.undef : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %42 = llvm.extractvalue %40[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %43 = "llvm.intr.abs"(%42) <{is_int_min_poison = false}> : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %44 = llvm.insertvalue %43, %41[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %45 = llvm.extractvalue %40[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %46 = "llvm.intr.abs"(%45) <{is_int_min_poison = false}> : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %47 = llvm.insertvalue %46, %44[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %48 = llvm.extractvalue %40[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %49 = "llvm.intr.abs"(%48) <{is_int_min_poison = false}> : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:      %50 = llvm.insertvalue %49, %47[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:      %51 = builtin.unrealized_conversion_cast %50 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT:      return %20, %51 : vector<2x3xf32>, vector<3x2xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// one-to-one ops on n-D vectors
func.func @one_to_one_nd(%v: vector<2x3xf32>, %i: vector<3x2xi32>) -> (vector<2x3xf32>, vector<3x2xi32>) {
  %0 = math.sqrt %v fastmath<nnan> : vector<2x3xf32>
  %1 = math.fma %0, %v, %0 : vector<2x3xf32>
  %2 = math.ctpop %i : vector<3x2xi32>
  %3 = math.cttz %2 : vector<3x2xi32>
  %4 = math.absi %3 : vector<3x2xi32>
  return %1, %4 : vector<2x3xf32>, vector<3x2xi32>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @kept(%arg0: f32, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT:      %0 = math.tan %arg0 : f32
// CHECK-NEXT:      %1 = math.tanh %0 : f32
// CHECK-NEXT:      %2 = math.atan2 %1, %arg1 : f32
// CHECK-NEXT:      %3 = math.erf %2 : f32
// CHECK-NEXT:      %4 = math.cbrt %3 : f32
// CHECK-NEXT:      %5 = math.acos %4 : f32
// CHECK-NEXT:      %6 = math.sinh %5 : f32
// CHECK-NEXT:      %7 = llvm.intr.exp(%6)  : (f32) -> f32
// CHECK-NEXT:      %8 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT:      return %7, %8 : f32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// ops mlir-opt-19 does not lower stay (tan, tanh, atan2, erf, cbrt, ipowi, acos, ...)
func.func @kept(%x: f32, %y: f32, %n: i32) -> (f32, i32) {
  %0 = math.tan %x : f32
  %1 = math.tanh %0 : f32
  %2 = math.atan2 %1, %y : f32
  %3 = math.erf %2 : f32
  %4 = math.cbrt %3 : f32
  %5 = math.acos %4 : f32
  %6 = math.sinh %5 : f32
  %7 = math.exp %6 : f32
  %8 = math.ipowi %n, %n : i32
  return %7, %8 : f32, i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @attrs_and_0d(%arg0: f32, %arg1: vector<f32>) -> (f32, vector<f32>) {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT:      %1 = llvm.intr.sin(%arg0)  {tag = "s"} : (f32) -> f32
// CHECK-NEXT:      %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %3 = llvm.intr.sqrt(%1)  {note = 1 : i32} : (f32) -> f32
// CHECK-NEXT:      %4 = llvm.fdiv %2, %3  {note = 1 : i32} : f32
// CHECK-NEXT:      %5 = llvm.intr.sqrt(%0)  : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT:      %6 = llvm.mlir.constant(dense<1.000000e+00> : vector<f32>) : vector<1xf32>
// CHECK-NEXT:      %7 = llvm.fadd %6, %5  : vector<1xf32>
// CHECK-NEXT:      %8 = llvm.intr.log(%7)  : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT:      %9 = builtin.unrealized_conversion_cast %8 : vector<1xf32> to vector<f32>
// CHECK-NEXT:      return %4, %9 : f32, vector<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// discardable attributes are kept; 0-D vectors become vector<1xT>
func.func @attrs_and_0d(%x: f32, %z: vector<f32>) -> (f32, vector<f32>) {
  %0 = math.sin %x {tag = "s"} : f32
  %1 = math.rsqrt %0 {note = 1 : i32} : f32
  %2 = math.sqrt %z : vector<f32>
  %3 = math.log1p %2 : vector<f32>
  return %1, %3 : f32, vector<f32>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @tensors(%arg0: tensor<4xf32>, %arg1: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:      %0 = math.sqrt %arg0 : tensor<4xf32>
// CHECK-NEXT:      %1 = math.rsqrt %arg0 : tensor<4xf32>
// CHECK-NEXT:      %2 = llvm.intr.sqrt(%arg1)  : (f32) -> f32
// CHECK-NEXT:      return %1, %2 : tensor<4xf32>, f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// tensors do not convert: the ops stay
func.func @tensors(%t: tensor<4xf32>, %x: f32) -> (tensor<4xf32>, f32) {
  %0 = math.sqrt %t : tensor<4xf32>
  %1 = math.rsqrt %t : tensor<4xf32>
  %2 = math.sqrt %x : f32
  return %1, %2 : tensor<4xf32>, f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @scalable(%arg0: vector<[4]xf32>, %arg1: vector<[2]xi64>) -> (vector<[4]xf32>, vector<[2]xi64>) {
// CHECK-NEXT:      %0 = llvm.intr.exp(%arg0)  : (vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT:      %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf32>) : vector<[4]xf32>
// CHECK-NEXT:      %2 = llvm.intr.sqrt(%0)  : (vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT:      %3 = llvm.fdiv %1, %2  : vector<[4]xf32>
// CHECK-NEXT:      %4 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (vector<[2]xi64>) -> vector<[2]xi64>
// CHECK-NEXT:      return %3, %4 : vector<[4]xf32>, vector<[2]xi64>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scalable vectors
func.func @scalable(%v: vector<[4]xf32>, %i: vector<[2]xi64>) -> (vector<[4]xf32>, vector<[2]xi64>) {
  %0 = math.exp %v : vector<[4]xf32>
  %1 = math.rsqrt %0 : vector<[4]xf32>
  %2 = math.ctlz %i : vector<[2]xi64>
  return %1, %2 : vector<[4]xf32>, vector<[2]xi64>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @in_llvm_func(%arg0: f32) -> f32 {
// CHECK-NEXT:      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %1 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT:      %2 = llvm.fsub %1, %0  : f32
// CHECK-NEXT:      %3 = llvm.intr.pow(%2, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT:      llvm.return %3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// in an llvm.func, math on values made by llvm ops
llvm.func @in_llvm_func(%x: f32) -> f32 {
  %0 = math.expm1 %x : f32
  %1 = math.powf %0, %x : f32
  llvm.return %1 : f32
}
