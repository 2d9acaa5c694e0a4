// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// shufflevector masks as LLVM prints the mask constant: all zeros zeroinitializer (a splat of
// lane 0, what vector.broadcast lowers to), all poison poison, otherwise element by element.

// CHECK: %3 = shufflevector <4 x float> %0, <4 x float> %1, <4 x i32> zeroinitializer
// CHECK: %4 = shufflevector <4 x float> %3, <4 x float> %1, <2 x i32> poison
// CHECK: %5 = shufflevector <4 x float> %3, <4 x float> %1, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
// CHECK: %6 = shufflevector <4 x float> %5, <4 x float> %3, <4 x i32> <i32 0, i32 poison, i32 5, i32 0>
// CHECK: %7 = shufflevector <2 x float> %4, <2 x float> %4, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
llvm.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.shufflevector %a, %b [0, 0, 0, 0] : vector<4xf32>
  %1 = llvm.shufflevector %0, %b [-1, -1] : vector<4xf32>
  %2 = llvm.shufflevector %0, %b [1, 1, 1, 1] : vector<4xf32>
  %3 = llvm.shufflevector %2, %0 [0, -1, 5, 0] : vector<4xf32>
  %4 = llvm.shufflevector %1, %1 [0, 1, 2, 3] : vector<2xf32>
  %5 = llvm.fadd %3, %4 : vector<4xf32>
  llvm.return %5 : vector<4xf32>
}
