// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Function attributes (attribute groups), argument and result attributes, linkage,
// visibility, calling conventions, dso_local, unnamed_addr and sections.

module {
  llvm.func @a(%p: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.readonly}, %q: !llvm.ptr {llvm.nonnull, llvm.align = 16 : i64, llvm.dereferenceable = 8 : i64}) -> (i32 {llvm.noundef}) attributes {passthrough = ["nounwind", "noinline"]} {
    %0 = llvm.load %p : !llvm.ptr -> i32
    llvm.return %0 : i32
  }
  llvm.func internal @b(%x: i32 {llvm.signext}, %y: i8 {llvm.zeroext}) -> i32 attributes {passthrough = ["nounwind", "noinline"]} {
    %0 = llvm.zext %y : i8 to i32
    %1 = llvm.add %x, %0 : i32
    llvm.return %1 : i32
  }
  llvm.func @c() attributes {no_unwind, passthrough = [["frame-pointer", "all"]]} {
    llvm.return
  }
  llvm.func fastcc @d(%x: i32) -> i32 attributes {dso_local} {
    llvm.return %x : i32
  }
  llvm.func private @e() attributes {target_cpu = "sm_80", target_features = #llvm.target_features<["+ptx80"]>} {
    llvm.return
  }
  llvm.func linkonce_odr hidden @f(%x: f32) -> f32 {
    %0 = llvm.fneg %x : f32
    %1 = llvm.fmul %0, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %2 = llvm.intr.sqrt(%1) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    llvm.return %2 : f32
  }
  llvm.func weak @g() attributes {always_inline} {
    llvm.return
  }
  llvm.func @h(!llvm.ptr {llvm.byval = i64}, i32 {llvm.inreg}) -> !llvm.ptr
  llvm.func @caller(%p: !llvm.ptr) -> i32 {
    %c = llvm.mlir.constant(5 : i8) : i8
    %0 = llvm.call @a(%p, %p) : (!llvm.ptr, !llvm.ptr) -> i32
    %1 = llvm.call @b(%0, %c) : (i32, i8) -> i32
    llvm.call @c() : () -> ()
    %2 = llvm.call fastcc @d(%1) : (i32) -> i32
    llvm.call @e() : () -> ()
    llvm.call @g() : () -> ()
    %3 = llvm.call @h(%p, %2) : (!llvm.ptr, i32) -> !llvm.ptr
    llvm.return %2 : i32
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline nounwind
// CHECK-NEXT: define noundef i32 @a(ptr noalias nocapture readonly %0, ptr nonnull align 16 dereferenceable(8) %1) #0 {
// CHECK-NEXT:   %3 = load i32, ptr %0, align 4
// CHECK-NEXT:   ret i32 %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline nounwind
// CHECK-NEXT: define internal i32 @b(i32 signext %0, i8 zeroext %1) #0 {
// CHECK-NEXT:   %3 = zext i8 %1 to i32
// CHECK-NEXT:   %4 = add i32 %0, %3
// CHECK-NEXT:   ret i32 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: define void @c() #1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define dso_local fastcc i32 @d(i32 %0) {
// CHECK-NEXT:   ret i32 %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define private void @e() #2 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define linkonce_odr hidden float @f(float %0) {
// CHECK-NEXT:   %2 = fneg float %0
// CHECK-NEXT:   %3 = fmul nnan ninf float %2, %0
// CHECK-NEXT:   %4 = call afn float @llvm.sqrt.f32(float %3)
// CHECK-NEXT:   ret float %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: alwaysinline
// CHECK-NEXT: define weak void @g() #3 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @h(ptr byval(i64), i32 inreg)
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @caller(ptr %0) {
// CHECK-NEXT:   %2 = call i32 @a(ptr %0, ptr %0)
// CHECK-NEXT:   %3 = call i32 @b(i32 %2, i8 5)
// CHECK-NEXT:   call void @c()
// CHECK-NEXT:   %4 = call fastcc i32 @d(i32 %3)
// CHECK-NEXT:   call void @e()
// CHECK-NEXT:   call void @g()
// CHECK-NEXT:   %5 = call ptr @h(ptr %0, i32 %4)
// CHECK-NEXT:   ret i32 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sqrt.f32(float) #4
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { noinline nounwind }
// CHECK-NEXT: attributes #1 = { nounwind "frame-pointer"="all" }
// CHECK-NEXT: attributes #2 = { "target-cpu"="sm_80" "target-features"="+ptx80" }
// CHECK-NEXT: attributes #3 = { alwaysinline }
// CHECK-NEXT: attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
