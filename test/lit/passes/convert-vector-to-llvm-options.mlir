// RUN: gpuopt %s '--convert-vector-to-llvm=reassociate-fp-reductions force-32bit-vector-indices=false enable-x86vector' --split-input-file | FileCheck %s

// The pass options: reassoc on floating-point reductions, i64 mask lanes; the CHECK lines
// are mlir-opt-19's output.

// CHECK-LABEL: func.func @options(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fmul"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.vector.reduce.fmaximum(%{{.*}})  {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.maximum(%{{.*}}, %{{.*}})  : (f32, f32) -> f32
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xi64>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi64>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xi64>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// CHECK-NEXT: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xi64>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi64>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xi64>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, vector<4xi1>, vector<4xf32>
func.func @options(%v: vector<4xf32>, %a: f32, %n: index, %m: memref<?xf32>, %i: index, %p: f32) -> (f32, f32, f32, vector<4xi1>, vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %a fastmath<nnan> : vector<4xf32> into f32
  %2 = vector.reduction <maximumf>, %v, %a : vector<4xf32> into f32
  %3 = vector.create_mask %n : vector<4xi1>
  %4 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f32, vector<4xi1>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @fast_already(
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: return %{{.*}} : f32
func.func @fast_already(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <add>, %v fastmath<fast> : vector<4xf32> into f32
  %1 = vector.reduction <add>, %v fastmath<reassoc,nnan> : vector<4xf32> into f32
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
