// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Builtin attributes in attribute dictionaries: dictionaries print sorted by
// name; i64 is the default integer type and f64 the default float type, so
// the printer writes `: i64` and `: f64` explicitly; i1 prints as true/false.

// CHECK:module {
// CHECK-NEXT:  func.func private @integers() attributes {my.big = 9223372036854775807 : i64, my.i = 42 : i64, my.idx = 5 : index, my.neg = -3 : i8, my.one = true, my.s = -1 : si16, my.u = 7 : ui32, my.wide = -1 : i128}
func.func private @integers() attributes {my.i = 42, my.neg = -3 : i8, my.u = 7 : ui32, my.s = -1 : si16, my.idx = 5 : index, my.big = 9223372036854775807 : i64, my.one = 1 : i1, my.wide = 340282366920938463463374607431768211455 : i128}
// CHECK-NEXT:  func.func private @floats() attributes {my.bf = 3.250000e+00 : bf16, my.d = 2.000000e+00 : f64, my.f = 1.500000e+00 : f32, my.h = 0x7FC00000 : f32, my.half = -5.000000e-01 : f16}
func.func private @floats() attributes {my.f = 1.5 : f32, my.d = 2.0, my.h = 0x7FC00000 : f32, my.bf = 3.25 : bf16, my.half = -0.5 : f16}
// CHECK-NEXT:  func.func private @bools_units() attributes {my.f = false, my.t = true, my.unit, my.z}
func.func private @bools_units() attributes {my.t = true, my.f = false, my.unit, my.z = unit}
// CHECK-NEXT:  func.func private @strings() attributes {my.empty = "", my.esc = "tab\09 nl\0A quote\22 backslash\\", my.hex = "\01\FF", my.s = "hello", my.typed = "a" : i32}
func.func private @strings() attributes {my.s = "hello", my.esc = "tab\t nl\n quote\" backslash\\", my.hex = "\01\ff", my.typed = "a" : i32, my.empty = ""}
// CHECK-NEXT:  func.func private @arrays() attributes {my.a = [1, 2.000000e+00, "x", [true]], my.e = [], my.n = {{\[\[}}1], [2, 3]], my.types = [i32, f32]}
func.func private @arrays() attributes {my.a = [1, 2.0, "x", [true]], my.e = [], my.n = [[1], [2, 3]], my.types = [i32, f32]}
// CHECK-NEXT:  func.func private @dense_arrays() attributes {my.empty = array<i32>, my.f32 = array<f32: 1.000000e+00, 2.500000e+00>, my.i1 = array<i1: true, false>, my.i32 = array<i32: 1, 2, 3>, my.i64 = array<i64: -1>, my.i8 = array<i8: 127>}
func.func private @dense_arrays() attributes {my.i32 = array<i32: 1, 2, 3>, my.i64 = array<i64: -1>, my.f32 = array<f32: 1.0, 2.5>, my.empty = array<i32>, my.i1 = array<i1: true, false>, my.i8 = array<i8: 127>}
// CHECK-NEXT:  func.func private @dicts() attributes {my.d = {a = "z", b = 1 : i64, c}, my.empty = {}, my.nested = {x = {y = [1]}}}
func.func private @dicts() attributes {my.d = {b = 1, a = "z", c}, my.empty = {}, my.nested = {x = {y = [1]}}}
// CHECK-NEXT:  func.func private @symbols() attributes {my.flat = @foo, my.list = [@x, @y::@z], my.nested = @a::@b::@c, my.quoted = @"with space"}
func.func private @symbols() attributes {my.flat = @foo, my.nested = @a::@b::@c, my.quoted = @"with space", my.list = [@x, @y::@z]}
// CHECK-NEXT:  func.func private @type_attrs() attributes {my.fn = (i32) -> f32, my.m = memref<?xf32>, my.ptr = !llvm.ptr<1>, my.t = i32, my.tok = !gpu.async.token}
func.func private @type_attrs() attributes {my.t = i32, my.fn = (i32) -> f32, my.m = memref<?xf32>, my.tok = !gpu.async.token, my.ptr = !llvm.ptr<1>}
// CHECK-NEXT:  func.func private @quoted_names() attributes {my.plain = 2 : i32, "my.with space" = 1 : i32}
func.func private @quoted_names() attributes {"my.with space" = 1 : i32, my.plain = 2 : i32}
// CHECK-NEXT:}
