// ARGS: -e fib --entry-point-result=i32
// The 40th Fibonacci number in an scf.while loop, returned as i32.
func.func @fib() -> i32 {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %n = arith.constant 40 : i32
  %r:3 = scf.while (%i = %z, %a = %z, %b = %o) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %a, %b : i32, i32, i32
  } do {
  ^bb0(%i: i32, %a: i32, %b: i32):
    %j = arith.addi %i, %o : i32
    %s = arith.addi %a, %b : i32
    scf.yield %j, %b, %s : i32, i32, i32
  }
  return %r#1 : i32
}
