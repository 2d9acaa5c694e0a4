// RUN: gpuopt %s --convert-cf-to-llvm --split-input-file | FileCheck %s

// cf branches, switches and asserts to llvm; expected text from mlir-opt-19 (also compared
// in custom, generic and debuginfo form by test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @br_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:      %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      llvm.br ^bb1(%0 : i32)
// CHECK-NEXT:    ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:      %3 = llvm.add %1, %2 : i32
// CHECK-NEXT:      %4 = llvm.icmp "sge" %3, %arg0 : i32
// CHECK-NEXT:      llvm.cond_br %4, ^bb2(%3 : i32), ^bb1(%3 : i32)
// CHECK-NEXT:    ^bb2(%5: i32):  // pred: ^bb1
// CHECK-NEXT:      return %5 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// cf.br with converted operands: a loop over i32 counters
func.func @br_loop(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %next = llvm.add %i, %c1 : i32
  %done = llvm.icmp "sge" %next, %n : i32
  cf.cond_br %done, ^exit(%next : i32), ^loop(%next : i32)
^exit(%r: i32):
  return %r : i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @cond_br_both(%arg0: i1, %arg1: f32, %arg2: i64) -> f32 {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1(%arg1, %arg2 : f32, i64), ^bb2(%arg1 : f32) {tag = "x"}
// CHECK-NEXT:    ^bb1(%0: f32, %1: i64):  // pred: ^bb0
// CHECK-NEXT:      return %0 : f32
// CHECK-NEXT:    ^bb2(%2: f32):  // pred: ^bb0
// CHECK-NEXT:      return %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// cond_br with operands on both sides and an attribute kept
func.func @cond_br_both(%c: i1, %a: f32, %b: i64) -> f32 {
  cf.cond_br %c, ^t(%a, %b : f32, i64), ^f(%a : f32) {tag = "x"}
^t(%x: f32, %y: i64):
  return %x : f32
^f(%z: f32):
  return %z : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @switch_cases(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT:      llvm.switch %arg0 : i32, ^bb3(%arg1 : i64) [
// CHECK-NEXT:        0: ^bb1,
// CHECK-NEXT:        7: ^bb2(%arg1, %arg0 : i64, i32),
// CHECK-NEXT:        4294967293: ^bb3(%arg1 : i64)
// CHECK-NEXT:      ]
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      return %arg1 : i64
// CHECK-NEXT:    ^bb2(%0: i64, %1: i32):  // pred: ^bb0
// CHECK-NEXT:      return %0 : i64
// CHECK-NEXT:    ^bb3(%2: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:      return %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// switch with default operands and cases
func.func @switch_cases(%flag: i32, %v: i64) -> i64 {
  cf.switch %flag : i32, [
    default: ^d(%v : i64),
    0: ^a,
    7: ^b(%v, %flag : i64, i32),
    -3: ^d(%v : i64)
  ]
^a:
  return %v : i64
^b(%x: i64, %y: i32):
  return %x : i64
^d(%z: i64):
  return %z : i64
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @switch_default_only(%arg0: i8) {
// CHECK-NEXT:      llvm.switch %arg0 : i8, ^bb1 [
// CHECK-NEXT:      ]
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// switch with only a default, on i8
func.func @switch_default_only(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^d
  ]
^d:
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[97, 115, 115, 101, 114, 116, 105, 111, 110, 32, 102, 97, 105, 108, 101, 100, 0]> : tensor<17xi8>) {addr_space = 0 : i32} : !llvm.array<17 x i8>
// CHECK-NEXT:    func.func @assert_one(%arg0: i1) {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      return
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i8>
// CHECK-NEXT:      llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// one assert: message global, puts and abort declared at the module start
func.func @assert_one(%c: i1) {
  cf.assert %c, "assertion failed"
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg_1(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:    func.func @assert_many(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      llvm.cond_br %arg1, ^bb2, ^bb5
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb3, ^bb6
// CHECK-NEXT:    ^bb3:  // pred: ^bb2
// CHECK-NEXT:      return
// CHECK-NEXT:    ^bb4:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:      llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    ^bb5:  // pred: ^bb1
// CHECK-NEXT:      %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:      %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:      llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    ^bb6:  // pred: ^bb2
// CHECK-NEXT:      %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT:      %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:      llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// several asserts: names made unique with one counter for the whole run
func.func @assert_many(%a: i1, %b: i1) {
  cf.assert %a, "first"
  cf.assert %b, "second"
  cf.assert %a, "first"
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[116, 97, 98, 9, 104, 101, 114, 101, 32, 34, 113, 117, 111, 116, 101, 100, 34, 32, 92, 32, 99, 97, 102, -61, -87, 0]> : tensor<26xi8>) {addr_space = 0 : i32} : !llvm.array<26 x i8>
// CHECK-NEXT:    func.func @assert_bytes(%arg0: i1) {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      return
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<26 x i8>
// CHECK-NEXT:      llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// escapes and non-ASCII bytes in the message
func.func @assert_bytes(%c: i1) {
  cf.assert %c, "tab\there \"quoted\" \\ caf\C3\A9"
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @index_args(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1(%arg1 : index), ^bb2
// CHECK-NEXT:    ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT:      llvm.br ^bb2
// CHECK-NEXT:    ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      return %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// index block arguments do not convert without func-to-llvm: branches stay
func.func @index_args(%c: i1, %i: index) -> index {
  cf.cond_br %c, ^a(%i : index), ^b
^a(%x: index):
  cf.br ^b
^b:
  return %i : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[108, 108, 118, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.func @in_llvm_func(%arg0: i1) {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      llvm.return
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:      llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// assert in an llvm.func, with @abort and @puts already declared
llvm.func @abort()
llvm.func @puts(!llvm.ptr)
llvm.func @in_llvm_func(%c: i1) {
  cf.assert %c, "llvm"
  llvm.return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg_2(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[109, 105, 100, 100, 108, 101, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:    func.func @assert_middle(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:      %0 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %1 = llvm.mul %0, %0 : i32
// CHECK-NEXT:      llvm.br ^bb2(%1 : i32)
// CHECK-NEXT:    ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb3, ^bb5
// CHECK-NEXT:    ^bb3:  // pred: ^bb2
// CHECK-NEXT:      return %2 : i32
// CHECK-NEXT:    ^bb4:  // pred: ^bb0
// CHECK-NEXT:      %3 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:      llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    ^bb5:  // pred: ^bb2
// CHECK-NEXT:      %5 = llvm.mlir.addressof @assert_msg_2 : !llvm.ptr
// CHECK-NEXT:      %6 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:      llvm.call @puts(%6) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// assert in the middle of a block with ops after it, and in a nested block
func.func @assert_middle(%c: i1, %x: i32) -> i32 {
  %y = llvm.add %x, %x : i32
  cf.assert %c, "middle"
  %z = llvm.mul %y, %y : i32
  cf.br ^next(%z : i32)
^next(%w: i32):
  cf.assert %c, "again"
  return %w : i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg_3(dense<[102, 114, 101, 115, 104, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg("taken\00") {addr_space = 0 : i32}
// CHECK-NEXT:    func.func @name_taken(%arg0: i1) {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      return
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.mlir.addressof @assert_msg_3 : !llvm.ptr
// CHECK-NEXT:      %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:      llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// a message global named like the one the pass makes already exists
llvm.mlir.global private constant @assert_msg("taken\00") {addr_space = 0 : i32}
func.func @name_taken(%c: i1) {
  cf.assert %c, "fresh"
  return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @switch_i64(%arg0: i64) -> i32 {
// CHECK-NEXT:      %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:      %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:      llvm.switch %arg0 : i64, ^bb1(%0 : i32) [
// CHECK-NEXT:        4294967296: ^bb1(%1 : i32)
// CHECK-NEXT:      ]
// CHECK-NEXT:    ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:      return %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// switch on i64 with large case values
func.func @switch_i64(%flag: i64) -> i32 {
  %a = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.mlir.constant(2 : i32) : i32
  cf.switch %flag : i64, [
    default: ^exit(%a : i32),
    4294967296: ^exit(%b : i32)
  ]
^exit(%r: i32):
  return %r : i32
}
