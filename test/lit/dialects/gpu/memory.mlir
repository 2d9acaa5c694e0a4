// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// gpu.alloc/dealloc/memcpy/memset/host_register: sync forms print two spaces
// after the op name; results are named %memref and %asyncToken.

// CHECK:module {
// CHECK-LABEL:  func.func @sync(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:    %memref = gpu.alloc  (%arg0) : memref<?xf32>
// CHECK-NEXT:    %memref_0 = gpu.alloc  () : memref<16xf32>
// CHECK-NEXT:    %memref_1 = gpu.alloc  host_shared (%arg0) : memref<?xf32>
// CHECK-NEXT:    %memref_2 = gpu.alloc  (%arg0)[%arg0] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    gpu.memcpy  %memref, %arg1 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:    gpu.memset  %memref, %arg2 : memref<?xf32>, f32
// CHECK-NEXT:    gpu.dealloc  %memref : memref<?xf32>
// CHECK-NEXT:    gpu.dealloc  %memref_0 : memref<16xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @sync(%n: index, %h: memref<?xf32>, %v: f32) {
  %a = gpu.alloc (%n) : memref<?xf32>
  %s = gpu.alloc () : memref<16xf32>
  %hs = gpu.alloc host_shared (%n) : memref<?xf32>
  %d = gpu.alloc (%n)[%n] : memref<?xf32, strided<[1], offset: ?>>
  gpu.memcpy %a, %h : memref<?xf32>, memref<?xf32>
  gpu.memset %a, %v : memref<?xf32>, f32
  gpu.dealloc %a : memref<?xf32>
  gpu.dealloc %s : memref<16xf32>
  return
}

// CHECK-LABEL:  func.func @async(%arg0: index, %arg1: memref<?xf32>, %arg2: i32) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
// CHECK-NEXT:    %memref_0, %asyncToken_1 = gpu.alloc async [%0, %asyncToken] (%arg0) : memref<?xi32>
// CHECK-NEXT:    %1 = gpu.memcpy async [%asyncToken] %memref, %arg1 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:    %2 = gpu.memset async [%asyncToken_1] %memref_0, %arg2 : memref<?xi32>, i32
// CHECK-NEXT:    %3 = gpu.dealloc async [%1, %2] %memref : memref<?xf32>
// CHECK-NEXT:    %4 = gpu.dealloc async %memref_0 : memref<?xi32>
// CHECK-NEXT:    gpu.wait [%3, %4]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @async(%n: index, %h: memref<?xf32>, %i: i32) {
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %b, %t2 = gpu.alloc async [%t0, %t1] (%n) : memref<?xi32>
  %t3 = gpu.memcpy async [%t1] %a, %h : memref<?xf32>, memref<?xf32>
  %t4 = gpu.memset async [%t2] %b, %i : memref<?xi32>, i32
  %t5 = gpu.dealloc async [%t3, %t4] %a : memref<?xf32>
  %t6 = gpu.dealloc async %b : memref<?xi32>
  gpu.wait [%t5, %t6]
  return
}

// CHECK-LABEL:  func.func @host_register(%arg0: memref<*xf32>, %arg1: memref<4xi32>) {
// CHECK-NEXT:    %cast = memref.cast %arg1 : memref<4xi32> to memref<*xi32>
// CHECK-NEXT:    gpu.host_register %arg0 : memref<*xf32>
// CHECK-NEXT:    gpu.host_register %cast : memref<*xi32>
// CHECK-NEXT:    gpu.host_unregister %arg0 : memref<*xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @host_register(%u: memref<*xf32>, %r: memref<4xi32>) {
  %cast = memref.cast %r : memref<4xi32> to memref<*xi32>
  gpu.host_register %u : memref<*xf32>
  gpu.host_register %cast : memref<*xi32>
  gpu.host_unregister %u : memref<*xf32>
  return
}
// CHECK-NEXT:}

// GENERIC:    %8 = "gpu.alloc"(%arg5) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT:    %9 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<16xf32>
// GENERIC-NEXT:    %10 = "gpu.alloc"(%arg5) <{hostShared, operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT:    %11 = "gpu.alloc"(%arg5, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (index, index) -> memref<?xf32, strided<[1], offset: ?>>
// GENERIC-NEXT:    "gpu.memcpy"(%8, %arg6) : (memref<?xf32>, memref<?xf32>) -> ()
// GENERIC-NEXT:    "gpu.memset"(%8, %arg7) : (memref<?xf32>, f32) -> ()
// GENERIC-NEXT:    "gpu.dealloc"(%8) : (memref<?xf32>) -> ()
// GENERIC-NEXT:    "gpu.dealloc"(%9) : (memref<16xf32>) -> ()
// GENERIC:    %2:2 = "gpu.alloc"(%1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
// GENERIC-NEXT:    %3:2 = "gpu.alloc"(%1, %2#1, %arg2) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (!gpu.async.token, !gpu.async.token, index) -> (memref<?xi32>, !gpu.async.token)
// GENERIC-NEXT:    %4 = "gpu.memcpy"(%2#1, %2#0, %arg3) : (!gpu.async.token, memref<?xf32>, memref<?xf32>) -> !gpu.async.token
// GENERIC-NEXT:    %5 = "gpu.memset"(%3#1, %3#0, %arg4) : (!gpu.async.token, memref<?xi32>, i32) -> !gpu.async.token
// GENERIC-NEXT:    %6 = "gpu.dealloc"(%4, %5, %2#0) : (!gpu.async.token, !gpu.async.token, memref<?xf32>) -> !gpu.async.token
// GENERIC-NEXT:    %7 = "gpu.dealloc"(%3#0) : (memref<?xi32>) -> !gpu.async.token
// GENERIC:    "gpu.host_register"(%arg0) : (memref<*xf32>) -> ()
// GENERIC-NEXT:    "gpu.host_register"(%0) : (memref<*xi32>) -> ()
// GENERIC-NEXT:    "gpu.host_unregister"(%arg0) : (memref<*xf32>) -> ()
