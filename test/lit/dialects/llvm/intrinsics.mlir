// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.intr.*: the intrinsics of LLVM 19 that the conversions emit and more.
// Those with an assembly format print through custom<LLVMOpAttrs> (two spaces
// before the ':'); those without one (immediate arguments such as
// is_zero_poison) print in the generic form, as mlir-opt-19 does.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.func @probe(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr, %arg7: i64, %arg8: i1, %arg9: vector<4xf32>, %arg10: vector<4xi32>, %arg11: vector<4xi1>, %arg12: i8) {
// CHECK-NEXT:    %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %1 = llvm.intr.ceil(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %2 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %3 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %4 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %5 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %6 = "llvm.intr.exp10"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %7 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %8 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %9 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %10 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %11 = llvm.intr.cos(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %12 = "llvm.intr.tan"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %13 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %14 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %15 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %16 = llvm.intr.rint(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %17 = llvm.intr.nearbyint(%arg0)  : (f32) -> f32
// CHECK-NEXT:    %18 = "llvm.intr.asin"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %19 = "llvm.intr.acos"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %20 = "llvm.intr.atan"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %21 = "llvm.intr.sinh"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %22 = "llvm.intr.cosh"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %23 = "llvm.intr.tanh"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %24 = "llvm.intr.canonicalize"(%arg0) : (f32) -> f32
// CHECK-NEXT:    %25 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:    %26 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:    %27 = llvm.intr.maxnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:    %28 = llvm.intr.minnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:    %29 = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:    %30 = llvm.intr.minimum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:    %31 = "llvm.intr.atan2"(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:    %32 = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
// CHECK-NEXT:    %33 = llvm.intr.fmuladd(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
// CHECK-NEXT:    %34 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
// CHECK-NEXT:    %35 = llvm.intr.bitreverse(%arg3)  : (i32) -> i32
// CHECK-NEXT:    %36 = llvm.intr.bswap(%arg3)  : (i32) -> i32
// CHECK-NEXT:    %37 = llvm.intr.smax(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %38 = llvm.intr.smin(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %39 = llvm.intr.umax(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %40 = llvm.intr.umin(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %41 = llvm.intr.sadd.sat(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %42 = llvm.intr.uadd.sat(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %43 = llvm.intr.ssub.sat(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %44 = llvm.intr.usub.sat(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %45 = llvm.intr.sshl.sat(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %46 = llvm.intr.ushl.sat(%arg3, %arg4)  : (i32, i32) -> i32
// CHECK-NEXT:    %47 = llvm.intr.fshl(%arg3, %arg4, %arg5)  : (i32, i32, i32) -> i32
// CHECK-NEXT:    %48 = llvm.intr.fshr(%arg3, %arg4, %arg5)  : (i32, i32, i32) -> i32
// CHECK-NEXT:    %49 = "llvm.intr.sadd.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %50 = "llvm.intr.uadd.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %51 = "llvm.intr.ssub.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %52 = "llvm.intr.usub.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %53 = "llvm.intr.smul.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %54 = "llvm.intr.umul.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:    %55 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
// CHECK-NEXT:    %56 = "llvm.intr.ldexp"(%arg0, %arg3) : (f32, i32) -> f32
// CHECK-NEXT:    %57 = "llvm.intr.frexp"(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
// CHECK-NEXT:    %58 = llvm.intr.lround(%arg0)  : (f32) -> i64
// CHECK-NEXT:    %59 = llvm.intr.llround(%arg0)  : (f32) -> i64
// CHECK-NEXT:    %60 = llvm.intr.lrint(%arg0)  : (f32) -> i64
// CHECK-NEXT:    %61 = llvm.intr.llrint(%arg0)  : (f32) -> i64
// CHECK-NEXT:    %62 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:    %63 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT:    %64 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:    %65 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT:    "llvm.intr.memcpy"(%arg6, %arg6, %arg7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:    "llvm.intr.memmove"(%arg6, %arg6, %arg7) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:    "llvm.intr.memset"(%arg6, %arg12, %arg7) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT:    "llvm.intr.memcpy.inline"(%arg6, %arg6) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    "llvm.intr.memset.inline"(%arg6, %arg12) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
// CHECK-NEXT:    "llvm.intr.prefetch"(%arg6) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:    "llvm.intr.assume"(%arg8) : (i1) -> ()
// CHECK-NEXT:    %66 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:    llvm.intr.stackrestore %66 : !llvm.ptr
// CHECK-NEXT:    llvm.intr.lifetime.start 4, %arg6 : !llvm.ptr
// CHECK-NEXT:    llvm.intr.lifetime.end 4, %arg6 : !llvm.ptr
// CHECK-NEXT:    %67 = llvm.intr.invariant.start 4, %arg6 : !llvm.ptr
// CHECK-NEXT:    llvm.intr.invariant.end %67, 4, %arg6 : !llvm.ptr
// CHECK-NEXT:    %68 = "llvm.intr.ptrmask"(%arg6, %arg7) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:    %69 = llvm.intr.expect %arg3, %arg4 : i32
// CHECK-NEXT:    %70 = llvm.intr.expect.with.probability %arg3, %arg4, 5.000000e-01 : i32
// CHECK-NEXT:    %71 = llvm.intr.ssa.copy %arg3 : i32
// CHECK-NEXT:    %72 = "llvm.intr.is.constant"(%arg3) : (i32) -> i1
// CHECK-NEXT:    %73 = "llvm.intr.threadlocal.address"(%arg6) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    "llvm.intr.trap"() : () -> ()
// CHECK-NEXT:    "llvm.intr.debugtrap"() : () -> ()
// CHECK-NEXT:    "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
// CHECK-NEXT:    %74 = "llvm.intr.launder.invariant.group"(%arg6) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    %75 = "llvm.intr.strip.invariant.group"(%arg6) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    %76 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:    %77 = "llvm.intr.vector.reduce.fmul"(%arg0, %arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:    %78 = llvm.intr.vector.reduce.fmax(%arg9)  : (vector<4xf32>) -> f32
// CHECK-NEXT:    %79 = llvm.intr.vector.reduce.fmin(%arg9)  : (vector<4xf32>) -> f32
// CHECK-NEXT:    %80 = llvm.intr.vector.reduce.fmaximum(%arg9)  : (vector<4xf32>) -> f32
// CHECK-NEXT:    %81 = llvm.intr.vector.reduce.fminimum(%arg9)  : (vector<4xf32>) -> f32
// CHECK-NEXT:    %82 = "llvm.intr.vector.reduce.add"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %83 = "llvm.intr.vector.reduce.mul"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %84 = "llvm.intr.vector.reduce.and"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %85 = "llvm.intr.vector.reduce.or"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %86 = "llvm.intr.vector.reduce.xor"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %87 = "llvm.intr.vector.reduce.smax"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %88 = "llvm.intr.vector.reduce.smin"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %89 = "llvm.intr.vector.reduce.umax"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %90 = "llvm.intr.vector.reduce.umin"(%arg10) : (vector<4xi32>) -> i32
// CHECK-NEXT:    %91 = llvm.intr.masked.load %arg6, %arg11, %arg9 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    llvm.intr.masked.store %arg9, %arg6, %arg11 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:    %92 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT:    %93 = "llvm.intr.stepvector"() : () -> vector<4xi32>
// CHECK-NEXT:    %94 = llvm.intr.matrix.multiply %arg9, %arg9 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    %95 = llvm.intr.vector.extract %arg9[0] : vector<2xf32> from vector<4xf32>
// CHECK-NEXT:    %96 = llvm.intr.vector.insert %95, %arg9[0] : vector<2xf32> into vector<4xf32>
// CHECK-NEXT:    %97 = llvm.intr.get.active.lane.mask %arg7, %arg7 : i64, i64 to vector<4xi1>
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @fastmath_and_vectors(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xi32>, %arg3: f64) {
// CHECK-NEXT:    %0 = llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:    %1 = llvm.intr.fma(%arg1, %arg1, %arg1)  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    %2 = llvm.intr.smax(%arg2, %arg2)  : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:    %3 = llvm.intr.exp(%arg3)  {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
// CHECK-NEXT:    %4 = llvm.intr.vector.reduce.fmax(%arg1)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT:    %5 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:    %6 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:    %7 = llvm.mlir.constant(2 : i16) : i16
// CHECK-NEXT:    %8 = llvm.intr.powi(%arg1, %7)  : (vector<4xf32>, i16) -> vector<4xf32>
// CHECK-NEXT:    %9 = llvm.intr.ctpop(%arg2)  : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:    %10 = llvm.intr.copysign(%arg3, %arg3)  {fastmathFlags = #llvm.fastmath<nsz>} : (f64, f64) -> f64
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @unknown(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = "llvm.intr.tan"(%arg0) : (f32) -> f32
// CHECK-NEXT:    llvm.return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f32, f32, i32, i32, i32, ptr, i64, i1, vector<4xf32>, vector<4xi32>, vector<4xi1>, i8)>, linkage = #llvm.linkage<external>, sym_name = "probe", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg5: f32, %arg6: f32, %arg7: f32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: !llvm.ptr, %arg12: i64, %arg13: i1, %arg14: vector<4xf32>, %arg15: vector<4xi32>, %arg16: vector<4xi1>, %arg17: i8):
// GENERIC-NEXT:    %12 = "llvm.intr.fabs"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %13 = "llvm.intr.ceil"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %14 = "llvm.intr.floor"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %15 = "llvm.intr.sqrt"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %16 = "llvm.intr.exp"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %17 = "llvm.intr.exp2"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %18 = "llvm.intr.exp10"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %19 = "llvm.intr.log"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %20 = "llvm.intr.log2"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %21 = "llvm.intr.log10"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %22 = "llvm.intr.sin"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %23 = "llvm.intr.cos"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %24 = "llvm.intr.tan"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %25 = "llvm.intr.round"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %26 = "llvm.intr.roundeven"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %27 = "llvm.intr.trunc"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %28 = "llvm.intr.rint"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %29 = "llvm.intr.nearbyint"(%arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %30 = "llvm.intr.asin"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %31 = "llvm.intr.acos"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %32 = "llvm.intr.atan"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %33 = "llvm.intr.sinh"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %34 = "llvm.intr.cosh"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %35 = "llvm.intr.tanh"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %36 = "llvm.intr.canonicalize"(%arg5) : (f32) -> f32
// GENERIC-NEXT:    %37 = "llvm.intr.copysign"(%arg5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %38 = "llvm.intr.pow"(%arg5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %39 = "llvm.intr.maxnum"(%arg5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %40 = "llvm.intr.minnum"(%arg5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %41 = "llvm.intr.maximum"(%arg5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %42 = "llvm.intr.minimum"(%arg5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %43 = "llvm.intr.atan2"(%arg5, %arg6) : (f32, f32) -> f32
// GENERIC-NEXT:    %44 = "llvm.intr.fma"(%arg5, %arg6, %arg7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:    %45 = "llvm.intr.fmuladd"(%arg5, %arg6, %arg7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:    %46 = "llvm.intr.ctpop"(%arg8) : (i32) -> i32
// GENERIC-NEXT:    %47 = "llvm.intr.bitreverse"(%arg8) : (i32) -> i32
// GENERIC-NEXT:    %48 = "llvm.intr.bswap"(%arg8) : (i32) -> i32
// GENERIC-NEXT:    %49 = "llvm.intr.smax"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %50 = "llvm.intr.smin"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %51 = "llvm.intr.umax"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %52 = "llvm.intr.umin"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %53 = "llvm.intr.sadd.sat"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %54 = "llvm.intr.uadd.sat"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %55 = "llvm.intr.ssub.sat"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %56 = "llvm.intr.usub.sat"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %57 = "llvm.intr.sshl.sat"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %58 = "llvm.intr.ushl.sat"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %59 = "llvm.intr.fshl"(%arg8, %arg9, %arg10) : (i32, i32, i32) -> i32
// GENERIC-NEXT:    %60 = "llvm.intr.fshr"(%arg8, %arg9, %arg10) : (i32, i32, i32) -> i32
// GENERIC-NEXT:    %61 = "llvm.intr.sadd.with.overflow"(%arg8, %arg9) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %62 = "llvm.intr.uadd.with.overflow"(%arg8, %arg9) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %63 = "llvm.intr.ssub.with.overflow"(%arg8, %arg9) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %64 = "llvm.intr.usub.with.overflow"(%arg8, %arg9) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %65 = "llvm.intr.smul.with.overflow"(%arg8, %arg9) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %66 = "llvm.intr.umul.with.overflow"(%arg8, %arg9) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:    %67 = "llvm.intr.powi"(%arg5, %arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:    %68 = "llvm.intr.ldexp"(%arg5, %arg8) : (f32, i32) -> f32
// GENERIC-NEXT:    %69 = "llvm.intr.frexp"(%arg5) : (f32) -> !llvm.struct<(f32, i32)>
// GENERIC-NEXT:    %70 = "llvm.intr.lround"(%arg5) : (f32) -> i64
// GENERIC-NEXT:    %71 = "llvm.intr.llround"(%arg5) : (f32) -> i64
// GENERIC-NEXT:    %72 = "llvm.intr.lrint"(%arg5) : (f32) -> i64
// GENERIC-NEXT:    %73 = "llvm.intr.llrint"(%arg5) : (f32) -> i64
// GENERIC-NEXT:    %74 = "llvm.intr.abs"(%arg8) <{is_int_min_poison = false}> : (i32) -> i32
// GENERIC-NEXT:    %75 = "llvm.intr.ctlz"(%arg8) <{is_zero_poison = true}> : (i32) -> i32
// GENERIC-NEXT:    %76 = "llvm.intr.cttz"(%arg8) <{is_zero_poison = false}> : (i32) -> i32
// GENERIC-NEXT:    %77 = "llvm.intr.is.fpclass"(%arg5) <{bit = 3 : i32}> : (f32) -> i1
// GENERIC-NEXT:    "llvm.intr.memcpy"(%arg11, %arg11, %arg12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// GENERIC-NEXT:    "llvm.intr.memmove"(%arg11, %arg11, %arg12) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// GENERIC-NEXT:    "llvm.intr.memset"(%arg11, %arg17, %arg12) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// GENERIC-NEXT:    "llvm.intr.memcpy.inline"(%arg11, %arg11) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.intr.memset.inline"(%arg11, %arg17) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
// GENERIC-NEXT:    "llvm.intr.prefetch"(%arg11) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.intr.assume"(%arg13) : (i1) -> ()
// GENERIC-NEXT:    %78 = "llvm.intr.stacksave"() : () -> !llvm.ptr
// GENERIC-NEXT:    "llvm.intr.stackrestore"(%78) : (!llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.intr.lifetime.start"(%arg11) <{size = 4 : i64}> : (!llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.intr.lifetime.end"(%arg11) <{size = 4 : i64}> : (!llvm.ptr) -> ()
// GENERIC-NEXT:    %79 = "llvm.intr.invariant.start"(%arg11) <{size = 4 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:    "llvm.intr.invariant.end"(%79, %arg11) <{size = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT:    %80 = "llvm.intr.ptrmask"(%arg11, %arg12) : (!llvm.ptr, i64) -> !llvm.ptr
// GENERIC-NEXT:    %81 = "llvm.intr.expect"(%arg8, %arg9) : (i32, i32) -> i32
// GENERIC-NEXT:    %82 = "llvm.intr.expect.with.probability"(%arg8, %arg9) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
// GENERIC-NEXT:    %83 = "llvm.intr.ssa.copy"(%arg8) : (i32) -> i32
// GENERIC-NEXT:    %84 = "llvm.intr.is.constant"(%arg8) : (i32) -> i1
// GENERIC-NEXT:    %85 = "llvm.intr.threadlocal.address"(%arg11) : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:    "llvm.intr.trap"() : () -> ()
// GENERIC-NEXT:    "llvm.intr.debugtrap"() : () -> ()
// GENERIC-NEXT:    "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
// GENERIC-NEXT:    %86 = "llvm.intr.launder.invariant.group"(%arg11) : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:    %87 = "llvm.intr.strip.invariant.group"(%arg11) : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:    %88 = "llvm.intr.vector.reduce.fadd"(%arg5, %arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// GENERIC-NEXT:    %89 = "llvm.intr.vector.reduce.fmul"(%arg5, %arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// GENERIC-NEXT:    %90 = "llvm.intr.vector.reduce.fmax"(%arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:    %91 = "llvm.intr.vector.reduce.fmin"(%arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:    %92 = "llvm.intr.vector.reduce.fmaximum"(%arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:    %93 = "llvm.intr.vector.reduce.fminimum"(%arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:    %94 = "llvm.intr.vector.reduce.add"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %95 = "llvm.intr.vector.reduce.mul"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %96 = "llvm.intr.vector.reduce.and"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %97 = "llvm.intr.vector.reduce.or"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %98 = "llvm.intr.vector.reduce.xor"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %99 = "llvm.intr.vector.reduce.smax"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %100 = "llvm.intr.vector.reduce.smin"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %101 = "llvm.intr.vector.reduce.umax"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %102 = "llvm.intr.vector.reduce.umin"(%arg15) : (vector<4xi32>) -> i32
// GENERIC-NEXT:    %103 = "llvm.intr.masked.load"(%arg11, %arg16, %arg14) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    "llvm.intr.masked.store"(%arg14, %arg11, %arg16) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// GENERIC-NEXT:    %104 = "llvm.intr.vscale"() : () -> i64
// GENERIC-NEXT:    %105 = "llvm.intr.stepvector"() : () -> vector<4xi32>
// GENERIC-NEXT:    %106 = "llvm.intr.matrix.multiply"(%arg14, %arg14) <{lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %107 = "llvm.intr.vector.extract"(%arg14) <{pos = 0 : i64}> : (vector<4xf32>) -> vector<2xf32>
// GENERIC-NEXT:    %108 = "llvm.intr.vector.insert"(%arg14, %107) <{pos = 0 : i64}> : (vector<4xf32>, vector<2xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %109 = "llvm.intr.get.active.lane.mask"(%arg12, %arg12) : (i64, i64) -> vector<4xi1>
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, vector<4xf32>, vector<4xi32>, f64)>, linkage = #llvm.linkage<external>, sym_name = "fastmath_and_vectors", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg1: f32, %arg2: vector<4xf32>, %arg3: vector<4xi32>, %arg4: f64):
// GENERIC-NEXT:    %1 = "llvm.intr.sqrt"(%arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:    %2 = "llvm.intr.fma"(%arg2, %arg2, %arg2) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %3 = "llvm.intr.smax"(%arg3, %arg3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:    %4 = "llvm.intr.exp"(%arg4) <{fastmathFlags = #llvm.fastmath<afn>}> : (f64) -> f64
// GENERIC-NEXT:    %5 = "llvm.intr.vector.reduce.fmax"(%arg2) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:    %6 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg2) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// GENERIC-NEXT:    %7 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:    %8 = "llvm.mlir.constant"() <{value = 2 : i16}> : () -> i16
// GENERIC-NEXT:    %9 = "llvm.intr.powi"(%arg2, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, i16) -> vector<4xf32>
// GENERIC-NEXT:    %10 = "llvm.intr.ctpop"(%arg3) : (vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:    %11 = "llvm.intr.copysign"(%arg4, %arg4) <{fastmathFlags = #llvm.fastmath<nsz>}> : (f64, f64) -> f64
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "unknown", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: f32):
// GENERIC-NEXT:    %0 = "llvm.intr.tan"(%arg0) : (f32) -> f32
// GENERIC-NEXT:    "llvm.return"(%0) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

llvm.func @probe(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr, %arg7: i64, %arg8: i1, %arg9: vector<4xf32>, %arg10: vector<4xi32>, %arg11: vector<4xi1>, %arg12: i8) {
  %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
  %1 = llvm.intr.ceil(%arg0)  : (f32) -> f32
  %2 = llvm.intr.floor(%arg0)  : (f32) -> f32
  %3 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
  %4 = llvm.intr.exp(%arg0)  : (f32) -> f32
  %5 = llvm.intr.exp2(%arg0)  : (f32) -> f32
  %6 = "llvm.intr.exp10"(%arg0) : (f32) -> f32
  %7 = llvm.intr.log(%arg0)  : (f32) -> f32
  %8 = llvm.intr.log2(%arg0)  : (f32) -> f32
  %9 = llvm.intr.log10(%arg0)  : (f32) -> f32
  %10 = llvm.intr.sin(%arg0)  : (f32) -> f32
  %11 = llvm.intr.cos(%arg0)  : (f32) -> f32
  %12 = "llvm.intr.tan"(%arg0) : (f32) -> f32
  %13 = llvm.intr.round(%arg0)  : (f32) -> f32
  %14 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
  %15 = llvm.intr.trunc(%arg0)  : (f32) -> f32
  %16 = llvm.intr.rint(%arg0)  : (f32) -> f32
  %17 = llvm.intr.nearbyint(%arg0)  : (f32) -> f32
  %18 = "llvm.intr.asin"(%arg0) : (f32) -> f32
  %19 = "llvm.intr.acos"(%arg0) : (f32) -> f32
  %20 = "llvm.intr.atan"(%arg0) : (f32) -> f32
  %21 = "llvm.intr.sinh"(%arg0) : (f32) -> f32
  %22 = "llvm.intr.cosh"(%arg0) : (f32) -> f32
  %23 = "llvm.intr.tanh"(%arg0) : (f32) -> f32
  %24 = "llvm.intr.canonicalize"(%arg0) : (f32) -> f32
  %25 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
  %26 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
  %27 = llvm.intr.maxnum(%arg0, %arg1)  : (f32, f32) -> f32
  %28 = llvm.intr.minnum(%arg0, %arg1)  : (f32, f32) -> f32
  %29 = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
  %30 = llvm.intr.minimum(%arg0, %arg1)  : (f32, f32) -> f32
  %31 = "llvm.intr.atan2"(%arg0, %arg1) : (f32, f32) -> f32
  %32 = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
  %33 = llvm.intr.fmuladd(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
  %34 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
  %35 = llvm.intr.bitreverse(%arg3)  : (i32) -> i32
  %36 = llvm.intr.bswap(%arg3)  : (i32) -> i32
  %37 = llvm.intr.smax(%arg3, %arg4)  : (i32, i32) -> i32
  %38 = llvm.intr.smin(%arg3, %arg4)  : (i32, i32) -> i32
  %39 = llvm.intr.umax(%arg3, %arg4)  : (i32, i32) -> i32
  %40 = llvm.intr.umin(%arg3, %arg4)  : (i32, i32) -> i32
  %41 = llvm.intr.sadd.sat(%arg3, %arg4)  : (i32, i32) -> i32
  %42 = llvm.intr.uadd.sat(%arg3, %arg4)  : (i32, i32) -> i32
  %43 = llvm.intr.ssub.sat(%arg3, %arg4)  : (i32, i32) -> i32
  %44 = llvm.intr.usub.sat(%arg3, %arg4)  : (i32, i32) -> i32
  %45 = llvm.intr.sshl.sat(%arg3, %arg4)  : (i32, i32) -> i32
  %46 = llvm.intr.ushl.sat(%arg3, %arg4)  : (i32, i32) -> i32
  %47 = llvm.intr.fshl(%arg3, %arg4, %arg5)  : (i32, i32, i32) -> i32
  %48 = llvm.intr.fshr(%arg3, %arg4, %arg5)  : (i32, i32, i32) -> i32
  %49 = "llvm.intr.sadd.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %50 = "llvm.intr.uadd.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %51 = "llvm.intr.ssub.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %52 = "llvm.intr.usub.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %53 = "llvm.intr.smul.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %54 = "llvm.intr.umul.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %55 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
  %56 = "llvm.intr.ldexp"(%arg0, %arg3) : (f32, i32) -> f32
  %57 = "llvm.intr.frexp"(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
  %58 = llvm.intr.lround(%arg0)  : (f32) -> i64
  %59 = llvm.intr.llround(%arg0)  : (f32) -> i64
  %60 = llvm.intr.lrint(%arg0)  : (f32) -> i64
  %61 = llvm.intr.llrint(%arg0)  : (f32) -> i64
  %62 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
  %63 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = true}> : (i32) -> i32
  %64 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
  %65 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
  "llvm.intr.memcpy"(%arg6, %arg6, %arg7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%arg6, %arg6, %arg7) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%arg6, %arg12, %arg7) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy.inline"(%arg6, %arg6) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%arg6, %arg12) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
  "llvm.intr.prefetch"(%arg6) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  "llvm.intr.assume"(%arg8) : (i1) -> ()
  %66 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %66 : !llvm.ptr
  llvm.intr.lifetime.start 4, %arg6 : !llvm.ptr
  llvm.intr.lifetime.end 4, %arg6 : !llvm.ptr
  %67 = llvm.intr.invariant.start 4, %arg6 : !llvm.ptr
  llvm.intr.invariant.end %67, 4, %arg6 : !llvm.ptr
  %68 = "llvm.intr.ptrmask"(%arg6, %arg7) : (!llvm.ptr, i64) -> !llvm.ptr
  %69 = llvm.intr.expect %arg3, %arg4 : i32
  %70 = llvm.intr.expect.with.probability %arg3, %arg4, 5.000000e-01 : i32
  %71 = llvm.intr.ssa.copy %arg3 : i32
  %72 = "llvm.intr.is.constant"(%arg3) : (i32) -> i1
  %73 = "llvm.intr.threadlocal.address"(%arg6) : (!llvm.ptr) -> !llvm.ptr
  "llvm.intr.trap"() : () -> ()
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
  %74 = "llvm.intr.launder.invariant.group"(%arg6) : (!llvm.ptr) -> !llvm.ptr
  %75 = "llvm.intr.strip.invariant.group"(%arg6) : (!llvm.ptr) -> !llvm.ptr
  %76 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %77 = "llvm.intr.vector.reduce.fmul"(%arg0, %arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %78 = llvm.intr.vector.reduce.fmax(%arg9)  : (vector<4xf32>) -> f32
  %79 = llvm.intr.vector.reduce.fmin(%arg9)  : (vector<4xf32>) -> f32
  %80 = llvm.intr.vector.reduce.fmaximum(%arg9)  : (vector<4xf32>) -> f32
  %81 = llvm.intr.vector.reduce.fminimum(%arg9)  : (vector<4xf32>) -> f32
  %82 = "llvm.intr.vector.reduce.add"(%arg10) : (vector<4xi32>) -> i32
  %83 = "llvm.intr.vector.reduce.mul"(%arg10) : (vector<4xi32>) -> i32
  %84 = "llvm.intr.vector.reduce.and"(%arg10) : (vector<4xi32>) -> i32
  %85 = "llvm.intr.vector.reduce.or"(%arg10) : (vector<4xi32>) -> i32
  %86 = "llvm.intr.vector.reduce.xor"(%arg10) : (vector<4xi32>) -> i32
  %87 = "llvm.intr.vector.reduce.smax"(%arg10) : (vector<4xi32>) -> i32
  %88 = "llvm.intr.vector.reduce.smin"(%arg10) : (vector<4xi32>) -> i32
  %89 = "llvm.intr.vector.reduce.umax"(%arg10) : (vector<4xi32>) -> i32
  %90 = "llvm.intr.vector.reduce.umin"(%arg10) : (vector<4xi32>) -> i32
  %91 = llvm.intr.masked.load %arg6, %arg11, %arg9 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %arg9, %arg6, %arg11 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %92 = "llvm.intr.vscale"() : () -> i64
  %93 = "llvm.intr.stepvector"() : () -> vector<4xi32>
  %94 = llvm.intr.matrix.multiply %arg9, %arg9 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %95 = llvm.intr.vector.extract %arg9[0] : vector<2xf32> from vector<4xf32>
  %96 = llvm.intr.vector.insert %95, %arg9[0] : vector<2xf32> into vector<4xf32>
  %97 = llvm.intr.get.active.lane.mask %arg7, %arg7 : i64, i64 to vector<4xi1>
  llvm.return
}

llvm.func @fastmath_and_vectors(%x: f32, %v: vector<4xf32>, %vi: vector<4xi32>, %d: f64) {
  %0 = llvm.intr.sqrt(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %1 = llvm.intr.fma(%v, %v, %v) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.smax(%vi, %vi) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %3 = llvm.intr.exp(%d) {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
  %4 = llvm.intr.vector.reduce.fmax(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %5 = "llvm.intr.vector.reduce.fadd"(%x, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %6 = "llvm.intr.ctlz"(%vi) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
  %x7 = llvm.mlir.constant(2 : i16) : i16
  %7 = llvm.intr.powi(%v, %x7) : (vector<4xf32>, i16) -> vector<4xf32>
  %8 = llvm.intr.ctpop(%vi) : (vector<4xi32>) -> vector<4xi32>
  %9 = llvm.intr.copysign(%d, %d) {fastmathFlags = #llvm.fastmath<nsz>} : (f64, f64) -> f64
  llvm.return
}

// Intrinsics newer than LLVM 19 are unknown ops that the llvm dialect accepts
// in the generic form.
llvm.func @unknown(%x: f32) -> f32 {
  %0 = "llvm.intr.tan"(%x) : (f32) -> f32
  llvm.return %0 : f32
}
