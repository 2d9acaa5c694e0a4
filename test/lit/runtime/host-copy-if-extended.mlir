// Host programs gpuopt-runner refused (issue 20): memref.copy from memref.get_global and
// between allocations (llvm.intr.memcpy, a `mul` of address constants), scf.if on a constant
// condition, arith.addui_extended (llvm.intr.uadd.with.overflow) folded and not. The
// expected output is mlir-cpu-runner-19's (mlir-opt-19 --convert-scf-to-cf
// --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm
// --convert-cf-to-llvm --reconcile-unrealized-casts).
// RUN: gpuopt-runner %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

func.func @show(%s: i32, %o: i1) {
  %s64 = arith.extui %s : i32 to i64
  %o64 = arith.extui %o : i1 to i64
  func.call @printI64(%s64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%o64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @add(%a: i32, %b: i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  func.call @show(%s, %o) : (i32, i1) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %g = memref.get_global @table : memref<4xf32>
  memref.copy %g, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  // CHECK: 7
  %r = scf.if %true -> (i64) {
    %x = arith.constant 7 : i64
    scf.yield %x : i64
  } else {
    %y = arith.constant 9 : i64
    scf.yield %y : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  %m = arith.constant 4294967295 : i32
  %one = arith.constant 1 : i32
  %s, %o = arith.addui_extended %m, %one : i32, i1
  func.call @show(%s, %o) : (i32, i1) -> ()
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  %two = arith.constant 2 : i32
  func.call @add(%m, %two) : (i32, i32) -> ()
  // CHECK-NEXT: 3
  // CHECK-NEXT: 0
  func.call @add(%one, %two) : (i32, i32) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [1,  2,  3,  4]
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
