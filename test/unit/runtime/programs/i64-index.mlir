// ARGS: -e main --entry-point-result=void
// i64 and index memrefs, a column of one and a row of one.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefInd(memref<*xindex>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %col = memref.alloc() : memref<4x1xi64>
  %row = memref.alloc() : memref<1x4xindex>
  scf.for %i = %c0 to %c4 step %c1 {
    %n = arith.index_cast %i : index to i64
    %big = arith.constant 4611686018427387904 : i64
    %v = arith.muli %n, %big : i64
    memref.store %v, %col[%i, %c0] : memref<4x1xi64>
    %w = arith.muli %i, %i : index
    memref.store %w, %row[%c0, %i] : memref<1x4xindex>
  }
  %u = memref.cast %col : memref<4x1xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %r = memref.cast %row : memref<1x4xindex> to memref<*xindex>
  call @printMemrefInd(%r) : (memref<*xindex>) -> ()
  return
}
