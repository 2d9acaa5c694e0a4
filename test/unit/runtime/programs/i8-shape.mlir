// ARGS: -e main --entry-point-result=void
// printMemrefI8 (characters), printMemrefShapeI8, and a 0-D f32 memref (the ranked form).
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<2x5xi8>
  %base = arith.constant 97 : i8
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i8
      %ch = arith.addi %base, %n : i8
      memref.store %ch, %m[%i, %j] : memref<2x5xi8>
    }
  }
  %u = memref.cast %m : memref<2x5xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  call @printMemrefShapeI8(%u) : (memref<*xi8>) -> ()
  %z = memref.alloca() : memref<f32>
  %pi = arith.constant 3.14159274 : f32
  memref.store %pi, %z[] : memref<f32>
  call @printMemref0dF32(%z) : (memref<f32>) -> ()
  return
}
