// ARGS: -e main --entry-point-result=void
// vector.print of 1-D and 2-D vectors of f32, i32, i64 and i1, strings, punctuation.
func.func @main() {
  %a = arith.constant dense<[0.5, 1.0e-5, -3.0e7, 100.0]> : vector<4xf32>
  vector.print %a : vector<4xf32>
  %b = arith.constant dense<[[1, -2], [3, -4], [5, -6]]> : vector<3x2xi32>
  vector.print %b : vector<3x2xi32>
  %c = arith.constant dense<[9223372036854775807, -9223372036854775808]> : vector<2xi64>
  vector.print %c : vector<2xi64>
  %d = arith.constant dense<[false, true]> : vector<2xi1>
  vector.print %d : vector<2xi1>
  %e = arith.addf %a, %a : vector<4xf32>
  vector.print %e : vector<4xf32>
  vector.print str "sum: "
  %f = vector.reduction <add>, %e : vector<4xf32> into f32
  vector.print %f : f32
  return
}
