// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// async.execute/await/yield and the !async.token / !async.value types.
// execute names its results %token and %bodyResults.

// CHECK:module {
// CHECK-LABEL:  func.func @execute(%arg0: f32, %arg1: !async.token) -> f32 {
// CHECK-NEXT:    %token = async.execute {
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0, %bodyResults = async.execute [%token, %arg1] -> !async.value<f32> {
// CHECK-NEXT:      %1 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:      async.yield %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_1, %bodyResults_2 = async.execute [%token_0] (%bodyResults as %arg2: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT:      async.yield %arg2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults_2 : !async.value<f32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @execute(%x: f32, %t: !async.token) -> f32 {
  %token = async.execute {
    async.yield
  }
  %tok2, %val = async.execute [%token, %t] -> !async.value<f32> {
    %y = arith.addf %x, %x : f32
    async.yield %y : f32
  }
  %tok3, %v2 = async.execute [%tok2] (%val as %inner: !async.value<f32>) -> !async.value<f32> {
    async.yield %inner : f32
  }
  async.await %token : !async.token
  %r = async.await %v2 : !async.value<f32>
  return %r : f32
}

// CHECK-LABEL:  func.func @gpu_in_execute(%arg0: index) {
// CHECK-NEXT:    %token, %bodyResults = async.execute -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %1 = gpu.wait async
// CHECK-NEXT:      async.yield %1 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = async.await %bodyResults : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @gpu_in_execute(%n: index) {
  %token, %result = async.execute -> !async.value<!gpu.async.token> {
    %t = gpu.wait async
    async.yield %t : !gpu.async.token
  }
  %t = async.await %result : !async.value<!gpu.async.token>
  gpu.wait [%t]
  return
}

// CHECK-LABEL:  func.func private @types(!async.token, !async.value<memref<?xf32>>, !async.group) -> !async.value<i32>
func.func private @types(!async.token, !async.value<memref<?xf32>>, !async.group) -> !async.value<i32>
// CHECK-NEXT:}

// GENERIC:    %3 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC-NEXT:      "async.yield"() : () -> ()
// GENERIC:    %4:2 = "async.execute"(%3, %arg2) <{operandSegmentSizes = array<i32: 2, 0>}> ({
// GENERIC:      "async.yield"(%7) : (f32) -> ()
// GENERIC:    %5:2 = "async.execute"(%4#0, %4#1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32):
// GENERIC-NEXT:      "async.yield"(%arg3) : (f32) -> ()
// GENERIC:    "async.await"(%3) : (!async.token) -> ()
// GENERIC-NEXT:    %6 = "async.await"(%5#1) : (!async.value<f32>) -> f32
// GENERIC:    %0:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC:      "async.yield"(%2) : (!gpu.async.token) -> ()
// GENERIC:    %1 = "async.await"(%0#1) : (!async.value<!gpu.async.token>) -> !gpu.async.token
