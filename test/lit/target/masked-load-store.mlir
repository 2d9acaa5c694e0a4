// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// llvm.intr.masked.load (with and without a pass-through value: poison) and masked.store, the
// alignment as the i32 immarg, the pointer nocapture (what gpu-to-llvm makes of vector.maskedload).

// CHECK:   %5 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 4, <4 x i1> %1, <4 x float> %2)
// CHECK:   %6 = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %3, i32 16, <4 x i1> %1, <4 x float> poison)
// CHECK:   call void @llvm.masked.store.v4f32.p0(<4 x float> %5, ptr %0, i32 8, <4 x i1> %1)
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK: declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) nocapture, i32 immarg, <4 x i1>, <4 x float>) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK: declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #1
// CHECK: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
// CHECK: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
llvm.func @masked(%p: !llvm.ptr, %m: vector<4xi1>, %t: vector<4xf32>, %q: !llvm.ptr<1>) -> vector<4xf32> {
  %a = llvm.intr.masked.load %p, %m, %t {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %b = llvm.intr.masked.load %q, %m {alignment = 16 : i32} : (!llvm.ptr<1>, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.store %a, %p, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %c = llvm.fadd %a, %b : vector<4xf32>
  llvm.return %c : vector<4xf32>
}
