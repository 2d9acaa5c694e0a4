// gen_nvvm_pipeline_ir: kernels=3 ops=67
module {
  func.func @host_0(%a: memref<?xf32>, %b: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c127 = arith.constant 127 : index
    %c128 = arith.constant 128 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %t = arith.addi %n, %c127 : index
    %g = arith.divui %t, %c128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %z = arith.addf %x, %y : f32
        %s = arith.constant 1.0 : f32
        %w = arith.mulf %z, %s : f32
        memref.store %w, %a[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    return
  }
  func.func @host_1(%a: memref<?xf32>, %b: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c127 = arith.constant 127 : index
    %c128 = arith.constant 128 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %t = arith.addi %n, %c127 : index
    %g = arith.divui %t, %c128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %z = arith.mulf %x, %y : f32
        %s = arith.constant 2.0 : f32
        %w = arith.mulf %z, %s : f32
        memref.store %w, %a[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    return
  }
  func.func @host_2(%a: memref<?xf32>, %b: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c127 = arith.constant 127 : index
    %c128 = arith.constant 128 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %t = arith.addi %n, %c127 : index
    %g = arith.divui %t, %c128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %z = arith.subf %x, %y : f32
        %s = arith.constant 3.0 : f32
        %w = arith.mulf %z, %s : f32
        memref.store %w, %a[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    return
  }
}
