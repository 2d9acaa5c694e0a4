func.func @scale(%buf: memref<256xf32>, %n: index, %alpha: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %s = math.sqrt %alpha : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c64 : index
    %i = arith.addi %base, %tx : index
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %v = memref.load %buf[%i] : memref<256xf32>
      %m = arith.mulf %v, %s : f32
      %w = arith.addf %m, %alpha : f32
      memref.store %w, %buf[%i] : memref<256xf32>
    }
    gpu.terminator
  }
  return
}

func.func @main() {
  %buf = memref.alloc() : memref<256xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %one, %buf[%i] : memref<256xf32>
  }
  %v = vector.broadcast %one : f32 to vector<4xf32>
  vector.store %v, %buf[%c0] : memref<256xf32>, vector<4xf32>
  %two = arith.constant 2.0 : f32
  call @scale(%buf, %c256, %two) : (memref<256xf32>, index, f32) -> ()
  memref.dealloc %buf : memref<256xf32>
  return
}
