func.func @loops(%n: index, %x: i32, %c: i1, %m: memref<16xf32>, %f: f32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i] : memref<16xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  %w = scf.while (%a = %x) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %x : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  %z = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    scf.yield %w : i32
  }
  cf.assert %c, "boom"
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%z : i32),
    5: ^bb2
  ]
^bb1(%q: i32):
  return %q : i32
^bb2:
  %13 = memref.generic_atomic_rmw %m[%c0] : memref<16xf32> {
  ^bb0(%xx: f32):
    %yy = arith.addf %xx, %f : f32
    memref.atomic_yield %yy : f32
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<16xf32>
  }
  return %x : i32
}
