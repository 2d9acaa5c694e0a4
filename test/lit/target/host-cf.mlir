// RUN: gpuopt %s --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// Control flow: block arguments become phi nodes, loops, diamonds and switch.

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  %acc2 = arith.addi %acc, %i : index
  cf.br ^header(%next, %acc2 : index, index)
^exit:
  return %acc : index
}

func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t(%a : i32), ^f
^t(%x: i32):
  %y = arith.muli %x, %x : i32
  cf.br ^join(%y : i32)
^f:
  cf.br ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}

func.func @sw(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^d(%a : i32),
    1: ^one,
    5: ^d(%b : i32)
  ]
^one:
  cf.br ^d(%v : i32)
^d(%r: i32):
  return %r : i32
}

func.func @same_target(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^m(%a : i32), ^m(%b : i32)
^m(%r: i32):
  return %r : i32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @loop(i64 %0) {
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %6, %1
// CHECK-NEXT:   %3 = phi i64 [ %7, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %4 = phi i64 [ %8, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %5 = icmp slt i64 %3, %0
// CHECK-NEXT:   br i1 %5, label %6, label %9
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:   %7 = add i64 %3, 1
// CHECK-NEXT:   %8 = add i64 %4, %3
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %2
// CHECK-NEXT:   ret i64 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @diamond(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %7
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   %5 = phi i32 [ %1, %3 ]
// CHECK-NEXT:   %6 = mul i32 %5, %5
// CHECK-NEXT:   br label %8
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %3
// CHECK-NEXT:   br label %8
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %4, %7
// CHECK-NEXT:   %9 = phi i32 [ %2, %7 ], [ %6, %4 ]
// CHECK-NEXT:   ret i32 %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @sw(i32 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   switch i32 %0, label %5 [
// CHECK-NEXT:     i32 1, label %4
// CHECK-NEXT:     i32 5, label %7
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   br label %5
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %4, %7, %3
// CHECK-NEXT:   %6 = phi i32 [ %8, %7 ], [ %0, %4 ], [ %1, %3 ]
// CHECK-NEXT:   ret i32 %6
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %3
// CHECK-NEXT:   %8 = phi i32 [ %2, %3 ]
// CHECK-NEXT:   br label %5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @same_target(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %6, %3
// CHECK-NEXT:   %5 = phi i32 [ %7, %6 ], [ %1, %3 ]
// CHECK-NEXT:   ret i32 %5
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %3
// CHECK-NEXT:   %7 = phi i32 [ %2, %3 ]
// CHECK-NEXT:   br label %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
