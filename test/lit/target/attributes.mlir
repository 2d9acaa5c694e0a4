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
