// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Op names: directly in a func.func body the `func.` prefix of func ops is
// dropped; in a region of another op (scf.if inside the function, gpu.func,
// gpu.module) it is kept, as is every other dialect's prefix.  The
// builtin.module op prints as `module`.

// CHECK:module {
// CHECK-LABEL:  func.func private @callee(i32) -> i32
func.func private @callee(i32) -> i32

// CHECK-LABEL:  func.func @in_func(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %2 = func.call @callee(%0) : (i32) -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @in_func(%x: i32, %c: i1) -> i32 {
  %0 = func.call @callee(%x) : (i32) -> i32
  %1 = scf.if %c -> (i32) {
    %2 = func.call @callee(%0) : (i32) -> i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  func.return %1 : i32
}

// CHECK-LABEL:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @in_gpu_func(%arg0: i32) -> i32 {
// CHECK-NEXT:      %0 = func.call @device_callee(%arg0) : (i32) -> i32
// CHECK-NEXT:      gpu.return %0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @device_callee(i32) -> i32
// CHECK-NEXT:  }
gpu.module @kernels {
  gpu.func @in_gpu_func(%x: i32) -> i32 {
    %0 = func.call @device_callee(%x) : (i32) -> i32
    gpu.return %0 : i32
  }
  func.func private @device_callee(i32) -> i32
}

// CHECK-LABEL:  llvm.func @in_llvm_func(%arg0: i32) -> i32 {
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK-NEXT:  }
llvm.func @in_llvm_func(%x: i32) -> i32 {
  llvm.return %x : i32
}

// CHECK-LABEL:  module @inner {
// CHECK-NEXT:  }
builtin.module @inner {
}
// CHECK-NEXT:}
