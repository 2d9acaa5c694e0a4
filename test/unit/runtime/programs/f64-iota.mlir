// ARGS: -e main --entry-point-result=void
// f64 values of every magnitude through printMemrefF64 (ostream's %g, precision 6).
func.func private @printMemrefF64(memref<*xf64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %m = memref.alloc() : memref<9xf64>
  %ten = arith.constant -31.622776601683793 : f64
  %init = arith.constant 1.0e-12 : f64
  %last = scf.for %i = %c0 to %c9 step %c1 iter_args(%x = %init) -> (f64) {
    memref.store %x, %m[%i] : memref<9xf64>
    %y = arith.mulf %x, %ten : f64
    %z = arith.mulf %y, %ten : f64
    %w = arith.mulf %z, %ten : f64
    scf.yield %w : f64
  }
  %u = memref.cast %m : memref<9xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}
