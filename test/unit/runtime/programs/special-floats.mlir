// ARGS: -e main --entry-point-result=void
// NaN (both signs), infinities, zeros (both signs) and denormals through printF32/printF64
// (vector.print of scalars) and printMemrefF32.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pnan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nzero = arith.constant -0.0 : f32
  %den = arith.constant 1.0e-40 : f32
  vector.print %pnan : f32
  vector.print %nnan : f32
  vector.print %pinf : f32
  vector.print %nzero : f32
  vector.print %den : f32
  %dn = arith.constant 0xFFF8000000000000 : f64
  %dmax = arith.constant 1.7976931348623157e308 : f64
  vector.print %dn : f64
  vector.print %dmax : f64
  %m = memref.alloc() : memref<4xf32>
  memref.store %pnan, %m[%c0] : memref<4xf32>
  memref.store %nnan, %m[%c1] : memref<4xf32>
  memref.store %nzero, %m[%c2] : memref<4xf32>
  memref.store %den, %m[%c3] : memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
