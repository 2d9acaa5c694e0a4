// ARGS: -e main --entry-point-result=void
// A 3x3 f32 matrix product, printed as a 2-D memref.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<3x3xf32>
  %b = memref.alloc() : memref<3x3xf32>
  %c = memref.alloc() : memref<3x3xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ij = arith.addi %i, %j : index
      %n = arith.index_cast %ij : index to i32
      %f = arith.sitofp %n : i32 to f32
      %g = arith.constant 0.25 : f32
      %h = arith.mulf %f, %g : f32
      memref.store %f, %a[%i, %j] : memref<3x3xf32>
      memref.store %h, %b[%j, %i] : memref<3x3xf32>
      memref.store %zero, %c[%i, %j] : memref<3x3xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c3 step %c1 {
        %x = memref.load %a[%i, %k] : memref<3x3xf32>
        %y = memref.load %b[%k, %j] : memref<3x3xf32>
        %z = memref.load %c[%i, %j] : memref<3x3xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<3x3xf32>
      }
    }
  }
  %u = memref.cast %c : memref<3x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x3xf32>
  memref.dealloc %b : memref<3x3xf32>
  memref.dealloc %c : memref<3x3xf32>
  return
}
