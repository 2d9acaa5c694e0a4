// RUN: not gpuopt %s --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s

// What the NVPTX back end aborts on past gpuopt's checks (here an intrinsic the chip lacks:
// redux.sync needs sm_80) happens in a child process: gpuopt lives on and reports LLVM's
// message at the gpu.module.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_70">] {
    llvm.func @llvm.nvvm.redux.sync.add(i32, i32) -> i32
    llvm.func @sum(%x: i32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %m = llvm.mlir.constant(-1 : i32) : i32
      %s = llvm.call @llvm.nvvm.redux.sync.add(%x, %m) : (i32, i32) -> i32
      llvm.store %s, %p : i32, !llvm.ptr
      llvm.return
    }
  }
}

// CHECK:      llvm-abort.mlir:7:3: error: LLVM failed while compiling the kernel module (signal SIGABRT): LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.redux.sync.add
// CHECK-NEXT:   gpu.module @kernels [#nvvm.target<chip = "sm_70">] {
// CHECK-NEXT:   ^
