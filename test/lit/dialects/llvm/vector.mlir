// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.extractelement, insertelement, shufflevector (trailing space), !llvm.vec
// (a scalable one prints two spaces before its element type), masked intrinsics.
// Expected text: mlir-opt-19's output for this file.

// CHECK:module {
// CHECK-NEXT:  llvm.func @elements(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: i32, %arg4: i64) {
// CHECK-NEXT:    %0 = llvm.extractelement %arg0[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT:    %1 = llvm.extractelement %arg0[%arg4 : i64] : vector<4xf32>
// CHECK-NEXT:    %2 = llvm.insertelement %arg2, %arg0[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT:    %3 = llvm.shufflevector %arg0, %arg1 [0, 5, 2, 7] : vector<4xf32>{{ }}
// CHECK-NEXT:    %4 = llvm.shufflevector %arg0, %arg1 [-1, 1] : vector<4xf32>{{ }}
// CHECK-NEXT:    %5 = llvm.shufflevector %arg0, %arg0 [0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>{{ }}
// CHECK-NEXT:    %6 = llvm.mlir.undef : vector<[4]xf32>
// CHECK-NEXT:    %7 = llvm.shufflevector %6, %6 [0, 0, 0, 0] : vector<[4]xf32>{{ }}
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @pointers(%arg0: !llvm.ptr, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>) {
// CHECK-NEXT:    %0 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
// CHECK-NEXT:    %1 = llvm.intr.masked.gather %0, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    %2 = llvm.intr.masked.gather %0, %arg2 {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT:    llvm.intr.masked.scatter %arg3, %0, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
// CHECK-NEXT:    %3 = llvm.intr.masked.load %arg0, %arg2, %arg3 {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    %4 = llvm.intr.masked.load %arg0, %arg2 {alignment = 16 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT:    llvm.intr.masked.store %arg3, %arg0, %arg2 {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:    %5 = "llvm.intr.masked.expandload"(%arg0, %arg2, %arg3) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    "llvm.intr.masked.compressstore"(%arg3, %arg0, %arg2) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT:    %6 = llvm.mlir.undef : !llvm.vec<? x 4 x  ptr>
// CHECK-NEXT:    %7 = llvm.mlir.undef : !llvm.vec<2 x ptr<3>>
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<4xf32>, vector<4xf32>, f32, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "elements", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg4: vector<4xf32>, %arg5: vector<4xf32>, %arg6: f32, %arg7: i32, %arg8: i64):
// GENERIC-NEXT:    %8 = "llvm.extractelement"(%arg4, %arg7) : (vector<4xf32>, i32) -> f32
// GENERIC-NEXT:    %9 = "llvm.extractelement"(%arg4, %arg8) : (vector<4xf32>, i64) -> f32
// GENERIC-NEXT:    %10 = "llvm.insertelement"(%arg4, %arg6, %arg7) : (vector<4xf32>, f32, i32) -> vector<4xf32>
// GENERIC-NEXT:    %11 = "llvm.shufflevector"(%arg4, %arg5) <{mask = array<i32: 0, 5, 2, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %12 = "llvm.shufflevector"(%arg4, %arg5) <{mask = array<i32: -1, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
// GENERIC-NEXT:    %13 = "llvm.shufflevector"(%arg4, %arg4) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// GENERIC-NEXT:    %14 = "llvm.mlir.undef"() : () -> vector<[4]xf32>
// GENERIC-NEXT:    %15 = "llvm.shufflevector"(%14, %14) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, vector<4xi32>, vector<4xi1>, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "pointers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:  ^bb0(%arg0: !llvm.ptr, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>):
// GENERIC-NEXT:    %0 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>
// GENERIC-NEXT:    %1 = "llvm.intr.masked.gather"(%0, %arg2, %arg3) <{alignment = 4 : i32}> : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %2 = "llvm.intr.masked.gather"(%0, %arg2) <{alignment = 4 : i32}> : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
// GENERIC-NEXT:    "llvm.intr.masked.scatter"(%arg3, %0, %arg2) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.vec<4 x ptr>, vector<4xi1>) -> ()
// GENERIC-NEXT:    %3 = "llvm.intr.masked.load"(%arg0, %arg2, %arg3) <{alignment = 16 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %4 = "llvm.intr.masked.load"(%arg0, %arg2) <{alignment = 16 : i32}> {nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
// GENERIC-NEXT:    "llvm.intr.masked.store"(%arg3, %arg0, %arg2) <{alignment = 16 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// GENERIC-NEXT:    %5 = "llvm.intr.masked.expandload"(%arg0, %arg2, %arg3) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    "llvm.intr.masked.compressstore"(%arg3, %arg0, %arg2) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// GENERIC-NEXT:    %6 = "llvm.mlir.undef"() : () -> !llvm.vec<? x 4 x  ptr>
// GENERIC-NEXT:    %7 = "llvm.mlir.undef"() : () -> !llvm.vec<2 x ptr<3>>
// GENERIC-NEXT:    "llvm.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// Vector element ops, shuffles, vectors of pointers (!llvm.vec) and the
// masked memory intrinsics that --convert-vector-to-llvm emits.
llvm.func @elements(%v: vector<4xf32>, %w: vector<4xf32>, %f: f32, %i: i32, %j: i64) {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.extractelement %v[%j : i64] : vector<4xf32>
  %2 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %3 = llvm.shufflevector %v, %w [0, 5, 2, 7] : vector<4xf32>
  %4 = llvm.shufflevector %v, %w [-1, 1] : vector<4xf32>
  %5 = llvm.shufflevector %v, %v [0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
  %6 = llvm.mlir.undef : vector<[4]xf32>
  %7 = llvm.shufflevector %6, %6 [0, 0, 0, 0] : vector<[4]xf32>
  llvm.return
}

llvm.func @pointers(%p: !llvm.ptr, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %0 = llvm.getelementptr %p[%idx] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
  %1 = llvm.intr.masked.gather %0, %mask, %v {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.masked.gather %0, %mask {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.scatter %v, %0, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
  %3 = llvm.intr.masked.load %p, %mask, %v {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %4 = llvm.intr.masked.load %p, %mask {alignment = 16 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %mask {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %5 = "llvm.intr.masked.expandload"(%p, %mask, %v) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%v, %p, %mask) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  %6 = llvm.mlir.undef : !llvm.vec<? x 4 x ptr>
  %7 = llvm.mlir.undef : !llvm.vec<2 x ptr<3>>
  llvm.return
}
