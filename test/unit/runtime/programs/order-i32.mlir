// ARGS: -e main --entry-point-result=i32
// Scalar prints, a memref print (which flushes), scalar prints again, then the result line:
// the order of a pipe's output.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.25 : f32
  vector.print %x : f32
  %m = memref.alloc() : memref<1xf32>
  memref.store %x, %m[%c0] : memref<1xf32>
  %u = memref.cast %m : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %y = arith.constant dense<[2, 3]> : vector<2xi32>
  vector.print %y : vector<2xi32>
  vector.print str "tail"
  %r = arith.constant 17 : i32
  return %r : i32
}
