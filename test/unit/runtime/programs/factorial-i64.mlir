// ARGS: -e main --entry-point-result=i64 -O3
// 20! as i64 through recursion, printing each step first.
func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %c = arith.cmpi sle, %n, %one : i64
  %r = scf.if %c -> (i64) {
    scf.yield %one : i64
  } else {
    %m = arith.subi %n, %one : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  vector.print %r : i64
  return %r : i64
}

func.func @main() -> i64 {
  %n = arith.constant 20 : i64
  %r = func.call @fact(%n) : (i64) -> i64
  return %r : i64
}
