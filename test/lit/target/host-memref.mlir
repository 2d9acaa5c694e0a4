// RUN: gpuopt %s --convert-func-to-llvm --convert-arith-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// memref lowering: descriptors as insertvalue chains, malloc/free, GEP, load/store.

func.func @alloc_use(%n: index, %v: f32) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<?xf32>
  %r = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %r : f32
}

func.func @static_2d(%i: index, %j: index) -> i64 {
  %m = memref.alloca() : memref<4x8xi64>
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  memref.store %x, %m[%j, %i] : memref<4x8xi64>
  %d = memref.dim %m, %i : memref<4x8xi64>
  %y = arith.index_cast %d : index to i64
  %z = arith.addi %x, %y : i64
  return %z : i64
}

func.func @arg(%m: memref<?x?xf64>, %i: index) -> f64 {
  %x = memref.load %m[%i, %i] : memref<?x?xf64>
  return %x : f64
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare void @free(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @malloc(i64)
// CHECK-EMPTY:
// CHECK-NEXT: define float @alloc_use(i64 %0, float %1) {
// CHECK-NEXT:   %3 = getelementptr float, ptr null, i64 %0
// CHECK-NEXT:   %4 = ptrtoint ptr %3 to i64
// CHECK-NEXT:   %5 = call ptr @malloc(i64 %4)
// CHECK-NEXT:   %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %5, 0
// CHECK-NEXT:   %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %5, 1
// CHECK-NEXT:   %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
// CHECK-NEXT:   %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %0, 3, 0
// CHECK-NEXT:   %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
// CHECK-NEXT:   %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
// CHECK-NEXT:   %12 = getelementptr float, ptr %11, i64 0
// CHECK-NEXT:   store float %1, ptr %12, align 4
// CHECK-NEXT:   %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
// CHECK-NEXT:   %14 = getelementptr float, ptr %13, i64 0
// CHECK-NEXT:   %15 = load float, ptr %14, align 4
// CHECK-NEXT:   %16 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 0
// CHECK-NEXT:   call void @free(ptr %16)
// CHECK-NEXT:   ret float %15
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @static_2d(i64 %0, i64 %1) {
// CHECK-NEXT:   %3 = alloca i64, i64 32, align 8
// CHECK-NEXT:   %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %3, 0
// CHECK-NEXT:   %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, ptr %3, 1
// CHECK-NEXT:   %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
// CHECK-NEXT:   %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
// CHECK-NEXT:   %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 8, 3, 1
// CHECK-NEXT:   %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, i64 8, 4, 0
// CHECK-NEXT:   %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
// CHECK-NEXT:   %11 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, 1
// CHECK-NEXT:   %12 = mul i64 %0, 8
// CHECK-NEXT:   %13 = add i64 %12, %1
// CHECK-NEXT:   %14 = getelementptr i64, ptr %11, i64 %13
// CHECK-NEXT:   %15 = load i64, ptr %14, align 4
// CHECK-NEXT:   %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, 1
// CHECK-NEXT:   %17 = mul i64 %1, 8
// CHECK-NEXT:   %18 = add i64 %17, %0
// CHECK-NEXT:   %19 = getelementptr i64, ptr %16, i64 %18
// CHECK-NEXT:   store i64 %15, ptr %19, align 4
// CHECK-NEXT:   %20 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, 3
// CHECK-NEXT:   %21 = alloca [2 x i64], i64 1, align 8
// CHECK-NEXT:   store [2 x i64] %20, ptr %21, align 4
// CHECK-NEXT:   %22 = getelementptr [2 x i64], ptr %21, i32 0, i64 %0
// CHECK-NEXT:   %23 = load i64, ptr %22, align 4
// CHECK-NEXT:   %24 = add i64 %15, %23
// CHECK-NEXT:   ret i64 %24
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define double @arg(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
// CHECK-NEXT:   %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
// CHECK-NEXT:   %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, ptr %1, 1
// CHECK-NEXT:   %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
// CHECK-NEXT:   %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
// CHECK-NEXT:   %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
// CHECK-NEXT:   %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
// CHECK-NEXT:   %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
// CHECK-NEXT:   %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
// CHECK-NEXT:   %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
// CHECK-NEXT:   %18 = mul i64 %7, %17
// CHECK-NEXT:   %19 = add i64 %18, %7
// CHECK-NEXT:   %20 = getelementptr double, ptr %16, i64 %19
// CHECK-NEXT:   %21 = load double, ptr %20, align 8
// CHECK-NEXT:   ret double %21
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
