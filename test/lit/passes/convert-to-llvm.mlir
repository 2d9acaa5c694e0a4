// RUN: gpuopt %s --convert-to-llvm --split-input-file | FileCheck %s

// every dialect with a lowering to llvm, at once; // expected text from mlir-opt-19 (also compared in custom, generic and debuginfo form by
// test/unit/test_llvm_lowering_differential.py).

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[109, 115, 103, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT:    llvm.func @mixed(%arg0: i64, %arg1: i1, %arg2: f32, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT:      %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:      %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %8 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT:      llvm.cond_br %arg1, ^bb1, ^bb3
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %9 = llvm.intr.sqrt(%arg2)  : (f32) -> f32
// CHECK-NEXT:      %10 = llvm.fadd %9, %arg2  : f32
// CHECK-NEXT:      %11 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %12 = llvm.getelementptr %11[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:      llvm.store %10, %12 : f32, !llvm.ptr
// CHECK-NEXT:      %13 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %14 = llvm.getelementptr %13[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:      %15 = llvm.load %14 : !llvm.ptr -> f32
// CHECK-NEXT:      llvm.br ^bb2(%15 : f32)
// CHECK-NEXT:    ^bb2(%16: f32):  // pred: ^bb1
// CHECK-NEXT:      llvm.return %16 : f32
// CHECK-NEXT:    ^bb3:  // pred: ^bb0
// CHECK-NEXT:      %17 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %18 = llvm.getelementptr %17[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:      llvm.call @puts(%18) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// func, index, cf, math, arith and memref ops lowered together
func.func @mixed(%a: index, %c: i1, %x: f32, %m: memref<?xf32>) -> f32 {
  %0 = index.add %a, %a
  cf.assert %c, "msg"
  %1 = math.sqrt %x : f32
  %2 = arith.addf %1, %x : f32
  memref.store %2, %m[%0] : memref<?xf32>
  %3 = memref.load %m[%a] : memref<?xf32>
  cf.br ^bb1(%3 : f32)
^bb1(%y: f32):
  return %y : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @callee(i32, f64) -> !llvm.struct<(i32, f64)> attributes {sym_visibility = "private"}
// CHECK-NEXT:    llvm.func @caller(%arg0: i32, %arg1: f64) -> !llvm.struct<(i32, f64)> {
// CHECK-NEXT:      %0 = llvm.call @callee(%arg0, %arg1) : (i32, f64) -> !llvm.struct<(i32, f64)>
// CHECK-NEXT:      %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT:      %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f64)>
// CHECK-NEXT:      %3 = llvm.add %1, %arg0 : i32
// CHECK-NEXT:      %4 = llvm.intr.exp(%2)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
// CHECK-NEXT:      %5 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
// CHECK-NEXT:      %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT:      %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(i32, f64)>
// CHECK-NEXT:      llvm.return %7 : !llvm.struct<(i32, f64)>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// calls and several results
func.func private @callee(i32, f64) -> (i32, f64)
func.func @caller(%a: i32, %b: f64) -> (i32, f64) {
  %r:2 = call @callee(%a, %b) : (i32, f64) -> (i32, f64)
  %s = arith.addi %r#0, %a : i32
  %t = math.exp %r#1 fastmath<fast> : f64
  return %s, %t : i32, f64
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @branches(%arg0: i32, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:      llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
// CHECK-NEXT:        1: ^bb2(%arg2, %arg1 : i64, i64)
// CHECK-NEXT:      ]
// CHECK-NEXT:    ^bb1(%0: i64):  // pred: ^bb0
// CHECK-NEXT:      %1 = llvm.mul %0, %0 : i64
// CHECK-NEXT:      llvm.br ^bb2(%1, %0 : i64, i64)
// CHECK-NEXT:    ^bb2(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      %4 = llvm.icmp "slt" %2, %3 : i64
// CHECK-NEXT:      llvm.cond_br %4, ^bb3(%2 : i64), ^bb3(%3 : i64)
// CHECK-NEXT:    ^bb3(%5: i64):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:      llvm.return %5 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// branches on converted block arguments, a switch on index values
func.func @branches(%flag: i32, %i: index, %j: index) -> index {
  cf.switch %flag : i32, [
    default: ^bb1(%i : index),
    1: ^bb2(%j, %i : index, index)
  ]
^bb1(%x: index):
  %y = index.mul %x, %x
  cf.br ^bb2(%y, %x : index, index)
^bb2(%p: index, %q: index):
  %c = arith.cmpi slt, %p, %q : index
  cf.cond_br %c, ^bb3(%p : index), ^bb3(%q : index)
^bb3(%r: index):
  return %r : index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @dims(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:      %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:      %9 = builtin.unrealized_conversion_cast %8 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:      %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:      %12 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:      %13 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:      %14 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// CHECK-NEXT:      %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:      %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:      llvm.return %16 : !llvm.struct<(i64, i64)>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// memref.dim on a constant index: the constant is seen though converted first
func.func @dims(%m: memref<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x4xf32>
  %d1 = memref.dim %m, %c1 : memref<?x4xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @strided_metadata(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:      %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:      %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %8 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      %9 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:      %10 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %11 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:      %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:      %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:      %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:      %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:      %17 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %18 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %19 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %20 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// CHECK-NEXT:      %21 = llvm.insertvalue %8, %20[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:      %22 = llvm.insertvalue %9, %21[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:      llvm.return %22 : !llvm.struct<(i64, i64)>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// the fold of extract_strided_metadata makes arith.constant ops the conversion does not see
func.func @strided_metadata(%a: memref<?xf32>) -> (index, index) {
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
  return %off, %st : index, index
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @vectors(%arg0: !llvm.array<2 x vector<4xf32>>, %arg1: vector<4xi32>) -> !llvm.struct<(array<2 x vector<4xf32>>, vector<4xi32>)> {
// CHECK-NEXT:      %0 = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %2 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %3 = llvm.fmul %1, %2  : vector<4xf32>
// CHECK-NEXT:      %4 = llvm.insertvalue %3, %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %5 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %6 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %7 = llvm.fmul %5, %6  : vector<4xf32>
// CHECK-NEXT:      %8 = llvm.insertvalue %7, %4[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %9 = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %10 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %11 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:      %12 = llvm.intr.sqrt(%10)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:      %13 = llvm.fdiv %11, %12  : vector<4xf32>
// CHECK-NEXT:      %14 = llvm.insertvalue %13, %9[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %15 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %16 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:      %17 = llvm.intr.sqrt(%15)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:      %18 = llvm.fdiv %16, %17  : vector<4xf32>
// CHECK-NEXT:      %19 = llvm.insertvalue %18, %14[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:      %20 = llvm.intr.ctpop(%arg1)  : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:      %21 = llvm.add %20, %arg1 : vector<4xi32>
// CHECK-NEXT:      %22 = llvm.mlir.undef : !llvm.struct<(array<2 x vector<4xf32>>, vector<4xi32>)>
// CHECK-NEXT:      %23 = llvm.insertvalue %19, %22[0] : !llvm.struct<(array<2 x vector<4xf32>>, vector<4xi32>)>
// CHECK-NEXT:      %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(array<2 x vector<4xf32>>, vector<4xi32>)>
// CHECK-NEXT:      llvm.return %24 : !llvm.struct<(array<2 x vector<4xf32>>, vector<4xi32>)>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// vectors: n-D arith and math unrolled
func.func @vectors(%v: vector<2x4xf32>, %w: vector<4xi32>) -> (vector<2x4xf32>, vector<4xi32>) {
  %0 = arith.mulf %v, %v : vector<2x4xf32>
  %1 = math.rsqrt %0 : vector<2x4xf32>
  %2 = math.ctpop %w : vector<4xi32>
  %3 = arith.addi %2, %w : vector<4xi32>
  return %1, %3 : vector<2x4xf32>, vector<4xi32>
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @folds(%arg0: i64) -> !llvm.struct<(i64, i32)> {
// CHECK-NEXT:      %0 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:      %1 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:      %2 = llvm.mlir.constant(9 : i64) : i64
// CHECK-NEXT:      %3 = llvm.mul %arg0, %2 : i64
// CHECK-NEXT:      %4 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:      %5 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:      %6 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:      %7 = llvm.mlir.undef : !llvm.struct<(i64, i32)>
// CHECK-NEXT:      %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i64, i32)>
// CHECK-NEXT:      %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, i32)>
// CHECK-NEXT:      llvm.return %9 : !llvm.struct<(i64, i32)>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// folds across dialects: constants fold before they are lowered
func.func @folds(%a: index) -> (index, i32) {
  %c4 = index.constant 4
  %c5 = index.constant 5
  %0 = index.add %c4, %c5
  %1 = index.mul %a, %0
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %2 = arith.muli %c6, %c7 : i32
  return %1, %2 : index, i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @scf_stays(%arg0: i64, %arg1: f32) -> f32 {
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:      %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:      %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:      %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:      %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT:      %5 = scf.for %arg2 = %2 to %0 step %4 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:        %6 = llvm.fadd %arg3, %arg3  : f32
// CHECK-NEXT:        scf.yield %6 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.return %5 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// scf has no lowering to llvm: it stays, its values cast
func.func @scf_stays(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @free(!llvm.ptr)
// CHECK-NEXT:    llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:    llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK-NEXT:    llvm.func @alloc_copy(%arg0: i64) -> i32 {
// CHECK-NEXT:      %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:      %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:      %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:      %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:      %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:      %5 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT:      %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT:      %7 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr
// CHECK-NEXT:      %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:      %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %14 = llvm.insertvalue %0, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:      %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:      %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:      %19 = llvm.getelementptr %18[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:      %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT:      %21 = llvm.call @malloc(%20) : (i64) -> !llvm.ptr
// CHECK-NEXT:      %22 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %25 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:      %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %27 = llvm.insertvalue %16, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %28 = llvm.insertvalue %17, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:      %30 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %31 = llvm.mul %29, %30 : i64
// CHECK-NEXT:      %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:      %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT:      %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT:      %35 = llvm.mul %31, %34 : i64
// CHECK-NEXT:      %36 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %37 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:      %39 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %40 = llvm.extractvalue %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:      "llvm.intr.memcpy"(%41, %38, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:      %42 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:      %43 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:      %45 = llvm.load %44 : !llvm.ptr -> i32
// CHECK-NEXT:      %46 = llvm.extractvalue %28[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:      llvm.call @free(%46) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.return %45 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// allocation, copies and globals
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func @alloc_copy(%n: index) -> i32 {
  %g = memref.get_global @table : memref<4xi32>
  %a = memref.alloc() : memref<4xi32>
  memref.copy %g, %a : memref<4xi32> to memref<4xi32>
  %c2 = arith.constant 2 : index
  %v = memref.load %a[%c2] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %v : i32
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[105, 110, 32, 108, 108, 118, 109, 46, 102, 117, 110, 99, 0]> : tensor<13xi8>) {addr_space = 0 : i32} : !llvm.array<13 x i8>
// CHECK-NEXT:    llvm.func @external(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64) -> f32 attributes {sym_visibility = "private"}
// CHECK-NEXT:    llvm.func @in_llvm_func(%arg0: i1, %arg1: f64, %arg2: i64) -> f64 {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:      %1 = llvm.fadd %0, %arg1  : f64
// CHECK-NEXT:      %2 = llvm.intr.log(%1)  : (f64) -> f64
// CHECK-NEXT:      %3 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:      %4 = llvm.intr.exp(%2)  : (f64) -> f64
// CHECK-NEXT:      %5 = llvm.fsub %4, %3  : f64
// CHECK-NEXT:      %6 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:      %7 = llvm.icmp "ult" %arg2, %6 : i64
// CHECK-NEXT:      llvm.cond_br %7, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      llvm.return %5 : f64
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:      llvm.return %2 : f64
// CHECK-NEXT:    ^bb4:  // pred: ^bb0
// CHECK-NEXT:      %8 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %9 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<13 x i8>
// CHECK-NEXT:      llvm.call @puts(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// an llvm.func with math, index and cf in it; a declaration with a memref argument
func.func private @external(memref<2x3xf32>, index) -> f32
llvm.func @in_llvm_func(%c: i1, %x: f64, %i: i64) -> f64 {
  cf.assert %c, "in llvm.func"
  %0 = math.log1p %x : f64
  %1 = math.expm1 %0 : f64
  %2 = index.castu %i : i64 to index
  %3 = index.sizeof
  %4 = index.cmp ult(%2, %3)
  cf.cond_br %4, ^bb1, ^bb2
^bb1:
  llvm.return %1 : f64
^bb2:
  llvm.return %0 : f64
}
