// printMemref of strided views (offset, non-unit strides, a ranked descriptor), on
// mlir-opt-19's lowering of the module: gpuopt-runner runs the llvm dialect it writes.
// REQUIRES: mlir-opt-19
// RUN: %mlir_opt19 %s --expand-strided-metadata --convert-scf-to-cf --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | gpuopt-runner -e main --entry-point-result=void \
// RUN:   | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemref1dF32(memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %flat = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %n = arith.index_cast %i : index to i64
    %f = arith.sitofp %n : i64 to f32
    memref.store %f, %flat[%i] : memref<12xf32>
  }
  %m = memref.reinterpret_cast %flat to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<12xf32> to memref<3x4xf32>
  %s = memref.subview %m[1, 1] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %su = memref.cast %s : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 5 sizes = [2, 2] strides = [4, 2] data =
  // CHECK-NEXT: {{^}}{{\[\[}}5,   7],
  // CHECK-NEXT: {{^}} [9,   11]]

  %col = memref.subview %m[0, 3] [3, 1] [1, 1] : memref<3x4xf32> to memref<3xf32, strided<[4], offset: 3>>
  %cd = memref.cast %col : memref<3xf32, strided<[4], offset: 3>> to memref<?xf32, strided<[?], offset: ?>>
  call @printMemref1dF32(%cd) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  // CHECK: {{^}}Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 3 sizes = [3] strides = [4] data =
  // CHECK-NEXT: {{^}}[3,  7,  11]
  return
}
