// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// async.execute inside async.execute, and an await of a value result: inner
// regions are rewritten first.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @nested(%m: memref<?xf32>, %n: index) {
    %outer = async.execute {
      %inner = async.execute {
        gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
        async.yield
      }
      async.await %inner : !async.token
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %next = async.execute [%outer] {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    async.await %next : !async.token
    async.await %outer : !async.token
    return
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @nested(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %token, %bodyResults:2 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %token_2, %bodyResults_3 = async.execute -> !async.value<!gpu.async.token> {
// CHECK-NEXT:        %5 = gpu.wait async
// CHECK-NEXT:        %6 = gpu.launch_func async [%5] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:        async.yield %6 : !gpu.async.token
// CHECK-NEXT:      }
// CHECK-NEXT:      async.await %token_2 : !async.token
// CHECK-NEXT:      %2 = async.await %bodyResults_3 : !async.value<!gpu.async.token>
// CHECK-NEXT:      %3 = gpu.wait async [%2]
// CHECK-NEXT:      %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %4, %4 : !gpu.async.token, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0, %bodyResults_1 = async.execute [%token] (%bodyResults#1 as %arg2: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %2 = gpu.wait async [%arg2]
// CHECK-NEXT:      %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %3 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token_0 : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults_1 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %1 = async.await %bodyResults#0 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
