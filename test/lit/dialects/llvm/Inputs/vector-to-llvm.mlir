module {
  llvm.func @vec(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: f32, %arg9: vector<4xi1>, %arg10: vector<4xi32>) -> f32 {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xindex>) : vector<4xi64>
    %7 = llvm.mlir.constant(2 : i64) : i64
    %8 = llvm.extractelement %arg0[%7 : i64] : vector<4xf32>
    llvm.call @sink_f32(%8) : (f32) -> ()
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.insertelement %arg8, %arg0[%9 : i64] : vector<4xf32>
    llvm.call @sink_vector_4xf32_(%10) : (vector<4xf32>) -> ()
    %11 = llvm.extractelement %arg0[%arg2 : i64] : vector<4xf32>
    llvm.call @sink_f32(%11) : (f32) -> ()
    %12 = llvm.insertelement %arg8, %arg0[%arg2 : i64] : vector<4xf32>
    llvm.call @sink_vector_4xf32_(%12) : (vector<4xf32>) -> ()
    %13 = llvm.shufflevector %arg0, %arg1 [0, 5, 2, 7] : vector<4xf32> 
    llvm.call @sink_vector_4xf32_(%13) : (vector<4xf32>) -> ()
    %14 = llvm.mlir.undef : vector<4xf32>
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.insertelement %arg8, %14[%15 : i32] : vector<4xf32>
    %17 = llvm.shufflevector %16, %14 [0, 0, 0, 0] : vector<4xf32> 
    llvm.call @sink_vector_4xf32_(%17) : (vector<4xf32>) -> ()
    %18 = llvm.mlir.undef : vector<4xf32>
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.insertelement %arg8, %18[%19 : i32] : vector<4xf32>
    %21 = llvm.shufflevector %20, %18 [0, 0, 0, 0] : vector<4xf32> 
    llvm.call @sink_vector_4xf32_(%21) : (vector<4xf32>) -> ()
    %22 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %23 = "llvm.intr.vector.reduce.fadd"(%22, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    llvm.call @sink_f32(%23) : (f32) -> ()
    %24 = llvm.intr.vector.reduce.fmaximum(%arg0)  : (vector<4xf32>) -> f32
    llvm.call @sink_f32(%24) : (f32) -> ()
    %25 = "llvm.intr.vector.reduce.mul"(%arg10) : (vector<4xi32>) -> i32
    llvm.call @sink_i32(%25) : (i32) -> ()
    %26 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.getelementptr %26[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    llvm.call @sink_vector_4xf32_(%28) : (vector<4xf32>) -> ()
    %29 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.getelementptr %29[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %arg0, %30 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    %31 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.getelementptr %31[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %33 = llvm.intr.masked.load %32, %arg9, %arg0 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.call @sink_vector_4xf32_(%33) : (vector<4xf32>) -> ()
    %34 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.getelementptr %34[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %arg0, %35, %arg9 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
    %36 = llvm.intr.fmuladd(%arg0, %arg1, %arg0)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    llvm.call @sink_vector_4xf32_(%36) : (vector<4xf32>) -> ()
    %37 = llvm.bitcast %arg0 : vector<4xf32> to vector<4xi32>
    llvm.call @sink_vector_4xi32_(%37) : (vector<4xi32>) -> ()
    %38 = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi32>) : vector<4xi32>
    %39 = llvm.trunc %arg2 : i64 to i32
    %40 = llvm.mlir.undef : vector<4xi32>
    %41 = llvm.mlir.constant(0 : i32) : i32
    %42 = llvm.insertelement %39, %40[%41 : i32] : vector<4xi32>
    %43 = llvm.shufflevector %42, %40 [0, 0, 0, 0] : vector<4xi32> 
    %44 = llvm.icmp "sgt" %43, %38 : vector<4xi32>
    llvm.call @sink_vector_4xi1_(%44) : (vector<4xi1>) -> ()
    %45 = "llvm.intr.vector.reduce.smin"(%arg10) : (vector<4xi32>) -> i32
    llvm.call @sink_i32(%45) : (i32) -> ()
    %46 = "llvm.intr.vector.reduce.xor"(%arg10) : (vector<4xi32>) -> i32
    llvm.call @sink_i32(%46) : (i32) -> ()
    %47 = "llvm.intr.vector.reduce.fadd"(%arg8, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    llvm.call @sink_f32(%47) : (f32) -> ()
    %48 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.getelementptr %48[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.getelementptr %49[%arg10] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
    %51 = llvm.intr.masked.gather %50, %arg9, %arg0 {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.call @sink_vector_4xf32_(%51) : (vector<4xf32>) -> ()
    %52 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.getelementptr %52[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %54 = llvm.getelementptr %53[%arg10] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
    llvm.intr.masked.scatter %arg0, %54, %arg9 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
    %55 = "llvm.intr.vector.reduce.or"(%arg9) : (vector<4xi1>) -> i1
    llvm.call @sink_i1(%55) : (i1) -> ()
    llvm.call @sink_vector_4xindex_(%6) : (vector<4xi64>) -> ()
    %56 = llvm.mlir.undef : vector<4xf32>
    %57 = llvm.mlir.constant(0 : i64) : i64
    %58 = llvm.insertelement %arg8, %56[%57 : i64] : vector<4xf32>
    %59 = llvm.mlir.constant(1 : i64) : i64
    %60 = llvm.insertelement %arg8, %58[%59 : i64] : vector<4xf32>
    %61 = llvm.mlir.constant(2 : i64) : i64
    %62 = llvm.insertelement %arg8, %60[%61 : i64] : vector<4xf32>
    %63 = llvm.mlir.constant(3 : i64) : i64
    %64 = llvm.insertelement %arg8, %62[%63 : i64] : vector<4xf32>
    llvm.call @sink_vector_4xf32_(%64) : (vector<4xf32>) -> ()
    %65 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.getelementptr %65[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %67 = "llvm.intr.masked.expandload"(%66, %arg9, %arg0) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.call @sink_vector_4xf32_(%67) : (vector<4xf32>) -> ()
    %68 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.getelementptr %68[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.masked.compressstore"(%arg0, %69, %arg9) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
    llvm.return %8 : f32
  }
  llvm.func @sink_f32(f32) attributes {sym_visibility = "private"}
  llvm.func @sink_vector_4xf32_(vector<4xf32>) attributes {sym_visibility = "private"}
  llvm.func @sink_i32(i32) attributes {sym_visibility = "private"}
  llvm.func @sink_vector_4xi32_(vector<4xi32>) attributes {sym_visibility = "private"}
  llvm.func @sink_vector_4xi1_(vector<4xi1>) attributes {sym_visibility = "private"}
  llvm.func @sink_i1(i1) attributes {sym_visibility = "private"}
  llvm.func @sink_vector_4xindex_(vector<4xi64>) attributes {sym_visibility = "private"}
}

