// RUN: gpuopt %s --gpu-verify-lifetimes --verify-diagnostics

// mlir-opt-19 --gpu-to-llvm Inputs/gpu-verify-lifetimes-wait-join.mlir, as it prints it (only
// these comments added): its lowering of `%t3 = gpu.wait async [%t1, %t2]` records an event
// on each operand stream and never destroys the operand streams %0 and %2 (NOTES.md section 1).
// test/unit/passes/test_gpu_verify_lifetimes.py checks the text still is mlir-opt-19's output.

module attributes {gpu.container_module} {
  llvm.func @join() {
    // expected-error@+1 {{stream created here is not destroyed on every path}}
    %0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %1 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%1, %0) : (!llvm.ptr, !llvm.ptr) -> ()
    // expected-error@+1 {{stream created here is not destroyed on every path}}
    %2 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %3 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%3, %2) : (!llvm.ptr, !llvm.ptr) -> ()
    %4 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamWaitEvent(%4, %1) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamWaitEvent(%4, %3) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%1) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%3) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%4) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%4) : (!llvm.ptr) -> ()
    // expected-note@+1 {{not destroyed on the path that reaches this return}}
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

