// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// async.execute with value results: the gpu token is yielded after them, and
// the result types gain !async.value<!gpu.async.token>.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @results(%m: memref<?xf32>, %n: index, %f: f32) -> f32 {
    %a0, %v0:2 = async.execute -> (!async.value<index>, !async.value<f32>) {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield %n, %f : index, f32
    }
    %a1, %v1 = async.execute [%a0] (%v0#1 as %x: !async.value<f32>) -> !async.value<f32> {
      %y = arith.addf %x, %x : f32
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield %y : f32
    }
    async.await %a1 : !async.token
    %r = async.await %v1 : !async.value<f32>
    return %r : f32
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @results(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:    %token, %bodyResults:3 = async.execute -> (!async.value<index>, !async.value<f32>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %2 = gpu.wait async
// CHECK-NEXT:      %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %arg1, %arg2, %3 : index, f32, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0, %bodyResults_1:2 = async.execute [%token] (%bodyResults#1 as %arg3: !async.value<f32>, %bodyResults#2 as %arg4: !async.value<!gpu.async.token>) -> (!async.value<f32>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:      %3 = gpu.wait async [%arg4]
// CHECK-NEXT:      %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %2, %4 : f32, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token_0 : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults_1#1 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    %1 = async.await %bodyResults_1#0 : !async.value<f32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
