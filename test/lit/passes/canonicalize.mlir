// RUN: gpuopt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold_constants
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[Z:.*]] = arith.addi %[[X]], %[[C5]] : i32
// CHECK-NEXT: return %[[C3]], %[[C8]], %[[Z]]
func.func @fold_constants(%a: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %y = arith.muli %x, %c1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %c5 = arith.constant 5 : i32
  %t = arith.addi %s, %c5 : i32
  %z = arith.addi %y, %c5 : i32
  return %s, %t, %z : i32, i32, i32
}

// CHECK-LABEL: func.func @dead_pure_ops
// CHECK-NEXT: return %arg0
func.func @dead_pure_ops(%a: f32) -> f32 {
  %x = arith.mulf %a, %a : f32
  %y = arith.addf %x, %a : f32
  return %a : f32
}

// Chains of gpu.wait with at most one dependency, and unused tokens, all fold away.
// CHECK-LABEL: func.func @redundant_waits
// CHECK-NEXT: return
func.func @redundant_waits() {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async
  %t3 = gpu.wait async [%t1]
  %t4 = gpu.wait async
  %t5 = gpu.wait async [%t3, %t4]
  gpu.wait [%t5]
  gpu.wait
  return
}
