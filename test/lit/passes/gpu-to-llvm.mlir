// RUN: gpuopt %s --gpu-to-llvm --split-input-file | FileCheck %s

// Programs without gpu.launch_func, where mlir-opt-19's --gpu-to-llvm is right: gpuopt's
// output is byte-identical to it (test/unit/test_gpu_user_pass_differential.py compares every
// chunk with mlir-opt-19 in custom, generic and debuginfo form).

// CHECK-LABEL: llvm.func @alloc_copy_free(
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK:         %[[M:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[S]], %{{.*}}) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK:         llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]]) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK:         llvm.call @mgpuMemFree(%{{.*}}, %[[S]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr) -> ()
module attributes {gpu.container_module} {
  func.func @alloc_copy_free(%a: memref<?xf32>, %n: index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %m, %a : memref<?xf32>, memref<?xf32>
    %t3 = gpu.dealloc async [%t2] %m : memref<?xf32>
    gpu.wait [%t3]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @memset_f32(
// CHECK:         llvm.call @mgpuMemset32(
module attributes {gpu.container_module} {
  func.func @memset_f32(%a: memref<?xf32>, %v: f32) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %a, %v : memref<?xf32>, f32
    gpu.wait [%t1]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @memset_i16(
// CHECK:         llvm.call @mgpuMemset16(
module attributes {gpu.container_module} {
  func.func @memset_i16(%a: memref<8x?xi16>, %v: i16) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %a, %v : memref<8x?xi16>, i16
    gpu.wait [%t1]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @memset_f16(
// CHECK:         llvm.bitcast
// CHECK:         llvm.call @mgpuMemset16(
module attributes {gpu.container_module} {
  func.func @memset_f16(%a: memref<16xf16>, %v: f16) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %a, %v : memref<16xf16>, f16
    gpu.wait [%t1]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @static_alloc(
// CHECK:         llvm.call @mgpuMemAlloc(
module attributes {gpu.container_module} {
  func.func @static_alloc() {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] () : memref<16x4xf32>
    %t2 = gpu.dealloc async [%t1] %m : memref<16x4xf32>
    gpu.wait [%t2]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @alloc_3d(
// CHECK:         llvm.mul
// CHECK:         llvm.call @mgpuMemAlloc(
module attributes {gpu.container_module} {
  func.func @alloc_3d(%n: index, %k: index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n, %k) : memref<?x4x?xi32>
    %t2 = gpu.dealloc async [%t1] %m : memref<?x4x?xi32>
    gpu.wait [%t2]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @sync_wait_one_stream(
// CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr) -> ()
module attributes {gpu.container_module} {
  func.func @sync_wait_one_stream() {
    %t0 = gpu.wait async
    gpu.wait [%t0]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @memcpy_2d(
// CHECK:         llvm.call @mgpuMemcpy(
module attributes {gpu.container_module} {
  func.func @memcpy_2d(%b: memref<4x?xf32>, %d: memref<4x?xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %b, %d : memref<4x?xf32>, memref<4x?xf32>
    gpu.wait [%t1]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @chain(
// CHECK-COUNT-1: llvm.call @mgpuStreamCreate()
// CHECK:         llvm.call @mgpuMemAlloc(
// CHECK:         llvm.call @mgpuMemset32(
// CHECK:         llvm.call @mgpuMemcpy(
// CHECK:         llvm.call @mgpuMemFree(
module attributes {gpu.container_module} {
  func.func @chain(%a: memref<?xi32>, %n: index, %v: i32) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi32>
    %t2 = gpu.memset async [%t1] %m, %v : memref<?xi32>, i32
    %t3 = gpu.memcpy async [%t2] %a, %m : memref<?xi32>, memref<?xi32>
    %t4 = gpu.dealloc async [%t3] %m : memref<?xi32>
    gpu.wait [%t4]
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @empty_wait()
// CHECK-NEXT:    llvm.return
module attributes {gpu.container_module} {
  func.func @empty_wait() {
    gpu.wait
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @host_code(
// CHECK:         llvm.cond_br
// CHECK:         llvm.call @mgpuStreamCreate()
module attributes {gpu.container_module} {
  func.func @host_code(%c: i1, %n: index) -> index {
    %c2 = arith.constant 2 : index
    %d = arith.muli %n, %c2 : index
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%d) : memref<?xf64>
    %t2 = gpu.dealloc async [%t1] %m : memref<?xf64>
    gpu.wait [%t2]
    return %d : index
  ^bb2:
    return %n : index
  }
}

// -----

// CHECK-LABEL: llvm.func @register(
// CHECK:         llvm.call @mgpuMemHostRegisterMemRef(
// CHECK:         llvm.call @mgpuMemHostUnregisterMemRef(
// CHECK:         llvm.call @mgpuSetDefaultDevice(
module attributes {gpu.container_module} {
  func.func @register(%u: memref<*xf32>, %d: i32) {
    gpu.host_register %u : memref<*xf32>
    gpu.host_unregister %u : memref<*xf32>
    gpu.set_default_device %d
    return
  }
}
