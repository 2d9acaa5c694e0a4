// RUN: gpuopt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// The vector ops to llvm, byte-identical to mlir-opt-19 (compared chunk by chunk in custom,
// generic and debuginfo form by test/unit/test_llvm_lowering_differential.py); the CHECK
// lines are mlir-opt-19's output.

// vector loads and stores through the memref descriptor
// CHECK-LABEL: func.func @load_store(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: return %{{.*}} : vector<4xf32>
func.func @load_store(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// element alignment, nontemporal, a strided layout, index elements
// CHECK-LABEL: func.func @load_store_kinds(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<8xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<16xf64, strided<[1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<4x8xi1> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} {alignment = 1 : i64, nontemporal} : !llvm.ptr -> vector<8xi1>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<2xf64>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<4xi64>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<4xi64> to vector<4xindex>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<4xi64>, !llvm.ptr
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}} : vector<8xi1>, vector<2xf64>, vector<4xindex>
func.func @load_store_kinds(%m: memref<4x8xi1>, %s: memref<16xf64, strided<[1], offset: 3>>, %i: index, %n: memref<8xindex>) -> (vector<8xi1>, vector<2xf64>, vector<4xindex>) {
  %0 = vector.load %m[%i, %i] {nontemporal = true} : memref<4x8xi1>, vector<8xi1>
  %1 = vector.load %s[%i] : memref<16xf64, strided<[1], offset: 3>>, vector<2xf64>
  %2 = vector.load %n[%i] : memref<8xindex>, vector<4xindex>
  vector.store %2, %n[%i] : memref<8xindex>, vector<4xindex>
  return %0, %1, %2 : vector<8xi1>, vector<2xf64>, vector<4xindex>
}

// -----

// in-bounds 1-D transfers are plain loads and stores
// CHECK-LABEL: func.func @transfer_in_bounds(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: return %{{.*}} : vector<4xf32>
func.func @transfer_in_bounds(%m: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  return %v : vector<4xf32>
}

// -----

// out-of-bounds transfers get a mask of `dim - index` lanes
// CHECK-LABEL: func.func @transfer_out_of_bounds(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// CHECK-NEXT: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// CHECK-NEXT: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: return %{{.*}} : vector<4xf32>
func.func @transfer_out_of_bounds(%m: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>
  return %v : vector<4xf32>
}

// -----

// masked transfers; a static size; a constant padding; dead reads are dropped
// CHECK-LABEL: func.func @transfer_masked(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = arith.constant 8 : index
// CHECK-NEXT: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.andi %{{.*}}, %{{.*}} : vector<4xi1>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}} : vector<4xf32>, vector<4xf32>
func.func @transfer_masked(%m: memref<8xf32>, %i: index, %p: f32, %k: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %v = vector.transfer_read %m[%i], %p, %k : memref<8xf32>, vector<4xf32>
  %w = vector.transfer_read %m[%i], %p, %k {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i], %k {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  %c = arith.constant 1.0 : f32
  %x = vector.transfer_read %m[%i], %c, %k {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %dead = vector.transfer_read %m[%i], %c {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  return %w, %x : vector<4xf32>, vector<4xf32>
}

// -----

// broadcasts and splats, 1-D and n-D
// CHECK-LABEL: func.func @broadcast_splat(
// CHECK-NEXT: %{{.*}} = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<1xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<1xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>, vector<2x4xf32>, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>
func.func @broadcast_splat(%f: f32, %v: vector<4xf32>, %o: vector<1xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %a = vector.broadcast %f : f32 to vector<4xf32>
  %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %c = vector.splat %f : vector<4xf32>
  %d = vector.splat %f : vector<2x4xf32>
  %e = vector.broadcast %o : vector<1xf32> to vector<2x4xf32>
  %g = vector.broadcast %o : vector<1xf32> to vector<4xf32>
  return %a, %b, %c, %d, %e, %g : vector<4xf32>, vector<2x4xf32>, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>
}

// -----

// extract / insert with static and dynamic positions, extractelement / insertelement
// CHECK-LABEL: func.func @extract_insert(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<f32> to vector<1xf32>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<1xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<1xf32>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<1xf32> to vector<f32>
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>, f32
func.func @extract_insert(%v: vector<4xf32>, %w: vector<2x4xf32>, %z: vector<f32>, %i: index, %k: i32, %f: f32) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>, f32) {
  %a = vector.extract %v[1] : f32 from vector<4xf32>
  %b = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %c = vector.extract %v[%i] : f32 from vector<4xf32>
  %d = vector.insert %f, %v[2] : f32 into vector<4xf32>
  %e = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %g = vector.insert %f, %w[0, 3] : f32 into vector<2x4xf32>
  %h = vector.extractelement %v[%i : index] : vector<4xf32>
  %l = vector.insertelement %f, %v[%k : i32] : vector<4xf32>
  %m = vector.extractelement %z[] : vector<f32>
  %n = vector.insertelement %f, %z[] : vector<f32>
  %o = vector.insert %f, %v[%i] : f32 into vector<4xf32>
  %p = vector.extract %o[3] : f32 from vector<4xf32>
  return %a, %b, %c, %d, %e, %g, %h, %l, %m, %n, %p : f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>, f32
}

// -----

// integer reductions, with and without an accumulator
// CHECK-LABEL: func.func @reduction_int(
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.add"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.mul"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.umin"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.icmp "ule" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.smin"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.icmp "sle" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.umax"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.icmp "uge" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.smax"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.icmp "sge" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.and"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.and %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.or"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.xor"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{.*}} = llvm.xor %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.add"(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @reduction_int(%w: vector<4xi32>, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = vector.reduction <add>, %w, %b : vector<4xi32> into i32
  %1 = vector.reduction <mul>, %w, %b : vector<4xi32> into i32
  %2 = vector.reduction <minui>, %w, %b : vector<4xi32> into i32
  %3 = vector.reduction <minsi>, %w, %b : vector<4xi32> into i32
  %4 = vector.reduction <maxui>, %w, %b : vector<4xi32> into i32
  %5 = vector.reduction <maxsi>, %w, %b : vector<4xi32> into i32
  %6 = vector.reduction <and>, %w, %b : vector<4xi32> into i32
  %7 = vector.reduction <or>, %w : vector<4xi32> into i32
  %8 = vector.reduction <xor>, %w, %b : vector<4xi32> into i32
  %9 = vector.reduction <add>, %w : vector<4xi32> into i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// floating-point reductions: start values, fastmath flags, min/max accumulators
// CHECK-LABEL: func.func @reduction_float(
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fmul"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.vector.reduce.fmaximum(%{{.*}})  : (vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.maximum(%{{.*}}, %{{.*}})  : (f32, f32) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.vector.reduce.fminimum(%{{.*}})  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.minimum(%{{.*}}, %{{.*}})  : (f32, f32) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.vector.reduce.fmax(%{{.*}})  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.vector.reduce.fmin(%{{.*}})  : (vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.intr.minnum(%{{.*}}, %{{.*}})  : (f32, f32) -> f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0.000000e+00 : f16) : f16
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, vector<8xf16>) -> f16
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fmul"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32, f32, f32, f32, f16, f32
func.func @reduction_float(%v: vector<4xf32>, %a: f32, %h: vector<8xf16>) -> (f32, f32, f32, f32, f32, f32, f32, f16, f32) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %a fastmath<fast> : vector<4xf32> into f32
  %2 = vector.reduction <maximumf>, %v, %a : vector<4xf32> into f32
  %3 = vector.reduction <minimumf>, %v, %a fastmath<fast> : vector<4xf32> into f32
  %4 = vector.reduction <maxnumf>, %v fastmath<nnan> : vector<4xf32> into f32
  %5 = vector.reduction <minnumf>, %v, %a : vector<4xf32> into f32
  %6 = vector.reduction <add>, %v, %a fastmath<nnan,ninf> : vector<4xf32> into f32
  %7 = vector.reduction <add>, %h : vector<8xf16> into f16
  %8 = vector.reduction <mul>, %v : vector<4xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f16, f32
}

// -----

// fma and bitcast, 1-D and 2-D
// CHECK-LABEL: func.func @fma_bitcast(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = arith.constant dense<0.000000e+00> : vector<2x8xf16>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x8xf16> to !llvm.array<2 x vector<8xf16>>
// CHECK-NEXT: %{{.*}} = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}})  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %{{.*}} = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}})  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}})  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<8xf16>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<8xf16>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<8xf16>> to vector<2x8xf16>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>, vector<2x4xf32>, vector<8xf16>, vector<2x8xf16>
func.func @fma_bitcast(%a: vector<4xf32>, %b: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<8xf16>, vector<2x8xf16>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x4xf32>
  %2 = vector.bitcast %a : vector<4xf32> to vector<8xf16>
  %3 = vector.bitcast %b : vector<2x4xf32> to vector<2x8xf16>
  return %0, %1, %2, %3 : vector<4xf32>, vector<2x4xf32>, vector<8xf16>, vector<2x8xf16>
}

// -----

// shape_cast: 1-D to 2-D, 2-D to 1-D, 2-D to 2-D
// CHECK-LABEL: func.func @shape_cast(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = arith.constant dense<0.000000e+00> : vector<6xf32>
// CHECK-NEXT: %{{.*}} = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [3, 4, 5] : vector<6xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}} : vector<2x3xf32>, vector<6xf32>, vector<2x3xf32>
func.func @shape_cast(%a: vector<6xf32>, %b: vector<2x3xf32>, %c: vector<3x2xf32>) -> (vector<2x3xf32>, vector<6xf32>, vector<2x3xf32>) {
  %0 = vector.shape_cast %a : vector<6xf32> to vector<2x3xf32>
  %1 = vector.shape_cast %b : vector<2x3xf32> to vector<6xf32>
  %2 = vector.shape_cast %c : vector<3x2xf32> to vector<2x3xf32>
  return %0, %1, %2 : vector<2x3xf32>, vector<6xf32>, vector<2x3xf32>
}

// -----

// from_elements, step, constant_mask, create_mask
// CHECK-LABEL: func.func @build(
// CHECK-NEXT: %{{.*}} = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %{{.*}} = vector.from_elements %{{.*}}, %{{.*}} : vector<2x1xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<2xf32>, vector<4xindex>, vector<4xi1>, vector<4xi1>, vector<2x1xf32>
func.func @build(%f: f32, %g: f32, %n: index) -> (vector<2xf32>, vector<4xindex>, vector<4xi1>, vector<4xi1>, vector<2x1xf32>) {
  %0 = vector.from_elements %f, %g : vector<2xf32>
  %1 = vector.step : vector<4xindex>
  %2 = vector.constant_mask [2] : vector<4xi1>
  %3 = vector.create_mask %n : vector<4xi1>
  %4 = vector.from_elements %f, %g : vector<2x1xf32>
  return %0, %1, %2, %3, %4 : vector<2xf32>, vector<4xindex>, vector<4xi1>, vector<4xi1>, vector<2x1xf32>
}

// -----

// print: scalars, strings, punctuation (a vector is for --convert-vector-to-scf first)
// CHECK: llvm.func @printString(!llvm.ptr)
// CHECK: llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 10, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK: llvm.func @printClose()
// CHECK: llvm.func @printOpen()
// CHECK: llvm.func @printF16(i16)
// CHECK: llvm.func @printBF16(i16)
// CHECK: llvm.func @printComma()
// CHECK: llvm.func @printF64(f64)
// CHECK: llvm.func @printU64(i64)
// CHECK: llvm.func @printI64(i64)
// CHECK: llvm.func @printNewline()
// CHECK: llvm.func @printF32(f32)
// CHECK-LABEL: func.func @print(
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : ui32 to i32
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: vector.print %{{.*}} : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%{{.*}}) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %{{.*}} = arith.extui %{{.*}} : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%{{.*}}) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %{{.*}} = arith.extsi %{{.*}} : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %{{.*}} = arith.extui %{{.*}} : i32 to i64
// CHECK-NEXT: llvm.call @printU64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : bf16 to i16
// CHECK-NEXT: llvm.call @printBF16(%{{.*}}) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT: llvm.call @printF16(%{{.*}}) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printI64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: %{{.*}} = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @printString(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
func.func @print(%v: vector<4xf32>, %f: f32, %a: i1, %b: index, %c: f64, %d: i8, %e: ui32, %g: bf16, %h: f16, %i: i64) {
  vector.print %v : vector<4xf32>
  vector.print %f : f32
  vector.print %a : i1
  vector.print %b : index
  vector.print %c : f64 punctuation <comma>
  vector.print %d : i8
  vector.print %e : ui32
  vector.print %g : bf16
  vector.print %h : f16
  vector.print %i : i64 punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print str "hello\n"
  vector.print
  return
}

// -----

// a 1-D dot product contraction: multiply, then an add reduction
// CHECK-LABEL: func.func @contract_dot(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NEXT: %{{.*}} = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %{{.*}} : f32
#map = affine_map<(i) -> (i)>
#map1 = affine_map<(i) -> ()>
func.func @contract_dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}

// -----

// left alone: dynamic positions in n-D vectors
// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: %{{.*}} = vector.extract %{{.*}}[1, %{{.*}}] : f32 from vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = vector.insert %{{.*}}, %{{.*}} [%{{.*}}, 1] : f32 into vector<2x4xf32>
// CHECK-NEXT: %{{.*}} = vector.extract %{{.*}}[%{{.*}}] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}} : f32, vector<2x4xf32>, vector<4xf32>
func.func @left_alone(%v: vector<2x4xf32>, %i: index, %f: f32) -> (f32, vector<2x4xf32>, vector<4xf32>) {
  %a = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  %b = vector.insert %f, %v[%i, 1] : f32 into vector<2x4xf32>
  %c = vector.extract %v[%i] : vector<4xf32> from vector<2x4xf32>
  return %a, %b, %c : f32, vector<2x4xf32>, vector<4xf32>
}

// -----

// a 2-D create_mask: the 1-D mask selected per row by `row < bound`; a 2-D strided read
// with an out-of-bounds dimension is left (for --convert-vector-to-scf)
// CHECK-LABEL: func.func @create_mask_2d(
// CHECK-NEXT: %{{.*}} = arith.constant 1 : index
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %{{.*}} = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %{{.*}} = vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<?x?xf32, strided<[?, ?]>>, vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : vector<3xi32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<3xi32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<3xi32>
// CHECK-NEXT: %{{.*}} = arith.cmpi sgt, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %{{.*}} = arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<3xi1>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %{{.*}} = arith.cmpi sgt, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %{{.*}} = arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<3xi1>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: return %{{.*}}, %{{.*}} : vector<4xf32>, vector<2x3xi1>
func.func @create_mask_2d(%m: memref<?x?xf32, strided<[?, ?]>>, %i: index, %p: f32, %n: index) -> (vector<4xf32>, vector<2x3xi1>) {
  %v = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32, strided<[?, ?]>>, vector<4xf32>
  %c = vector.create_mask %n, %n : vector<2x3xi1>
  return %v, %c : vector<4xf32>, vector<2x3xi1>
}
