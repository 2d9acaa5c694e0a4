// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// gpu.launch: the region's 12 index arguments are block ids, thread ids,
// grid sizes, block sizes (numbered in that order, after the function's own
// arguments); gpu.terminator ends the body.

// CHECK:module {
// CHECK-LABEL:  func.func @launch(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) {
// CHECK-NEXT:      %0 = memref.load %arg1[%arg5] : memref<?xf32>
// CHECK-NEXT:      %1 = arith.addi %arg2, %arg11 : index
// CHECK-NEXT:      gpu.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @launch(%n: index, %m: memref<?xf32>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %v = memref.load %m[%tx] : memref<?xf32>
    %s = arith.addi %bx, %sx : index
    gpu.terminator
  }
  return
}

// CHECK-LABEL:  func.func @launch_async(%arg0: index, %arg1: i32) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch async [%0] blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) dynamic_shared_memory_size %arg1 {
// CHECK-NEXT:      gpu.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @launch_async(%n: index, %smem: i32) {
  %t0 = gpu.wait async
  %t = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             dynamic_shared_memory_size %smem {
    gpu.terminator
  }
  gpu.wait [%t]
  return
}

// CHECK-LABEL:  func.func @launch_workgroup(%arg0: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %arg0, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %c1, %arg12 = %c1) workgroup(%arg13 : memref<8xf32, #gpu.address_space<workgroup>>) private(%arg14 : memref<2xf32, #gpu.address_space<private>>) {
// CHECK-NEXT:      gpu.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @launch_workgroup(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1)
             workgroup(%w : memref<8xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<2xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}
// CHECK-NEXT:}

// GENERIC:    "gpu.launch"(%arg29, %arg29, %arg29, %arg29, %arg29, %arg29) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg31: index, %arg32: index, %arg33: index, %arg34: index, %arg35: index, %arg36: index, %arg37: index, %arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index):
// GENERIC:      "gpu.terminator"() : () -> ()
// GENERIC-NEXT:    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
// GENERIC:    %2 = "gpu.launch"(%1, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg17: index, %arg18: index, %arg19: index, %arg20: index, %arg21: index, %arg22: index, %arg23: index, %arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index):
// GENERIC-NEXT:      "gpu.terminator"() : () -> ()
// GENERIC-NEXT:    }) {workgroup_attributions = 0 : i64} : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
// GENERIC:    "gpu.launch"(%arg0, %0, %0, %arg0, %0, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: memref<8xf32, #gpu.address_space<workgroup>>, %arg14: memref<2xf32, #gpu.address_space<private>>):
// GENERIC-NEXT:      "gpu.terminator"() : () -> ()
// GENERIC-NEXT:    }) {workgroup_attributions = 1 : i64} : (index, index, index, index, index, index) -> ()
