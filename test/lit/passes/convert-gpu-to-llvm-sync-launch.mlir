// RUN: gpuopt %s --convert-gpu-to-llvm=launch-stubs=false | FileCheck %s

// A synchronous launch: load the module, get the kernel, launch on a stream of its own,
// synchronize and destroy the stream, unload. The binary comes from the gpu.module's
// `gpu.binary` attribute (LLVM 14's form), kernel arguments are the memref's descriptor
// fields, packed once in the entry block.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @scale(%a: memref<?xf32>, %n: index) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index)
    return
  }
}

// CHECK:       llvm.mlir.global internal constant @kernels_scale_kernel_name("scale\00") {addr_space = 0 : i32}
// CHECK-NEXT:  llvm.mlir.global internal constant @kernels_gpubin_cst("CUBIN") {addr_space = 0 : i32}
// CHECK-NOT:   gpu.module
// CHECK:       llvm.func @main(
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[STRUCT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i64, i64, i64, i64)> : (i32) -> !llvm.ptr
// CHECK-NEXT:    %[[SIX:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:    %[[PARAMS:.*]] = llvm.alloca %[[SIX]] x !llvm.ptr : (i32) -> !llvm.ptr
// CHECK-NEXT:    %[[F0:.*]] = llvm.getelementptr %[[STRUCT]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64, i64)>
// CHECK-NEXT:    %[[C0:.*]] = llvm.getelementptr %[[PARAMS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %[[F0]], %[[C0]] : !llvm.ptr, !llvm.ptr
// CHECK:         %[[BIN:.*]] = llvm.mlir.addressof @kernels_gpubin_cst : !llvm.ptr
// CHECK-NEXT:    %[[SIZE:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:    %[[MOD:.*]] = llvm.call @mgpuModuleLoad(%[[BIN]], %[[SIZE]]) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:    %[[NAME:.*]] = llvm.mlir.addressof @kernels_scale_kernel_name : !llvm.ptr
// CHECK-NEXT:    %[[FN:.*]] = llvm.call @mgpuModuleGetFunction(%[[MOD]], %[[NAME]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-COUNT-6: llvm.store %{{.*}}, %{{.*}} : {{.*}}, !llvm.ptr
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[COUNT:.*]] = llvm.mlir.constant(6 : i64) : i64
// CHECK-NEXT:    llvm.call @mgpuLaunchKernel(%[[FN]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]], %[[PARAMS]], %[[NULL]], %[[COUNT]]) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuModuleUnload(%[[MOD]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return
// CHECK:       llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:  llvm.func @mgpuModuleGetFunction(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:  llvm.func @mgpuStreamCreate() -> !llvm.ptr
// CHECK-NEXT:  llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-NEXT:  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
// CHECK-NEXT:  llvm.func @mgpuStreamDestroy(!llvm.ptr)
// CHECK-NEXT:  llvm.func @mgpuModuleUnload(!llvm.ptr)
