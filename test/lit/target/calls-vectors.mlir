// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Calls (direct, indirect, variadic, void, tail), vectors (insertelement, extractelement,
// shufflevector) and aggregate values.

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @sink(vector<4xf32>)
  llvm.func @vec(%v: vector<4xf32>, %x: f32, %i: i32) -> f32 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %0 = llvm.insertelement %x, %v[%c0 : i32] : vector<4xf32>
    %1 = llvm.extractelement %0[%i : i32] : vector<4xf32>
    %2 = llvm.fadd %0, %v : vector<4xf32>
    %3 = llvm.extractelement %2[%c2 : i64] : vector<4xf32>
    %4 = llvm.fadd %1, %3 : f32
    %5 = llvm.shufflevector %2, %v [0, 5, 2, 7] : vector<4xf32>
    llvm.call @sink(%5) : (vector<4xf32>) -> ()
    llvm.return %4 : f32
  }
  llvm.func @indirect(%f: !llvm.ptr, %a: i64) -> i64 {
    %0 = llvm.call %f(%a) : !llvm.ptr, (i64) -> i64
    %1 = llvm.call tail %f(%0) : !llvm.ptr, (i64) -> i64
    llvm.return %1 : i64
  }
  llvm.func @variadic(%fmt: !llvm.ptr, %x: i32, %d: f64) -> i32 {
    %0 = llvm.call @printf(%fmt, %x, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    llvm.return %0 : i32
  }
  llvm.func @agg(%a: i32, %b: f64) -> !llvm.struct<(i32, array<2 x f64>)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f64>)>
    %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, array<2 x f64>)>
    %1 = llvm.insertvalue %b, %0[1, 0] : !llvm.struct<(i32, array<2 x f64>)>
    %2 = llvm.insertvalue %b, %1[1, 1] : !llvm.struct<(i32, array<2 x f64>)>
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, array<2 x f64>)>
    %4 = llvm.extractvalue %3[1] : !llvm.array<2 x f64>
    %5 = llvm.fadd %4, %b : f64
    %6 = llvm.insertvalue %5, %2[1, 0] : !llvm.struct<(i32, array<2 x f64>)>
    llvm.return %6 : !llvm.struct<(i32, array<2 x f64>)>
  }
}
