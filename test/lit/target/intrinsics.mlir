// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// llvm.intr.* ops: calls to @llvm.* with their declarations and attribute groups.

module {
  llvm.func @math(%x: f32, %y: f64, %v: vector<4xf32>) -> f32 {
    %0 = llvm.intr.sqrt(%x) : (f32) -> f32
    %1 = llvm.intr.fabs(%0) : (f32) -> f32
    %2 = llvm.intr.floor(%1) : (f32) -> f32
    %3 = llvm.intr.ceil(%2) : (f32) -> f32
    %4 = llvm.intr.maxnum(%3, %x) : (f32, f32) -> f32
    %5 = llvm.intr.minnum(%4, %x) : (f32, f32) -> f32
    %6 = llvm.intr.fma(%5, %5, %x) : (f32, f32, f32) -> f32
    %7 = llvm.intr.copysign(%6, %x) : (f32, f32) -> f32
    %8 = llvm.intr.sqrt(%y) : (f64) -> f64
    %9 = llvm.intr.fabs(%v) : (vector<4xf32>) -> vector<4xf32>
    %10 = llvm.intr.round(%8) : (f64) -> f64
    %11 = llvm.fptrunc %10 : f64 to f32
    %12 = llvm.fadd %7, %11 : f32
    %13 = llvm.intr.exp2(%12) : (f32) -> f32
    %i = llvm.mlir.constant(3 : i32) : i32
    %14 = llvm.intr.powi(%13, %i) : (f32, i32) -> f32
    %15 = llvm.intr.trunc(%14) : (f32) -> f32
    llvm.return %15 : f32
  }
  llvm.func @bits(%a: i32, %b: i64) -> i32 {
    %0 = llvm.intr.ctpop(%a) : (i32) -> i32
    %1 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %2 = "llvm.intr.cttz"(%b) <{is_zero_poison = true}> : (i64) -> i64
    %3 = llvm.trunc %2 : i64 to i32
    %4 = llvm.intr.smax(%0, %1) : (i32, i32) -> i32
    %5 = llvm.intr.umin(%4, %3) : (i32, i32) -> i32
    %6 = "llvm.intr.abs"(%5) <{is_int_min_poison = false}> : (i32) -> i32
    %7 = llvm.intr.bswap(%6) : (i32) -> i32
    %8 = llvm.intr.bitreverse(%7) : (i32) -> i32
    %9 = llvm.intr.fshl(%8, %a, %0) : (i32, i32, i32) -> i32
    %10 = llvm.intr.sadd.sat(%9, %a) : (i32, i32) -> i32
    %11 = llvm.intr.smin(%10, %a) : (i32, i32) -> i32
    %12 = llvm.intr.umax(%11, %a) : (i32, i32) -> i32
    llvm.return %12 : i32
  }
}
