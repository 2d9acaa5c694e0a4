// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// llvm.insertvalue / llvm.extractvalue print a trailing space after the
// container type.  This is the shape of a lowered memref descriptor.

// CHECK:module {
// CHECK-LABEL:  llvm.func @descriptor(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT:    %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    %5 = llvm.insertvalue %0, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    %7 = llvm.insertvalue %1, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  }
llvm.func @descriptor(%base: !llvm.ptr, %size: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(1 : index) : i64
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %base, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %base, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.insertvalue %c0, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.insertvalue %size, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %5 = llvm.insertvalue %c1, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

// CHECK-LABEL:  llvm.func @extract(%arg0: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %arg1: !llvm.array<2 x array<2 x f32>>) -> i64 {
// CHECK-NEXT:    %0 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    %1 = llvm.extractvalue %arg0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>{{ }}
// CHECK-NEXT:    %2 = llvm.extractvalue %arg1[1, 1] : !llvm.array<2 x array<2 x f32>>{{ }}
// CHECK-NEXT:    %3 = llvm.insertvalue %2, %arg1[0, 0] : !llvm.array<2 x array<2 x f32>>{{ }}
// CHECK-NEXT:    llvm.return %1 : i64
// CHECK-NEXT:  }
llvm.func @extract(%d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %a: !llvm.array<2 x array<2 x f32>>) -> i64 {
  %p = llvm.extractvalue %d[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %s = llvm.extractvalue %d[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %f = llvm.extractvalue %a[1, 1] : !llvm.array<2 x array<2 x f32>>
  %a2 = llvm.insertvalue %f, %a[0, 0] : !llvm.array<2 x array<2 x f32>>
  llvm.return %s : i64
}
// CHECK-NEXT:}

// GENERIC:    %7 = "llvm.insertvalue"(%6, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:    %8 = "llvm.insertvalue"(%7, %arg2) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:    %9 = "llvm.insertvalue"(%8, %4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:    %10 = "llvm.insertvalue"(%9, %arg3) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:    %11 = "llvm.insertvalue"(%10, %5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC:    %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:    %1 = "llvm.extractvalue"(%arg0) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// GENERIC-NEXT:    %2 = "llvm.extractvalue"(%arg1) <{position = array<i64: 1, 1>}> : (!llvm.array<2 x array<2 x f32>>) -> f32
// GENERIC-NEXT:    %3 = "llvm.insertvalue"(%arg1, %2) <{position = array<i64: 0, 0>}> : (!llvm.array<2 x array<2 x f32>>, f32) -> !llvm.array<2 x array<2 x f32>>
