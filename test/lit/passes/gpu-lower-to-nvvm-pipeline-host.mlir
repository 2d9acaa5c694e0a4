// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=isa | FileCheck %s
// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=isa | gpuopt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=isa | gpuopt-translate --mlir-to-llvmir -o %t.ll
// RUN: %if llvm-as-19 %{ %llvm_as19 %t.ll -o /dev/null %}
// RUN: gpuopt %S/Inputs/gpu-lower-to-nvvm-async-loop.mlir --gpu-lower-to-nvvm-pipeline=cubin-format=isa | FileCheck %s --check-prefix=LOOP
// RUN: gpuopt %S/Inputs/nvvm-pipeline-launch.mlir --gpu-lower-to-nvvm-pipeline=cubin-format=isa | FileCheck %s --check-prefix=LAUNCH
// RUN: gpuopt %S/Inputs/nvvm-pipeline-launch.mlir --gpu-lower-to-nvvm-pipeline=cubin-format=isa | gpuopt-translate --mlir-to-llvmir -o %t2.ll
// RUN: %if llvm-as-19 %{ %llvm_as19 %t2.ll -o /dev/null %}
// The whole pipeline on a gpu.launch_func program: a host llvm module whose launches are
// mgpu* calls (gpuopt's --convert-gpu-to-llvm, after gpu-module-to-binary), the PTX in a
// global, no gpu op left; gpuopt-translate (llvmlite verifies) and llvm-as-19 take it.
// (the unrealized casts that the pipeline's earlier convert-func-to-llvm leaves on the host
// are legal in --convert-gpu-to-llvm, as in LLVM 19's LLVMConversionTarget)

// CHECK: module attributes {gpu.container_module} {
// CHECK-DAG: llvm.mlir.global internal constant @kernels_axpy_kernel_name("axpy\00")
// CHECK-DAG: llvm.mlir.global internal constant @kernels_sum4_kernel_name("sum4\00")
// CHECK-DAG: llvm.mlir.global internal constant @kernels_bin_cst("{{.*}}.visible .entry axpy({{.*}}.visible .entry sum4(
// (gpuopt's --convert-gpu-to-llvm puts each launch in a launch stub, called from @run)
// CHECK: llvm.func internal @kernels_axpy_launch(
// CHECK: llvm.call @mgpuModuleLoadJIT(
// CHECK: llvm.call @mgpuModuleGetFunction(
// CHECK: llvm.call @mgpuLaunchKernel(
// CHECK: llvm.call @mgpuModuleUnload(
// CHECK: llvm.func internal @kernels_sum4_launch(
// CHECK: llvm.call @mgpuLaunchKernel(
// CHECK: llvm.func @run(
// CHECK: llvm.call @kernels_axpy_launch(
// CHECK: llvm.call @kernels_sum4_launch(
// CHECK: llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-NOT: gpu.launch_func
// CHECK-NOT: gpu.binary
// CHECK-NOT: gpu.module
// CHECK-NOT: unrealized_conversion_cast

// Device buffers and a loop of async launches (Inputs/gpu-lower-to-nvvm-async-loop.mlir,
// which mlir-opt-19's pipeline cannot lower).
// LOOP: llvm.func internal @k_inc_launch_async(
// LOOP: llvm.call @mgpuLaunchKernel(
// LOOP: llvm.func @main()
// LOOP: llvm.call @mgpuMemAlloc(
// LOOP: llvm.call @mgpuMemcpy(
// LOOP: llvm.call @k_inc_launch_async(
// LOOP: llvm.call @mgpuMemFree(
// LOOP-NOT: gpu.
// LOOP-NOT: unrealized_conversion_cast

// The gpu.launch program (Inputs/nvvm-pipeline-launch.mlir): outlined, then lowered alike.
// LAUNCH: llvm.func @free(!llvm.ptr)
// LAUNCH: llvm.func @malloc(i64) -> !llvm.ptr
// LAUNCH-DAG: llvm.mlir.global internal constant @scale_kernel_scale_kernel_kernel_name("scale_kernel\00")
// LAUNCH-DAG: llvm.mlir.global internal constant @scale_kernel_bin_cst("{{.*}}.visible .entry scale_kernel(
// LAUNCH: llvm.func internal @scale_kernel_scale_kernel_launch(
// LAUNCH: llvm.call @mgpuLaunchKernel(
// LAUNCH: llvm.func @scale(
// LAUNCH: llvm.call @scale_kernel_scale_kernel_launch(
// LAUNCH: llvm.func @main()
// LAUNCH: llvm.call @malloc(
// LAUNCH: llvm.call @scale(
// LAUNCH: llvm.call @free(
// LAUNCH-NOT: gpu.
// LAUNCH-NOT: memref.
// LAUNCH-NOT: vector.

// LLVM: @kernels_bin_cst = internal constant
// LLVM: define internal void @kernels_axpy_launch(
// LLVM: call ptr @mgpuModuleLoadJIT(ptr @kernels_bin_cst, i32 2)
// LLVM: call void @mgpuLaunchKernel(ptr %{{[0-9]+}}, i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i32 0,
// LLVM: define internal void @kernels_sum4_launch(
// LLVM: call void @mgpuLaunchKernel(
// LLVM: define void @run(
// LLVM: call void @kernels_axpy_launch(i64 %{{[0-9]+}}, i64 1, i64 1, i64 128, i64 1, i64 1,
// LLVM: call void @kernels_sum4_launch(i64 1, i64 1, i64 1, i64 1, i64 1, i64 1,
// LLVM: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %off = arith.muli %bid, %bdim : index
      %i = arith.addi %off, %tid : index
      %ok = arith.cmpi slt, %i, %n : index
      scf.if %ok {
        %xv = memref.load %x[%i] : memref<?xf32>
        %yv = memref.load %y[%i] : memref<?xf32>
        %p = arith.mulf %a, %xv : f32
        %r = arith.addf %p, %yv : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @sum4(%x: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %v = vector.load %x[%c0] : memref<16xf32>, vector<4xf32>
      %w = arith.addf %v, %v : vector<4xf32>
      vector.store %w, %x[%c4] : memref<16xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @run(%x: memref<?xf32>, %y: memref<?xf32>, %z: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c127 = arith.constant 127 : index
    %a = arith.constant 3.0 : f32
    %t = arith.addi %n, %c127 : index
    %g = arith.divui %t, %c128 : index
    gpu.launch_func @kernels::@axpy blocks in (%g, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %a : f32, %n : index)
    gpu.launch_func @kernels::@sum4 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%z : memref<16xf32>)
    return
  }
}
