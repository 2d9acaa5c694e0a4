// vector.print of scalars, strings and vectors (1-D, 2-D, 0-D; f32, i32, i1, index), lowered
// by gpuopt-runner itself and printed through the runner utilities as mlir-cpu-runner-19
// prints them after mlir-opt-19's --convert-vector-to-scf --convert-vector-to-llvm.
// RUN: gpuopt-runner %s -e main --entry-point-result=void | FileCheck %s

func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 3.25e8, 0.0]> : vector<4xf32>
  vector.print %v : vector<4xf32>
  // CHECK: ( 1.5, -2, 3.25e+08, 0 )
  %m = arith.constant dense<[[1, 2, 3], [-4, 5, 6]]> : vector<2x3xi32>
  vector.print %m : vector<2x3xi32>
  // CHECK-NEXT: ( ( 1, 2, 3 ), ( -4, 5, 6 ) )
  %b = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %b : vector<3xi1>
  // CHECK-NEXT: ( 1, 0, 1 )
  %z = arith.constant dense<7.0> : vector<f64>
  vector.print %z : vector<f64>
  // CHECK-NEXT: ( 7 )
  %c = arith.constant 42 : index
  %x = vector.broadcast %c : index to vector<2xindex>
  vector.print %x : vector<2xindex>
  // CHECK-NEXT: ( 42, 42 )
  %f = arith.constant 0.5 : f64
  vector.print %f : f64
  // CHECK-NEXT: 0.5
  %i = arith.constant -3 : i64
  vector.print %i : i64 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print %i : i64
  // CHECK-NEXT: -3, -3
  vector.print str "done\n"
  // CHECK-NEXT: done
  return
}
