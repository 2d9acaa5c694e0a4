// ARGS: -e main --entry-point-result=f32
// math ops (sqrt, exp, log, sin, fma, absf, powf) on f32 and f64; the f32 result is returned.
func.func @main() -> f32 {
  %x = arith.constant 2.0 : f32
  %y = arith.constant 0.5 : f64
  %a = math.sqrt %x : f32
  %b = math.exp %x : f32
  %c = math.log %x : f32
  %d = math.sin %y : f64
  %e = math.fma %a, %b, %c : f32
  %f = math.absf %d : f64
  %g = math.powf %x, %a : f32
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  vector.print %d : f64
  vector.print %f : f64
  vector.print %g : f32
  return %e : f32
}
