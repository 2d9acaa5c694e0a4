// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Dense multi-dimensional constants as nested arrays (what vector lowering makes of a
// vector<2x4xf32>): row by row, an all-zero row (or value) zeroinitializer.

// CHECK: ret [3 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4], [2 x i16] [i16 5, i16 6]]
// CHECK: ret [2 x <3 x i32>] [<3 x i32> <i32 7, i32 7, i32 7>, <3 x i32> <i32 7, i32 7, i32 7>]
// CHECK: ret [2 x <2 x double>] [<2 x double> zeroinitializer, <2 x double> <double 1.500000e+00, double -2.000000e+00>]
llvm.func @ints() -> !llvm.array<3 x array<2 x i16>> {
  %t = llvm.mlir.constant(dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi16>) : !llvm.array<3 x array<2 x i16>>
  llvm.return %t : !llvm.array<3 x array<2 x i16>>
}
llvm.func @splat() -> !llvm.array<2 x vector<3xi32>> {
  %s = llvm.mlir.constant(dense<7> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
  llvm.return %s : !llvm.array<2 x vector<3xi32>>
}
llvm.func @mixed() -> !llvm.array<2 x vector<2xf64>> {
  %s = llvm.mlir.constant(dense<[[0.0, 0.0], [1.5, -2.0]]> : vector<2x2xf64>) : !llvm.array<2 x vector<2xf64>>
  llvm.return %s : !llvm.array<2 x vector<2xf64>>
}
