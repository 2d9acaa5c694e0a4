// RUN: gpuopt %s --gpu-to-llvm --split-input-file | FileCheck %s

// --gpu-to-llvm applies the vector conversion patterns (host_to_llvm.patterns) as
// mlir-opt-19 does; the CHECK lines are mlir-opt-19's output.

// vector ops inside --gpu-to-llvm: the conversion patterns only (create_mask and broadcast stay)
// CHECK: llvm.func @g(%{{.*}}: vector<4xf32>, %{{.*}}: i64, %{{.*}}: f32, %{{.*}}: i64) -> !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)> {
// CHECK: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK: %{{.*}} = vector.create_mask %{{.*}} : vector<4xi1>
// CHECK: %{{.*}} = vector.broadcast %{{.*}} : vector<4xf32> to vector<2x4xf32>
// CHECK: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK: %{{.*}} = llvm.mlir.undef : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3] : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4] : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
// CHECK: llvm.return %{{.*}} : !llvm.struct<(f32, vector<4xf32>, vector<4xi1>, array<2 x vector<4xf32>>, f32)>
func.func @g(%v: vector<4xf32>, %i: index, %f: f32, %n: index) -> (f32, vector<4xf32>, vector<4xi1>, vector<2x4xf32>, f32) {
  %a = vector.extractelement %v[%i : index] : vector<4xf32>
  %b = vector.splat %f : vector<4xf32>
  %m = vector.create_mask %n : vector<4xi1>
  %c = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %r = vector.reduction <add>, %v : vector<4xf32> into f32
  return %a, %b, %m, %c, %r : f32, vector<4xf32>, vector<4xi1>, vector<2x4xf32>, f32
}

// -----

// in-bounds transfers, an n-D fma and a scalar print
// CHECK: llvm.func @printNewline()
// CHECK: llvm.func @printF32(f32)
// CHECK: llvm.func @g(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: f32, %{{.*}}: vector<4xi1>, %{{.*}}: !llvm.array<2 x vector<4xf32>>, %{{.*}}: f32) -> !llvm.struct<(vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)> {
// CHECK: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// CHECK: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %{{.*}} = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %{{.*}} = llvm.mlir.constant(dense<0.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}})  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %{{.*}} = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}})  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.call @printF32(%{{.*}}) : (f32) -> ()
// CHECK: llvm.call @printNewline() : () -> ()
// CHECK: %{{.*}} = llvm.mlir.undef : !llvm.struct<(vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// CHECK: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>
// CHECK: llvm.return %{{.*}} : !llvm.struct<(vector<4xf32>, vector<4xf32>, array<2 x vector<4xf32>>)>

func.func @g(%m: memref<8xf32>, %i: index, %p: f32, %k: vector<4xi1>, %a: vector<2x4xf32>, %f: f32) -> (vector<4xf32>, vector<4xf32>, vector<2x4xf32>) {
  %w = vector.transfer_read %m[%i], %p, %k {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %x = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %1 = vector.fma %a, %a, %a : vector<2x4xf32>
  vector.print %f : f32
  return %w, %x, %1 : vector<4xf32>, vector<4xf32>, vector<2x4xf32>
}
