// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// llvm.insertelement on constants is folded as IRBuilder folds it: the lanes rebuilt (undef
// and poison lanes kept apart), a zero into zeroinitializer kept, poison for an undef, poison
// or out-of-range lane; a non-constant element stays an instruction.

// CHECK-LABEL: define void @main(float %0)
// CHECK-NEXT: call void @v(<3 x float> <float 1.000000e+00, float 5.000000e-01, float 3.000000e+00>)
// CHECK-NEXT: call void @v(<3 x float> zeroinitializer)
// CHECK-NEXT: call void @v(<3 x float> poison)
// CHECK-NEXT: call void @v(<3 x float> poison)
// CHECK-NEXT: call void @v(<3 x float> <float undef, float poison, float undef>)
// CHECK-NEXT: call void @v(<3 x float> <float poison, float 5.000000e-01, float poison>)
// CHECK-NEXT: call void @v(<3 x float> <float undef, float 0.000000e+00, float undef>)
// CHECK-NEXT: call void @v(<3 x float> poison)
// CHECK-NEXT: %2 = insertelement <3 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, float %0, i32 1
// CHECK-NEXT: call void @v(<3 x float> %2)
// CHECK-NEXT: call void @v(<3 x float> <float poison, float 0.000000e+00, float poison>)
llvm.func @v(vector<3xf32>)
llvm.func @main(%x: f32) {
  %c = llvm.mlir.constant(dense<[1.0, 2.0, 3.0]> : vector<3xf32>) : vector<3xf32>
  %z = llvm.mlir.zero : vector<3xf32>
  %u = llvm.mlir.undef : vector<3xf32>
  %p = llvm.mlir.poison : vector<3xf32>
  %f = llvm.mlir.constant(0.5 : f32) : f32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %fp = llvm.mlir.poison : f32
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i7 = llvm.mlir.constant(7 : i64) : i64
  %ip = llvm.mlir.poison : i32
  %iu = llvm.mlir.undef : i32
  %0 = llvm.insertelement %f, %c[%i1 : i32] : vector<3xf32>
  llvm.call @v(%0) : (vector<3xf32>) -> ()
  %1 = llvm.insertelement %f0, %z[%i1 : i32] : vector<3xf32>
  llvm.call @v(%1) : (vector<3xf32>) -> ()
  %2 = llvm.insertelement %f, %z[%i7 : i64] : vector<3xf32>
  llvm.call @v(%2) : (vector<3xf32>) -> ()
  %3 = llvm.insertelement %f, %u[%ip : i32] : vector<3xf32>
  llvm.call @v(%3) : (vector<3xf32>) -> ()
  %4 = llvm.insertelement %fp, %u[%i1 : i32] : vector<3xf32>
  llvm.call @v(%4) : (vector<3xf32>) -> ()
  %5 = llvm.insertelement %f, %p[%i1 : i32] : vector<3xf32>
  llvm.call @v(%5) : (vector<3xf32>) -> ()
  %6 = llvm.insertelement %f0, %u[%i1 : i32] : vector<3xf32>
  llvm.call @v(%6) : (vector<3xf32>) -> ()
  %7 = llvm.insertelement %f, %c[%iu : i32] : vector<3xf32>
  llvm.call @v(%7) : (vector<3xf32>) -> ()
  %8 = llvm.insertelement %x, %c[%i1 : i32] : vector<3xf32>
  llvm.call @v(%8) : (vector<3xf32>) -> ()
  %9 = llvm.insertelement %f0, %p[%i1 : i32] : vector<3xf32>
  llvm.call @v(%9) : (vector<3xf32>) -> ()
  llvm.return
}
