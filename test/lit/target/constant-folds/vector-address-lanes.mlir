// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// Integer vector arithmetic with an address constant among its lanes is folded lane by lane:
// an expression for add/sub/mul/xor, poison for a zero divisor lane; a lane that does not
// fold leaves the instruction.

// CHECK-LABEL: define void @main()
// CHECK-NEXT: call void @w(<2 x i64> <i64 2, i64 add (i64 ptrtoint (ptr @g to i64), i64 2)>)
// CHECK-NEXT: %1 = udiv <2 x i64> <i64 1, i64 2>, <i64 1, i64 ptrtoint (ptr @g to i64)>
// CHECK-NEXT: call void @w(<2 x i64> %1)
// CHECK-NEXT: call void @w(<2 x i64> poison)
llvm.mlir.global external @g(0 : i32) : i32
llvm.func @w(vector<2xi64>)
llvm.func @main() {
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %i = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.ptrtoint %a : !llvm.ptr to i64
  %c = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
  %0 = llvm.insertelement %p, %c[%i : i32] : vector<2xi64>
  %1 = llvm.add %0, %c : vector<2xi64>
  llvm.call @w(%1) : (vector<2xi64>) -> ()
  %2 = llvm.udiv %c, %0 : vector<2xi64>
  llvm.call @w(%2) : (vector<2xi64>) -> ()
  %d0 = llvm.mlir.constant(dense<[1, 0]> : vector<2xi64>) : vector<2xi64>
  %3 = llvm.srem %0, %d0 : vector<2xi64>
  llvm.call @w(%3) : (vector<2xi64>) -> ()
  llvm.return
}
