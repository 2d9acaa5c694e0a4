// ARGS: -e main --entry-point-result=void
// Unstructured control flow (cf.br / cf.cond_br with block arguments): the Collatz steps of 27.
func.func @main() {
  %start = arith.constant 27 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  cf.br ^loop(%start, %zero : i64, i64)
^loop(%n: i64, %steps: i64):
  %done = arith.cmpi eq, %n, %one : i64
  cf.cond_br %done, ^exit(%steps : i64), ^step(%n, %steps : i64, i64)
^step(%m: i64, %s: i64):
  %r = arith.remui %m, %two : i64
  %even = arith.cmpi eq, %r, %zero : i64
  %h = arith.divui %m, %two : i64
  %t = arith.muli %m, %three : i64
  %t1 = arith.addi %t, %one : i64
  %next = arith.select %even, %h, %t1 : i64
  %s1 = arith.addi %s, %one : i64
  cf.br ^loop(%next, %s1 : i64, i64)
^exit(%total: i64):
  vector.print %total : i64
  return
}
