// mlir-opt-19 lowers an async gpu.launch on a 2x3 grid of 4x8 blocks (outlined by its pipeline) whose
// threads sum their values through workgroup memory, a tree reduction with a gpu.barrier per
// step inside an scf.for; gpuopt-runner runs LLVM 19's optimized kernel on the cpu device and
// prints what gpuopt's own lowering of the same program prints. Nothing leaked.
// Thread (tx, ty) of block (bx, by) holds v = 8 * (8 * by + ty) + 4 * bx + tx, 0..191 over the
// grid; block (bx, by) sums to 2048 * by + 128 * bx + 944 (out[by][bx]), the grid to 18336.
// REQUIRES: mlir-opt-19
// RUN: %mlir_opt19 %s --gpu-lower-to-nvvm-pipeline=cubin-format=llvm > %t.mlir
// RUN: gpuopt-runner %t.mlir -e main --entry-point-result=void --device=cpu --fail-on-leak > %t.theirs 2>&1
// RUN: FileCheck %s < %t.theirs
// RUN: gpuopt-runner %t.mlir -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t.own 2>&1
// RUN: cmp %t.own %t.theirs
// A module mlir-translate-19 takes (a synchronous gpu.alloc would leave an
// unrealized_conversion_cast behind in mlir-opt-19's lowering, and it would refuse it):
// RUN: /usr/lib/llvm-19/bin/mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll

// CHECK-NOT: error
// CHECK: 944
// CHECK-NEXT: 1072
// CHECK-NEXT: 2992
// CHECK-NEXT: 3120
// CHECK-NEXT: 5040
// CHECK-NEXT: 5168
// CHECK-NEXT: 18336
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0 : i32
    %host = memref.alloc() : memref<3x2xi32>
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<3x2xi32>
    %t2 = gpu.launch async [%t1] blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c3, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c8, %sz = %c1)
               workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
      %row = arith.muli %by, %c8 : index
      %y = arith.addi %row, %ty : index
      %col = arith.muli %bx, %c4 : index
      %x = arith.addi %col, %tx : index
      %y8 = arith.muli %y, %c8 : index
      %v = arith.addi %y8, %x : index
      %vi = arith.index_cast %v : index to i32
      %t4 = arith.muli %ty, %c4 : index
      %t = arith.addi %t4, %tx : index
      memref.store %vi, %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %k = %c0 to %c5 step %c1 {
        %ki = arith.index_cast %k : index to i32
        %c16i = arith.constant 16 : i32
        %si = arith.shrui %c16i, %ki : i32
        %s = arith.index_cast %si : i32 to index
        %active = arith.cmpi ult, %t, %s : index
        scf.if %active {
          %o = arith.addi %t, %s : index
          %a = memref.load %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
          %b = memref.load %sh[%o] : memref<32xi32, #gpu.address_space<workgroup>>
          %ab = arith.addi %a, %b : i32
          memref.store %ab, %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %r = memref.load %sh[%c0] : memref<32xi32, #gpu.address_space<workgroup>>
        memref.store %r, %dev[%by, %bx] : memref<3x2xi32>
      }
      gpu.terminator
    }
    %t3 = gpu.memcpy async [%t2] %host, %dev : memref<3x2xi32>, memref<3x2xi32>
    %t4 = gpu.dealloc async [%t3] %dev : memref<3x2xi32>
    gpu.wait [%t4]
    %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (i32) {
      %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%acc2 = %acc) -> (i32) {
        %e = memref.load %host[%i, %j] : memref<3x2xi32>
        vector.print %e : i32
        %n = arith.addi %acc2, %e : i32
        scf.yield %n : i32
      }
      scf.yield %in : i32
    }
    vector.print %total : i32
    memref.dealloc %host : memref<3x2xi32>
    return
  }
}
