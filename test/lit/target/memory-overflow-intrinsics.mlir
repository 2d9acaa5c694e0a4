// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// llvm.intr.memcpy/memmove/memset (a host memref.copy lowers to memcpy), overloaded on the
// pointers' and the length's types, and the six *.with.overflow intrinsics
// (arith.addui_extended lowers to uadd), overloaded on the operand type (issue 20).

// CHECK-LABEL: define void @mem(ptr %0, ptr %1, i64 %2, i32 %3, i8 %4, ptr addrspace(1) %5)
llvm.func @mem(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %m: i32, %v: i8, %g: !llvm.ptr<1>) {
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %1, i32 %3, i1 true)
  "llvm.intr.memcpy"(%d, %s, %m) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  // CHECK-NEXT: call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %5, ptr %1, i64 %2, i1 false)
  "llvm.intr.memcpy"(%g, %s, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr, i64) -> ()
  // CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  // CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %0, i8 %4, i64 %2, i1 false)
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// CHECK-LABEL: define i1 @overflow(i32 %0, i32 %1, i64 %2, i64 %3, <4 x i32> %4)
llvm.func @overflow(%a: i32, %b: i32, %x: i64, %y: i64, %va: vector<4xi32>) -> i1 {
  // CHECK-NEXT: %6 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %1 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %8 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %2, i64 %3)
  %2 = "llvm.intr.usub.with.overflow"(%x, %y) : (i64, i64) -> !llvm.struct<(i64, i1)>
  // CHECK-NEXT: %9 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %2, i64 %3)
  %3 = "llvm.intr.ssub.with.overflow"(%x, %y) : (i64, i64) -> !llvm.struct<(i64, i1)>
  // CHECK-NEXT: %10 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1)
  %4 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %11 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1)
  %5 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %12 = call { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32> %4, <4 x i32> %4)
  %6 = "llvm.intr.uadd.with.overflow"(%va, %va) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  // a call on constants stays a call
  // CHECK-NEXT: %13 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 7, i32 7)
  %c = llvm.mlir.constant(7 : i32) : i32
  %7 = "llvm.intr.uadd.with.overflow"(%c, %c) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %14 = extractvalue { i32, i1 } %6, 1
  %o = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
  llvm.return %o : i1
}

// CHECK: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0
// CHECK: declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0
// CHECK: declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #0
// CHECK: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2
// CHECK: declare { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32>, <4 x i32>) #2
// CHECK: attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
