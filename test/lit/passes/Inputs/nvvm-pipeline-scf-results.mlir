// scf ops with index and memref results on the host and in a gpu.launch (convert-nvgpu-to-nvvm's
// structural type conversion, then the rest of the pipeline).
func.func @while_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}
func.func @nested(%m: memref<8xf32>, %n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<8xf32>) {
    %t = arith.cmpi eq, %i, %c0 : index
    %s = scf.if %t -> (index) {
      scf.yield %i : index
    } else {
      scf.yield %c1 : index
    }
    %v = memref.load %a[%s] : memref<8xf32>
    memref.store %v, %a[%c0] : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}
func.func @f32_results(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %b = arith.addf %a, %x : f32
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @exec_region(%x: index) -> index {
  %r = scf.execute_region -> index {
    scf.yield %x : index
  }
  return %r : index
}
func.func @in_launch(%m: memref<64xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
      %b = arith.addi %a, %i : index
      scf.yield %b : index
    }
    %v = memref.load %m[%r] : memref<64xf32>
    memref.store %v, %m[%c0] : memref<64xf32>
    gpu.terminator
  }
  return
}
func.func @if_results(%c: i1, %a: index, %b: index) -> index {
  %r = scf.if %c -> (index) {
    %s = arith.addi %a, %b : index
    scf.yield %s : index
  } else {
    scf.yield %b : index
  }
  return %r : index
}

