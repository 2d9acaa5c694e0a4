// A 2-D launch with a loop and shared memory in the kernel; host loops around the launch.
func.func @tile(%a: memref<64x64xf32>, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %s = %c0 to %steps step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c8, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1)
               workgroup(%tile : memref<8x8xf32, #gpu.address_space<workgroup>>) {
      %r0 = arith.muli %by, %c8 : index
      %c0_ = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %v = memref.load %a[%c0_, %col] : memref<64x64xf32>
      memref.store %v, %tile[%ty, %tx] : memref<8x8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[%tx, %ty] : memref<8x8xf32, #gpu.address_space<workgroup>>
      %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %w) -> (f32) {
        %n = arith.addf %acc, %w : f32
        scf.yield %n : f32
      }
      memref.store %sum, %a[%c0_, %col] : memref<64x64xf32>
      gpu.terminator
    }
  }
  return
}
