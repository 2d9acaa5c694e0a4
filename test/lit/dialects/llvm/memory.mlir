// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.alloca, llvm.getelementptr (dynamic and constant indices), llvm.load
// and llvm.store.

// CHECK:module {
// CHECK-LABEL:  llvm.func @memory(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i32) {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %1 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:    %2 = llvm.alloca %0 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %3 = llvm.alloca %arg3 x f32 : (i32) -> !llvm.ptr<5>
// CHECK-NEXT:    %4 = llvm.getelementptr %arg0[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %5 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
// CHECK-NEXT:    %6 = llvm.getelementptr %arg1[%arg2, 2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x i8>
// CHECK-NEXT:    %7 = llvm.getelementptr %arg0[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT:    %8 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:    %9 = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT:    %10 = llvm.load volatile %4 : !llvm.ptr -> f32
// CHECK-NEXT:    llvm.store %arg2, %1 : i64, !llvm.ptr
// CHECK-NEXT:    llvm.store %9, %arg1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NEXT:    llvm.store volatile %10, %4 : f32, !llvm.ptr
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @memory(%p: !llvm.ptr, %q: !llvm.ptr<1>, %n: i64, %i: i32) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %c1 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %c = llvm.alloca %i x f32 : (i32) -> !llvm.ptr<5>
  %g0 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %g1 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %g2 = llvm.getelementptr %q[%n, 2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x i8>
  %g3 = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %l0 = llvm.load %p : !llvm.ptr -> i64
  %l1 = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %l2 = llvm.load volatile %g0 : !llvm.ptr -> f32
  llvm.store %n, %a : i64, !llvm.ptr
  llvm.store %l1, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store volatile %l2, %g0 : f32, !llvm.ptr
  llvm.return
}
// CHECK-NEXT:}

// GENERIC:    %1 = "llvm.alloca"(%0) <{elem_type = i64}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:    %2 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<(i32, f64)>}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:    %3 = "llvm.alloca"(%arg3) <{elem_type = f32}> : (i32) -> !llvm.ptr<5>
// GENERIC-NEXT:    %4 = "llvm.getelementptr"(%arg0, %arg2) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// GENERIC-NEXT:    %5 = "llvm.getelementptr"(%arg0) <{elem_type = !llvm.struct<(i32, f64)>, inbounds, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:    %6 = "llvm.getelementptr"(%arg1, %arg2) <{elem_type = !llvm.array<4 x i8>, rawConstantIndices = array<i32: -2147483648, 2>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
// GENERIC-NEXT:    %7 = "llvm.getelementptr"(%arg0, %arg3) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// GENERIC-NEXT:    %8 = "llvm.load"(%arg0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
// GENERIC-NEXT:    %9 = "llvm.load"(%arg1) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
// GENERIC-NEXT:    %10 = "llvm.load"(%4) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> f32
// GENERIC-NEXT:    "llvm.store"(%arg2, %1) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
// GENERIC-NEXT:    "llvm.store"(%9, %arg1) <{alignment = 4 : i64, ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
// GENERIC-NEXT:    "llvm.store"(%10, %4) <{ordering = 0 : i64, volatile_}> : (f32, !llvm.ptr) -> ()
