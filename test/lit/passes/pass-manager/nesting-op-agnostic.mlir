// Op-agnostic passes (declared with no op upstream: convert-scf-to-cf, canonicalize, cse,
// convert-arith-to-llvm, lower-affine, ...) nest under any op, here gpu.module and func.func,
// as in mlir-opt-19, which refused none of them (issue 20, bug 7: gpuopt said "restricted to
// 'builtin.module'"). nesting-op-agnostic-mlir-opt-19.mlir compares the output byte for byte;
// the checks are mlir-opt-19's output.
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu.module(convert-scf-to-cf,cse,func.func(canonicalize)),func.func(convert-scf-to-cf,cse,canonicalize))' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu.module(gpu.func(convert-scf-to-cf)))' | FileCheck %s --check-prefix=GPUFUNC
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu.module(convert-arith-to-llvm,convert-index-to-llvm,lower-affine,convert-math-to-llvm),func.func(convert-vector-to-llvm))' | FileCheck %s --check-prefix=LLVM

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<?xf32>, %n: index, %flag: i1) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %f = arith.constant 1.5 : f32
      %tid = gpu.thread_id x
      %a = arith.addi %tid, %c0 : index
      %b = arith.addi %tid, %c0 : index
      scf.if %flag {
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.addi %i, %a : index
          %t = arith.addi %i, %b : index
          memref.store %f, %out[%s] : memref<?xf32>
          memref.store %f, %out[%t] : memref<?xf32>
        }
      }
      gpu.return
    }
    func.func @helper(%x: index, %c: i1) -> index {
      %c2 = arith.constant 2 : index
      %r = scf.if %c -> (index) {
        %m = arith.muli %x, %c2 : index
        scf.yield %m : index
      } else {
        scf.yield %x : index
      }
      return %r : index
    }
  }
  func.func @host(%n: index, %c: i1) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
      %x = arith.addi %acc, %i : index
      %y = arith.addi %acc, %i : index
      %z = arith.select %c, %x, %y : index
      scf.yield %z : index
    }
    return %s : index
  }
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @k(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) kernel {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %0 = arith.addi %thread_id_x, %c0 : index
// CHECK-NEXT:       cf.cond_br %arg2, ^bb1, ^bb5
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb2(%c0 : index)
// CHECK-NEXT:     ^bb2(%1: index):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT:       %2 = arith.cmpi slt, %1, %arg1 : index
// CHECK-NEXT:       cf.cond_br %2, ^bb3, ^bb4
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       %3 = arith.addi %1, %0 : index
// CHECK-NEXT:       memref.store %cst, %arg0[%3] : memref<?xf32>
// CHECK-NEXT:       memref.store %cst, %arg0[%3] : memref<?xf32>
// CHECK-NEXT:       %4 = arith.addi %1, %c1 : index
// CHECK-NEXT:       cf.br ^bb2(%4 : index)
// CHECK-NEXT:     ^bb4:  // pred: ^bb2
// CHECK-NEXT:       cf.br ^bb5
// CHECK-NEXT:     ^bb5:  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @helper(%arg0: index, %arg1: i1) -> index {
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : index)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %0 = arith.muli %arg0, %c2 : index
// CHECK-NEXT:       cf.br ^bb2(%0 : index)
// CHECK-NEXT:     ^bb2(%1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       return %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @host(%arg0: index, %arg1: i1) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %c0 : index, index)
// CHECK-NEXT:   ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %1, %0 : index
// CHECK-NEXT:     %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : index, index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GPUFUNC: gpu.func @k(
// GPUFUNC: cf.cond_br %arg2, ^bb1, ^bb5
// GPUFUNC: func.func @helper(
// GPUFUNC-NEXT: %c2 = arith.constant 2 : index
// GPUFUNC-NEXT: %0 = scf.if

// LLVM: gpu.func @k(
// LLVM: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
// LLVM: scf.if
// LLVM: func.func @host(
// LLVM-NEXT: %c0 = arith.constant 0 : index
