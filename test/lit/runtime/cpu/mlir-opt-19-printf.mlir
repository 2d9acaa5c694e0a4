// gpu.printf in a kernel mlir-opt-19 lowered: LLVM 19 optimizes it to
// `call i32 @vprintf(ptr nonnull @printfFormat_0, ptr nonnull %args)` (argument attributes,
// the argument buffer a literal struct); the cpu device formats it on the host as it does for
// gpuopt's own lowering. Two blocks of three threads, thread t of block b printing
// b, t, 10 * b + t and 0.5 * t; the blocks run in order, their threads in order.
// REQUIRES: mlir-opt-19
// RUN: %mlir_opt19 %s --gpu-lower-to-nvvm-pipeline=cubin-format=llvm > %t.mlir
// RUN: gpuopt-runner %t.mlir -e main --entry-point-result=void --device=cpu --fail-on-leak > %t.theirs 2>&1
// RUN: FileCheck %s < %t.theirs
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t.own 2>&1
// RUN: cmp %t.own %t.theirs
// RUN: /usr/lib/llvm-19/bin/mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll

// CHECK-NOT: error
// CHECK: b=0 t=0 v=0 h=0.0
// CHECK-NEXT: b=0 t=1 v=1 h=0.5
// CHECK-NEXT: b=0 t=2 v=2 h=1.0
// CHECK-NEXT: b=1 t=0 v=10 h=0.0
// CHECK-NEXT: b=1 t=1 v=11 h=0.5
// CHECK-NEXT: b=1 t=2 v=12 h=1.0
// CHECK-NEXT: done
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @p {
    gpu.func @say(%half: f32) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c10 = arith.constant 10 : index
      %b10 = arith.muli %b, %c10 : index
      %v = arith.addi %b10, %t : index
      %vi = arith.index_cast %v : index to i32
      %ti = arith.index_cast %t : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      %h = arith.mulf %tf, %half : f32
      gpu.printf "b=%lld t=%d v=%d h=%.1f\n" %b, %ti, %vi, %h : index, i32, i32, f32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %half = arith.constant 0.5 : f32
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @p::@say blocks in (%c2, %c1, %c1) threads in (%c3, %c1, %c1) args(%half : f32)
    gpu.wait [%t1]
    vector.print str "done\n"
    return
  }
}
