// ARGS: -e main --entry-point-result=void
// affine.for loops and affine.load/store (lowered by --lower-affine): a 4x4 transpose.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %t = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %k = arith.muli %i, %j : index
      %n = arith.index_cast %k : index to i32
      %f = arith.sitofp %n : i32 to f32
      affine.store %f, %a[%i, %j + 0] : memref<4x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %a[%j, %i] : memref<4x4xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %t[%i, %j] : memref<4x4xf32>
    }
  }
  %u = memref.cast %t : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
