// RUN: gpuopt %s --gpu-to-llvm --split-input-file | FileCheck %s

// host code's math, index and cf ops are lowered by --gpu-to-llvm too (expected text from
// mlir-opt-19; compared in all three print modes by test/unit/test_gpu_user_pass_differential.py).

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[104, 111, 115, 116, 32, 97, 115, 115, 101, 114, 116, 0]> : tensor<12xi8>) {addr_space = 0 : i32} : !llvm.array<12 x i8>
// CHECK-NEXT:    llvm.func @host(%arg0: f32, %arg1: i64, %arg2: i1, %arg3: i32) -> f32 {
// CHECK-NEXT:      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:      %1 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT:      %2 = llvm.fdiv %0, %1  : f32
// CHECK-NEXT:      %3 = llvm.add %arg1, %arg1 : i64
// CHECK-NEXT:      llvm.cond_br %arg2, ^bb1, ^bb3
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      llvm.switch %arg3 : i32, ^bb2(%3 : i64) [
// CHECK-NEXT:        2: ^bb2(%arg1 : i64)
// CHECK-NEXT:      ]
// CHECK-NEXT:    ^bb2(%4: i64):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:      %5 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:      llvm.return %2 : f32
// CHECK-NEXT:    ^bb3:  // pred: ^bb0
// CHECK-NEXT:      %6 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
// CHECK-NEXT:      llvm.call @puts(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// math, index and every cf op in host code are lowered with the gpu ops
module attributes {gpu.container_module} {
  func.func @host(%x: f32, %i: index, %c: i1, %flag: i32) -> f32 {
    %0 = math.rsqrt %x : f32
    %1 = index.add %i, %i
    cf.assert %c, "host assert"
    cf.switch %flag : i32, [
      default: ^bb1(%1 : index),
      2: ^bb1(%i : index)
    ]
  ^bb1(%j: index):
    %2 = math.ctlz %flag : i32
    return %0 : f32
  }
}

// -----

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT:    llvm.func @math_index(%arg0: i64, %arg1: f64) -> !llvm.struct<(f64, i64)> {
// CHECK-NEXT:      %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:      %1 = llvm.intr.exp(%arg1)  {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
// CHECK-NEXT:      %2 = llvm.fsub %1, %0  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT:      %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:      %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %5 = llvm.sub %arg0, %4 : i64
// CHECK-NEXT:      %6 = llvm.udiv %5, %arg0  : i64
// CHECK-NEXT:      %7 = llvm.add %6, %4 : i64
// CHECK-NEXT:      %8 = llvm.icmp "eq" %arg0, %3 : i64
// CHECK-NEXT:      %9 = llvm.select %8, %3, %7 : i1, i64
// CHECK-NEXT:      %10 = llvm.intr.pow(%2, %arg1)  : (f64, f64) -> f64
// CHECK-NEXT:      %11 = llvm.intr.umax(%9, %arg0)  : (i64, i64) -> i64
// CHECK-NEXT:      %12 = llvm.mlir.undef : !llvm.struct<(f64, i64)>
// CHECK-NEXT:      %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(f64, i64)>
// CHECK-NEXT:      %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(f64, i64)>
// CHECK-NEXT:      llvm.return %14 : !llvm.struct<(f64, i64)>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// host math and index arithmetic around a wait
module attributes {gpu.container_module} {
  func.func @math_index(%n: index, %x: f64) -> (f64, index) {
    %e = math.expm1 %x fastmath<afn> : f64
    %s = index.ceildivu %n, %n
    gpu.wait
    %p = math.powf %e, %x : f64
    %m = index.maxu %s, %n
    return %p, %m : f64, index
  }
}

// -----

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg_0(dense<[97, 102, 116, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[98, 101, 102, 111, 114, 101, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:    llvm.func @waits(%arg0: i1, %arg1: i32) -> i64 {
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:      %0 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:      llvm.return %0 : i64
// CHECK-NEXT:    ^bb3:  // pred: ^bb0
// CHECK-NEXT:      %1 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:      %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:      llvm.call @puts(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    ^bb4:  // pred: ^bb1
// CHECK-NEXT:      %3 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:      %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:      llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.call @abort() : () -> ()
// CHECK-NEXT:      llvm.unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// a wait between asserts; index casts
module attributes {gpu.container_module} {
  func.func @waits(%c: i1, %i: i32) -> index {
    cf.assert %c, "before"
    gpu.wait
    cf.assert %c, "after"
    %r = index.casts %i : i32 to index
    return %r : index
  }
}
