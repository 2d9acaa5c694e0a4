// RUN: gpuopt %s --convert-to-llvm=filter-dialects=arith,cf --split-input-file | FileCheck %s

// --convert-to-llvm=filter-dialects=arith,cf; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[102, 105, 108, 116, 101, 114, 101, 100, 0]> : tensor<9xi8>) {addr_space = 0 : i32} : !llvm.array<9 x i8>
// CHECK-NEXT:    func.func @filtered(%arg0: i32, %arg1: i1, %arg2: f32, %arg3: index) -> i32 {
// CHECK-NEXT:      %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:      %1 = math.sqrt %arg2 : f32
// CHECK-NEXT:      %2 = index.add %arg3, %arg3
// CHECK-NEXT:      llvm.cond_br %arg1, ^bb1, ^bb3
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      llvm.br ^bb2(%0 : i32)
// CHECK-NEXT:    ^bb2(%3: i32):  // pred: ^bb1
// CHECK-NEXT:      return %3 : i32
// CHECK-NEXT:    ^bb3:  // pred: ^bb0
// CHECK-NEXT:      %4 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
// CHECK-NEXT:      llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// only the arith and cf patterns: func, math and index ops stay
func.func @filtered(%a: i32, %c: i1, %x: f32, %i: index) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = math.sqrt %x : f32
  %2 = index.add %i, %i
  cf.assert %c, "filtered"
  cf.br ^bb1(%0 : i32)
^bb1(%r: i32):
  return %r : i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @llvm_body(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:      %0 = llvm.mul %arg1, %arg1 : i32
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1(%0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:    ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:      llvm.return %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// an llvm.func: its branches convert
llvm.func @llvm_body(%c: i1, %a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%a : i32)
^bb1(%r: i32):
  llvm.return %r : i32
}
