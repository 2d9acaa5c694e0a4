// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// memref ops around GPU code: rank, collapse_shape / expand_shape (LLVM 19's output_shape), copy, atomic_rmw (every kind spelling), generic_atomic_rmw / atomic_yield, extract_strided_metadata (result groups named base_buffer, offset, sizes, strides), extract_aligned_pointer_as_index, assume_alignment, view, memory_space_cast, alloca_scope with and without results, prefetch.

func.func @shapes(%m: memref<4x8xf32>, %u: memref<*xf32>, %n: memref<32xf32>, %d: memref<?xf32>, %i: index) {
  %r = memref.rank %m : memref<4x8xf32>
  %r2 = memref.rank %u : memref<*xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %n [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %e2 = memref.expand_shape %d [[0, 1, 2]] output_shape [%i, 2, 4] : memref<?xf32> into memref<?x2x4xf32>
  %s = memref.alloc() : memref<2x3x4xf32, 3>
  %c3 = memref.collapse_shape %s [[0, 1], [2]] : memref<2x3x4xf32, 3> into memref<6x4xf32, 3>
  return
}

func.func @copies(%a: memref<4xf32>, %b: memref<?xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  return
}

func.func @atomics(%v: f32, %x: i32, %n: memref<32xf32>, %im: memref<4x4xi32>, %i: index) -> (f32, i32, f32) {
  %a = memref.atomic_rmw addf %v, %n[%i] : (f32, memref<32xf32>) -> f32
  %b = memref.atomic_rmw maxs %x, %im[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %c = memref.atomic_rmw assign %v, %n[%i] : (f32, memref<32xf32>) -> f32
  %d = memref.atomic_rmw andi %x, %im[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %e = memref.atomic_rmw minnumf %v, %n[%i] : (f32, memref<32xf32>) -> f32
  %g = memref.generic_atomic_rmw %n[%i] : memref<32xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  return %a, %b, %g : f32, i32, f32
}

func.func @metadata(%m: memref<4x8xf32>, %z: memref<f32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> index {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %s : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x8xf32> -> index
  memref.assume_alignment %m, 16 : memref<4x8xf32>
  return %p : index
}

func.func @views(%b: memref<64xi8>, %i: index, %n: memref<32xf32>) {
  %w = memref.view %b[%i][] : memref<64xi8> to memref<4x4xf32>
  %w2 = memref.view %b[%i][%i] : memref<64xi8> to memref<?x2xf16>
  %ms = memref.memory_space_cast %n : memref<32xf32> to memref<32xf32, 1>
  %ms2 = memref.memory_space_cast %ms : memref<32xf32, 1> to memref<32xf32, #gpu.address_space<workgroup>>
  return
}

func.func @scopes(%n: index) -> f32 {
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> f32 {
    %t = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %t[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func.func @scope_results() -> (f32, i32) {
  %r:2 = memref.alloca_scope -> (f32, i32) {
    %a = arith.constant 1.0 : f32
    %b = arith.constant 1 : i32
    memref.alloca_scope.return %a, %b : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @prefetch(%n: memref<4x4xf32>, %i: index) {
  memref.prefetch %n[%i, %i], write, locality<0>, instr : memref<4x4xf32>
  memref.prefetch %n[%i, %i], read, locality<3>, data : memref<4x4xf32>
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @shapes(%arg0: memref<4x8xf32>, %arg1: memref<*xf32>, %arg2: memref<32xf32>, %arg3: memref<?xf32>, %arg4: index) {
// CHECK-NEXT:    %0 = memref.rank %arg0 : memref<4x8xf32>
// CHECK-NEXT:    %1 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg2 [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
// CHECK-NEXT:    %expand_shape_0 = memref.expand_shape %arg3 [[0, 1, 2]] output_shape [%arg4, 2, 4] : memref<?xf32> into memref<?x2x4xf32>
// CHECK-NEXT:    %alloc = memref.alloc() : memref<2x3x4xf32, 3>
// CHECK-NEXT:    %collapse_shape_1 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<2x3x4xf32, 3> into memref<6x4xf32, 3>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @copies(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<*xf32>) {
// CHECK-NEXT:    memref.copy %arg0, %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    memref.copy %arg2, %arg2 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @atomics(%arg0: f32, %arg1: i32, %arg2: memref<32xf32>, %arg3: memref<4x4xi32>, %arg4: index) -> (f32, i32, f32) {
// CHECK-NEXT:    %0 = memref.atomic_rmw addf %arg0, %arg2[%arg4] : (f32, memref<32xf32>) -> f32
// CHECK-NEXT:    %1 = memref.atomic_rmw maxs %arg1, %arg3[%arg4, %arg4] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT:    %2 = memref.atomic_rmw assign %arg0, %arg2[%arg4] : (f32, memref<32xf32>) -> f32
// CHECK-NEXT:    %3 = memref.atomic_rmw andi %arg1, %arg3[%arg4, %arg4] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT:    %4 = memref.atomic_rmw minnumf %arg0, %arg2[%arg4] : (f32, memref<32xf32>) -> f32
// CHECK-NEXT:    %5 = memref.generic_atomic_rmw %arg2[%arg4] : memref<32xf32> {
// CHECK-NEXT:    ^bb0(%arg5: f32):
// CHECK-NEXT:      %6 = arith.addf %arg5, %arg0 : f32
// CHECK-NEXT:      memref.atomic_yield %6 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1, %5 : f32, i32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @metadata(%arg0: memref<4x8xf32>, %arg1: memref<f32>, %arg2: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> index {
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:    %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32> -> memref<f32>, index
// CHECK-NEXT:    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x8xf32> -> index
// CHECK-NEXT:    memref.assume_alignment %arg0, 16 : memref<4x8xf32>
// CHECK-NEXT:    return %intptr : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @views(%arg0: memref<64xi8>, %arg1: index, %arg2: memref<32xf32>) {
// CHECK-NEXT:    %view = memref.view %arg0[%arg1][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NEXT:    %view_0 = memref.view %arg0[%arg1][%arg1] : memref<64xi8> to memref<?x2xf16>
// CHECK-NEXT:    %memspacecast = memref.memory_space_cast %arg2 : memref<32xf32> to memref<32xf32, 1>
// CHECK-NEXT:    %memspacecast_1 = memref.memory_space_cast %memspacecast : memref<32xf32, 1> to memref<32xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @scopes(%arg0: index) -> f32 {
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:      %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %1 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:      memref.alloca_scope.return %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @scope_results() -> (f32, i32) {
// CHECK-NEXT:    %0:2 = memref.alloca_scope  -> (f32, i32) {
// CHECK-NEXT:      %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      memref.alloca_scope.return %cst, %c1_i32 : f32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : f32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @prefetch(%arg0: memref<4x4xf32>, %arg1: index) {
// CHECK-NEXT:    memref.prefetch %arg0[%arg1, %arg1], write, locality<0>, instr : memref<4x4xf32>
// CHECK-NEXT:    memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, data : memref<4x4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4x8xf32>, memref<*xf32>, memref<32xf32>, memref<?xf32>, index) -> (), sym_name = "shapes"}> ({
// GENERIC-NEXT:  ^bb0(%arg18: memref<4x8xf32>, %arg19: memref<*xf32>, %arg20: memref<32xf32>, %arg21: memref<?xf32>, %arg22: index):
// GENERIC-NEXT:    %23 = "memref.rank"(%arg18) : (memref<4x8xf32>) -> index
// GENERIC-NEXT:    %24 = "memref.rank"(%arg19) : (memref<*xf32>) -> index
// GENERIC-NEXT:    %25 = "memref.collapse_shape"(%arg18) <{reassociation = [[0, 1]]}> : (memref<4x8xf32>) -> memref<32xf32>
// GENERIC-NEXT:    %26 = "memref.expand_shape"(%arg20) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 8>}> : (memref<32xf32>) -> memref<4x8xf32>
// GENERIC-NEXT:    %27 = "memref.expand_shape"(%arg21, %arg22) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?xf32>, index) -> memref<?x2x4xf32>
// GENERIC-NEXT:    %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3x4xf32, 3>
// GENERIC-NEXT:    %29 = "memref.collapse_shape"(%28) <{reassociation = [[0, 1], [2]]}> : (memref<2x3x4xf32, 3>) -> memref<6x4xf32, 3>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4xf32>, memref<?xf32>, memref<*xf32>) -> (), sym_name = "copies"}> ({
// GENERIC-NEXT:  ^bb0(%arg15: memref<4xf32>, %arg16: memref<?xf32>, %arg17: memref<*xf32>):
// GENERIC-NEXT:    "memref.copy"(%arg15, %arg16) : (memref<4xf32>, memref<?xf32>) -> ()
// GENERIC-NEXT:    "memref.copy"(%arg17, %arg17) : (memref<*xf32>, memref<*xf32>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (f32, i32, memref<32xf32>, memref<4x4xi32>, index) -> (f32, i32, f32), sym_name = "atomics"}> ({
// GENERIC-NEXT:  ^bb0(%arg9: f32, %arg10: i32, %arg11: memref<32xf32>, %arg12: memref<4x4xi32>, %arg13: index):
// GENERIC-NEXT:    %16 = "memref.atomic_rmw"(%arg9, %arg11, %arg13) <{kind = 0 : i64}> : (f32, memref<32xf32>, index) -> f32
// GENERIC-NEXT:    %17 = "memref.atomic_rmw"(%arg10, %arg12, %arg13, %arg13) <{kind = 4 : i64}> : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC-NEXT:    %18 = "memref.atomic_rmw"(%arg9, %arg11, %arg13) <{kind = 2 : i64}> : (f32, memref<32xf32>, index) -> f32
// GENERIC-NEXT:    %19 = "memref.atomic_rmw"(%arg10, %arg12, %arg13, %arg13) <{kind = 12 : i64}> : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC-NEXT:    %20 = "memref.atomic_rmw"(%arg9, %arg11, %arg13) <{kind = 14 : i64}> : (f32, memref<32xf32>, index) -> f32
// GENERIC-NEXT:    %21 = "memref.generic_atomic_rmw"(%arg11, %arg13) ({
// GENERIC-NEXT:    ^bb0(%arg14: f32):
// GENERIC-NEXT:      %22 = "arith.addf"(%arg14, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "memref.atomic_yield"(%22) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<32xf32>, index) -> f32
// GENERIC-NEXT:    "func.return"(%16, %17, %21) : (f32, i32, f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4x8xf32>, memref<f32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> index, sym_name = "metadata"}> ({
// GENERIC-NEXT:  ^bb0(%arg6: memref<4x8xf32>, %arg7: memref<f32>, %arg8: memref<?x?xf32, strided<[?, 1], offset: ?>>):
// GENERIC-NEXT:    %12:6 = "memref.extract_strided_metadata"(%arg6) : (memref<4x8xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC-NEXT:    %13:2 = "memref.extract_strided_metadata"(%arg7) : (memref<f32>) -> (memref<f32>, index)
// GENERIC-NEXT:    %14:6 = "memref.extract_strided_metadata"(%arg8) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
// GENERIC-NEXT:    %15 = "memref.extract_aligned_pointer_as_index"(%arg6) : (memref<4x8xf32>) -> index
// GENERIC-NEXT:    "memref.assume_alignment"(%arg6) <{alignment = 16 : i32}> : (memref<4x8xf32>) -> ()
// GENERIC-NEXT:    "func.return"(%15) : (index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<64xi8>, index, memref<32xf32>) -> (), sym_name = "views"}> ({
// GENERIC-NEXT:  ^bb0(%arg3: memref<64xi8>, %arg4: index, %arg5: memref<32xf32>):
// GENERIC-NEXT:    %8 = "memref.view"(%arg3, %arg4) : (memref<64xi8>, index) -> memref<4x4xf32>
// GENERIC-NEXT:    %9 = "memref.view"(%arg3, %arg4, %arg4) : (memref<64xi8>, index, index) -> memref<?x2xf16>
// GENERIC-NEXT:    %10 = "memref.memory_space_cast"(%arg5) : (memref<32xf32>) -> memref<32xf32, 1>
// GENERIC-NEXT:    %11 = "memref.memory_space_cast"(%10) : (memref<32xf32, 1>) -> memref<32xf32, #gpu.address_space<workgroup>>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index) -> f32, sym_name = "scopes"}> ({
// GENERIC-NEXT:  ^bb0(%arg2: index):
// GENERIC-NEXT:    "memref.alloca_scope"() ({
// GENERIC-NEXT:      %7 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT:      "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    %3 = "memref.alloca_scope"() ({
// GENERIC-NEXT:      %4 = "memref.alloca"(%arg2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT:      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:      %6 = "memref.load"(%4, %5) : (memref<?xf32>, index) -> f32
// GENERIC-NEXT:      "memref.alloca_scope.return"(%6) : (f32) -> ()
// GENERIC-NEXT:    }) : () -> f32
// GENERIC-NEXT:    "func.return"(%3) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (f32, i32), sym_name = "scope_results"}> ({
// GENERIC-NEXT:    %0:2 = "memref.alloca_scope"() ({
// GENERIC-NEXT:      %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:      "memref.alloca_scope.return"(%1, %2) : (f32, i32) -> ()
// GENERIC-NEXT:    }) : () -> (f32, i32)
// GENERIC-NEXT:    "func.return"(%0#0, %0#1) : (f32, i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4x4xf32>, index) -> (), sym_name = "prefetch"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<4x4xf32>, %arg1: index):
// GENERIC-NEXT:    "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<4x4xf32>, index, index) -> ()
// GENERIC-NEXT:    "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xf32>, index, index) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
