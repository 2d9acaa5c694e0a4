func.func @gen(%m: memref<16xi32>, %i: index, %x: i32) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<16xi32> {
  ^bb0(%a: i32):
    %y = arith.addi %a, %x : i32
    memref.atomic_yield %y : i32
  }
  %s = memref.atomic_rmw assign %x, %m[%i] : (i32, memref<16xi32>) -> i32
  %t = memref.atomic_rmw mins %x, %m[%i] : (i32, memref<16xi32>) -> i32
  %u = memref.atomic_rmw minu %x, %m[%i] : (i32, memref<16xi32>) -> i32
  %v = memref.atomic_rmw andi %x, %m[%i] : (i32, memref<16xi32>) -> i32
  return %r : i32
}
func.func @expand(%a: i32, %b: i32, %f: f32, %g: f32) -> (i32, i32, i32, f32, f32, f32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = math.tanh %f : f32
  %4 = math.fpowi %f, %a : f32, i32
  %5 = math.ctlz %a : i32
  %6 = arith.maximumf %f, %g : f32
  %7 = math.erf %f : f32
  return %0, %1, %2, %3, %6, %7 : i32, i32, i32, f32, f32, f32
}
