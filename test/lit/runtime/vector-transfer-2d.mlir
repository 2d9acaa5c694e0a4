// RUN: gpuopt %s --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: gpuopt-runner %t.mlir -e main --entry-point-result=void | FileCheck %s
// 2-D transfers lowered by --convert-vector-to-scf run: m[i][j] = 4i + j; a read from row 1
// whose row 3 is out of bounds (padding -1), an in-bounds read, a write of 2*rows 0-1 at row 1
// whose second row is row 2, and 2-D vector.print. Output as mlir-cpu-runner-19 prints it.
// CHECK: ( ( 4, 5, 6, 7 ), ( 8, 9, 10, 11 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 0, 2, 4, 6 ), ( 8, 10, 12, 14 ) )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f1 = arith.constant 1.0 : f32
  %pad = arith.constant -1.0 : f32
  %c4i = arith.constant 4 : i32
  %m = memref.alloca() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = arith.index_cast %i : index to i32
      %b = arith.index_cast %j : index to i32
      %t = arith.muli %a, %c4i : i32
      %s = arith.addi %t, %b : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %v = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [false, true]} : memref<3x4xf32>, vector<3x4xf32>
  vector.print %v : vector<3x4xf32>
  %w = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %w : vector<2x4xf32>
  %w2 = arith.addf %w, %w : vector<2x4xf32>
  vector.transfer_write %w2, %m[%c1, %c0] {in_bounds = [false, true]} : vector<2x4xf32>, memref<3x4xf32>
  %u = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [false, true]} : memref<3x4xf32>, vector<3x4xf32>
  vector.print %u : vector<3x4xf32>
  return
}
