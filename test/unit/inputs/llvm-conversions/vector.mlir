func.func @vec(%v: vector<4xf32>, %w: vector<4xf32>, %i: index, %m: memref<16xf32>, %f: f32, %mask: vector<4xi1>, %vi: vector<4xi32>) -> f32 {
  %0 = vector.extract %v[2] : f32 from vector<4xf32>
  func.call @sink_f32(%0) : (f32) -> ()
  %1 = vector.insert %f, %v[1] : f32 into vector<4xf32>
  func.call @sink_vector_4xf32_(%1) : (vector<4xf32>) -> ()
  %2 = vector.extractelement %v[%i : index] : vector<4xf32>
  func.call @sink_f32(%2) : (f32) -> ()
  %3 = vector.insertelement %f, %v[%i : index] : vector<4xf32>
  func.call @sink_vector_4xf32_(%3) : (vector<4xf32>) -> ()
  %4 = vector.shuffle %v, %w [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
  func.call @sink_vector_4xf32_(%4) : (vector<4xf32>) -> ()
  %5 = vector.broadcast %f : f32 to vector<4xf32>
  func.call @sink_vector_4xf32_(%5) : (vector<4xf32>) -> ()
  %6 = vector.splat %f : vector<4xf32>
  func.call @sink_vector_4xf32_(%6) : (vector<4xf32>) -> ()
  %7 = vector.reduction <add>, %v : vector<4xf32> into f32
  func.call @sink_f32(%7) : (f32) -> ()
  %8 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  func.call @sink_f32(%8) : (f32) -> ()
  %9 = vector.reduction <mul>, %vi : vector<4xi32> into i32
  func.call @sink_i32(%9) : (i32) -> ()
  %10 = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  func.call @sink_vector_4xf32_(%10) : (vector<4xf32>) -> ()
  vector.store %v, %m[%i] : memref<16xf32>, vector<4xf32>
  %11 = vector.maskedload %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.call @sink_vector_4xf32_(%11) : (vector<4xf32>) -> ()
  vector.maskedstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %12 = vector.fma %v, %w, %v : vector<4xf32>
  func.call @sink_vector_4xf32_(%12) : (vector<4xf32>) -> ()
  %13 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  func.call @sink_vector_4xi32_(%13) : (vector<4xi32>) -> ()
  %14 = vector.create_mask %i : vector<4xi1>
  func.call @sink_vector_4xi1_(%14) : (vector<4xi1>) -> ()
  %15 = vector.reduction <minsi>, %vi : vector<4xi32> into i32
  func.call @sink_i32(%15) : (i32) -> ()
  %16 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  func.call @sink_i32(%16) : (i32) -> ()
  %17 = vector.reduction <add>, %v, %f : vector<4xf32> into f32
  func.call @sink_f32(%17) : (f32) -> ()
  %18 = vector.gather %m[%i] [%vi], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.call @sink_vector_4xf32_(%18) : (vector<4xf32>) -> ()
  vector.scatter %m[%i] [%vi], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %19 = vector.reduction <or>, %mask : vector<4xi1> into i1
  func.call @sink_i1(%19) : (i1) -> ()
  %20 = vector.step : vector<4xindex>
  func.call @sink_vector_4xindex_(%20) : (vector<4xindex>) -> ()
  %21 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  func.call @sink_vector_4xf32_(%21) : (vector<4xf32>) -> ()
  %22 = vector.expandload %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.call @sink_vector_4xf32_(%22) : (vector<4xf32>) -> ()
  vector.compressstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0 : f32
}

func.func private @sink_f32(f32)
func.func private @sink_vector_4xf32_(vector<4xf32>)
func.func private @sink_i32(i32)
func.func private @sink_vector_4xi32_(vector<4xi32>)
func.func private @sink_vector_4xi1_(vector<4xi1>)
func.func private @sink_i1(i1)
func.func private @sink_vector_4xindex_(vector<4xindex>)
