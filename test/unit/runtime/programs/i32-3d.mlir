// ARGS: -e main --entry-point-result=void
// A 2x3x4 i32 memref, its values negative and positive.
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x3x4xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %a = arith.muli %i, %c3 : index
        %b = arith.addi %a, %j : index
        %d = arith.muli %b, %c4 : index
        %e = arith.addi %d, %k : index
        %n = arith.index_cast %e : index to i32
        %t = arith.constant 7 : i32
        %s = arith.subi %n, %t : i32
        %q = arith.muli %s, %s : i32
        %r = arith.muli %q, %s : i32
        memref.store %r, %m[%i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  %u = memref.cast %m : memref<2x3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
