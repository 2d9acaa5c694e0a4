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
