// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// IRBuilder's constant folding on address constants (LLVM 19): inttoptr of an integer,
// ptrtoint of a global or of a GEP on null, and the integer ops on them: add/sub/mul/xor
// make constant expressions (identities, absorbing values and reassociation folded, a
// constant moved to the right of a commutative op), and/or/shl/udiv and zext/sext stay
// instructions on the constants. memref.copy from memref.get_global lowers to such
// (issue 20). (llvmlite's LLVM has no `mul` expression: for the runner it is an instruction.)

llvm.mlir.global external @g(0 : i64) : i64
llvm.func @use(i64)
llvm.func @usep(!llvm.ptr)
llvm.func @f(%x: i64) {
  %z = llvm.mlir.zero : !llvm.ptr
  %g1 = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %sz = llvm.ptrtoint %g1 : !llvm.ptr to i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %m1 = llvm.mul %c4, %sz : i64
  llvm.call @use(%m1) : (i64) -> ()
  %m2 = llvm.mul %sz, %c1 : i64
  llvm.call @use(%m2) : (i64) -> ()
  %m3 = llvm.mul %c0, %sz : i64
  llvm.call @use(%m3) : (i64) -> ()
  %m4 = llvm.mul %sz, %sz overflow<nsw> : i64
  llvm.call @use(%m4) : (i64) -> ()
  %a1 = llvm.add %c4, %sz : i64
  llvm.call @use(%a1) : (i64) -> ()
  %s1 = llvm.sub %c4, %sz : i64
  llvm.call @use(%s1) : (i64) -> ()
  %s2 = llvm.sub %sz, %c0 : i64
  llvm.call @use(%s2) : (i64) -> ()
  %x1 = llvm.xor %sz, %c4 : i64
  llvm.call @use(%x1) : (i64) -> ()
  %an = llvm.and %sz, %c4 : i64
  llvm.call @use(%an) : (i64) -> ()
  %o1 = llvm.or %c4, %sz : i64
  llvm.call @use(%o1) : (i64) -> ()
  %sh = llvm.shl %sz, %c4 : i64
  llvm.call @use(%sh) : (i64) -> ()
  %ud = llvm.udiv %sz, %c4 : i64
  llvm.call @use(%ud) : (i64) -> ()
  %big = llvm.mlir.constant(3735928559 : i64) : i64
  %p = llvm.inttoptr %big : i64 to !llvm.ptr
  llvm.call @usep(%p) : (!llvm.ptr) -> ()
  %p0 = llvm.inttoptr %c0 : i64 to !llvm.ptr
  llvm.call @usep(%p0) : (!llvm.ptr) -> ()
  %back = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.call @use(%back) : (i64) -> ()
  %back32 = llvm.ptrtoint %p : !llvm.ptr to i32
  %e32 = llvm.zext %back32 : i32 to i64
  llvm.call @use(%e32) : (i64) -> ()
  %ga = llvm.mlir.addressof @g : !llvm.ptr
  %gi = llvm.ptrtoint %ga : !llvm.ptr to i64
  llvm.call @use(%gi) : (i64) -> ()
  %gp = llvm.inttoptr %gi : i64 to !llvm.ptr
  llvm.call @usep(%gp) : (!llvm.ptr) -> ()
  %gt = llvm.trunc %gi : i64 to i32
  %gz = llvm.sext %gt : i32 to i64
  llvm.call @use(%gz) : (i64) -> ()
  %mm = llvm.mul %m1, %x : i64
  llvm.call @use(%mm) : (i64) -> ()
  %n0 = llvm.ptrtoint %z : !llvm.ptr to i64
  llvm.call @use(%n0) : (i64) -> ()
  %mx = llvm.mul %m1, %c4 : i64
  llvm.call @use(%mx) : (i64) -> ()
  llvm.return
}

// CHECK-LABEL: define void @f(i64 %0) {
// CHECK-NEXT: call void @use(i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 4))
// CHECK-NEXT: call void @use(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64))
// CHECK-NEXT: call void @use(i64 0)
// CHECK-NEXT: call void @use(i64 mul nsw (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)))
// CHECK-NEXT: call void @use(i64 add (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 4))
// CHECK-NEXT: call void @use(i64 sub (i64 4, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)))
// CHECK-NEXT: call void @use(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64))
// CHECK-NEXT: call void @use(i64 xor (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 4))
// CHECK-NEXT: %2 = and i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), 4
// CHECK-NEXT: call void @use(i64 %2)
// CHECK-NEXT: %3 = or i64 4, ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)
// CHECK-NEXT: call void @use(i64 %3)
// CHECK-NEXT: %4 = shl i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), 4
// CHECK-NEXT: call void @use(i64 %4)
// CHECK-NEXT: %5 = udiv i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), 4
// CHECK-NEXT: call void @use(i64 %5)
// CHECK-NEXT: call void @usep(ptr inttoptr (i64 3735928559 to ptr))
// CHECK-NEXT: call void @usep(ptr null)
// CHECK-NEXT: call void @use(i64 3735928559)
// CHECK-NEXT: %6 = zext i32 ptrtoint (ptr inttoptr (i64 3735928559 to ptr) to i32) to i64
// CHECK-NEXT: call void @use(i64 %6)
// CHECK-NEXT: call void @use(i64 ptrtoint (ptr @g to i64))
// CHECK-NEXT: call void @usep(ptr @g)
// CHECK-NEXT: %7 = sext i32 ptrtoint (ptr @g to i32) to i64
// CHECK-NEXT: call void @use(i64 %7)
// CHECK-NEXT: %8 = mul i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 4), %0
// CHECK-NEXT: call void @use(i64 %8)
// CHECK-NEXT: call void @use(i64 0)
// CHECK-NEXT: call void @use(i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 16))
// CHECK-NEXT: ret void
// CHECK-NEXT: }
