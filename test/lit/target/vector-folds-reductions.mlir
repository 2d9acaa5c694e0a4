// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Vector reductions (llvm.vector.reduce.*, overloaded on the vector), and constant vectors
// folded lane by lane (fadd, mul) and by lane (extractelement), as IRBuilder folds them;
// n-D vector constants as arrays of 1-D vectors (--convert-vector-to-llvm's types);
// shufflevector of constants (a negative mask lane is undef, as LLVM 19 folds it).

llvm.func @reduce(%v: vector<4xf32>, %a: f32, %w: vector<4xi32>) -> f32 {
  %0 = "llvm.intr.vector.reduce.fadd"(%a, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.add"(%w) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.smax"(%w) : (vector<4xi32>) -> i32
  %3 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %4 = "llvm.intr.vector.reduce.fmul"(%a, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return %0 : f32
}

llvm.func @use(vector<4xf32>, vector<2xi64>, f64)
llvm.func @folds() {
  %0 = llvm.mlir.constant(dense<[0.5, 1.0, -2.0, 0.0]> : vector<4xf32>) : vector<4xf32>
  %1 = llvm.fadd %0, %0 : vector<4xf32>
  %2 = llvm.mlir.constant(dense<[3, -4]> : vector<2xi64>) : vector<2xi64>
  %3 = llvm.mlir.constant(dense<0> : vector<2xi64>) : vector<2xi64>
  %4 = llvm.mul %2, %2 : vector<2xi64>
  %5 = llvm.add %4, %3 : vector<2xi64>
  %6 = llvm.mlir.constant(dense<7.000000e+00> : vector<f64>) : vector<1xf64>
  %7 = llvm.mlir.constant(0 : index) : i64
  %8 = llvm.extractelement %6[%7 : i64] : vector<1xf64>
  llvm.call @use(%1, %5, %8) : (vector<4xf32>, vector<2xi64>, f64) -> ()
  llvm.return
}

llvm.func @use_nd(!llvm.array<3 x vector<2xi32>>, !llvm.array<2 x array<2 x vector<2xf32>>>, !llvm.array<2 x vector<3xi1>>)
llvm.func @nd() {
  %0 = llvm.mlir.constant(dense<[[1, -2], [3, -4], [0, 0]]> : vector<3x2xi32>) : !llvm.array<3 x vector<2xi32>>
  %1 = llvm.mlir.constant(dense<1.5> : vector<2x2x2xf32>) : !llvm.array<2 x array<2 x vector<2xf32>>>
  %2 = llvm.mlir.constant(dense<[[true, false, true], [false, false, false]]> : vector<2x3xi1>) : !llvm.array<2 x vector<3xi1>>
  llvm.call @use_nd(%0, %1, %2) : (!llvm.array<3 x vector<2xi32>>, !llvm.array<2 x array<2 x vector<2xf32>>>, !llvm.array<2 x vector<3xi1>>) -> ()
  llvm.return
}

llvm.func @use_sh(vector<6xi32>, vector<3xf32>)
llvm.func @shuffle() {
  %0 = llvm.mlir.constant(dense<[1, -2]> : vector<2xi32>) : vector<2xi32>
  %1 = llvm.shufflevector %0, %0 [0, 1, 0, 3, -1, 2] : vector<2xi32>
  %2 = llvm.mlir.constant(dense<0.0> : vector<2xf32>) : vector<2xf32>
  %3 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  %4 = llvm.shufflevector %2, %3 [0, 3, 2] : vector<2xf32>
  llvm.call @use_sh(%1, %4) : (vector<6xi32>, vector<3xf32>) -> ()
  llvm.return
}

// CHECK: define float @reduce(<4 x float> %0, float %1, <4 x i32> %2) {
// CHECK-NEXT:   %4 = call float @llvm.vector.reduce.fadd.v4f32(float %1, <4 x float> %0)
// CHECK-NEXT:   %5 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2)
// CHECK-NEXT:   %6 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %2)
// CHECK-NEXT:   %7 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %0)
// CHECK-NEXT:   %8 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float %1, <4 x float> %0)
// CHECK-NEXT:   ret float %4
// CHECK-NEXT: }
// CHECK: declare void @use(<4 x float>, <2 x i64>, double)
// CHECK: define void @folds() {
// CHECK-NEXT:   call void @use(<4 x float> <float 1.000000e+00, float 2.000000e+00, float -4.000000e+00, float 0.000000e+00>, <2 x i64> <i64 9, i64 16>, double 7.000000e+00)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK: declare void @use_nd([3 x <2 x i32>], [2 x [2 x <2 x float>]], [2 x <3 x i1>])
// CHECK: define void @nd() {
// CHECK-NEXT:   call void @use_nd([3 x <2 x i32>] [<2 x i32> <i32 1, i32 -2>, <2 x i32> <i32 3, i32 -4>, <2 x i32> zeroinitializer], [2 x [2 x <2 x float>]] {{\[\[}}2 x <2 x float>] [<2 x float> <float 1.500000e+00, float 1.500000e+00>, <2 x float> <float 1.500000e+00, float 1.500000e+00>], [2 x <2 x float>] [<2 x float> <float 1.500000e+00, float 1.500000e+00>, <2 x float> <float 1.500000e+00, float 1.500000e+00>]], [2 x <3 x i1>] [<3 x i1> <i1 true, i1 false, i1 true>, <3 x i1> zeroinitializer])
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK: declare void @use_sh(<6 x i32>, <3 x float>)
// CHECK: define void @shuffle() {
// CHECK-NEXT:   call void @use_sh(<6 x i32> <i32 1, i32 -2, i32 1, i32 -2, i32 undef, i32 1>, <3 x float> <float 0.000000e+00, float 2.000000e+00, float 1.000000e+00>)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>) #0
// CHECK: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
