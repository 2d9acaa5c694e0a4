// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// LLVM dialect types: opaque pointers with address spaces, literal, packed
// and identified structs, arrays, function types, void; builtin types inside
// them print without the `!llvm.` prefix.

// CHECK:module {
// CHECK-LABEL:  llvm.func @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr<5>)
llvm.func @pointers(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr<5>)

// CHECK-LABEL:  llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<"named", (f32, ptr<1>)>, !llvm.struct<"opaque", opaque>)
llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<"named", (f32, ptr<1>)>, !llvm.struct<"opaque", opaque>)

// CHECK-LABEL:  llvm.func @arrays(!llvm.array<4 x f32>, !llvm.array<2 x array<3 x i8>>, !llvm.array<0 x i32>, !llvm.array<2 x struct<(i1, f16)>>)
llvm.func @arrays(!llvm.array<4 x f32>, !llvm.array<2 x array<3 x i8>>, !llvm.array<0 x i32>, !llvm.array<2 x struct<(i1, f16)>>)

// CHECK-LABEL:  llvm.func @functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ...)>, !llvm.func<ptr (ptr<1>, struct<(i32)>)>)
llvm.func @functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ...)>, !llvm.func<ptr (ptr<1>, struct<(i32)>)>)

// CHECK-LABEL:  llvm.func @builtin_types(i1, i8, i16, i64, f16, bf16, f32, f64, vector<4xf32>, vector<2xi64>)
llvm.func @builtin_types(i1, i8, i16, i64, f16, bf16, f32, f64, vector<4xf32>, vector<2xi64>) -> !llvm.void

// CHECK-LABEL:  llvm.func @returns_struct() -> !llvm.struct<(i64, ptr)>
llvm.func @returns_struct() -> !llvm.struct<(i64, ptr)>

// CHECK-LABEL:  func.func private @llvm_types_in_func(!llvm.ptr, !llvm.struct<(i32, f32)>) -> !llvm.array<2 x ptr<3>>
func.func private @llvm_types_in_func(!llvm.ptr, !llvm.struct<(i32, f32)>) -> !llvm.array<2 x ptr<3>>
// CHECK-NEXT:}
