// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// An async.execute token awaited twice and used by an async.execute: one
// yielded gpu token per use after the rewrite.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @twice(%m: memref<?xf32>, %n: index) {
    %a = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      %d = gpu.alloc (%n) : memref<?xf32>
      async.yield
    }
    %b = async.execute [%a, %a] {
      async.yield
    }
    async.await %a : !async.token
    %c0 = arith.constant 0 : index
    async.await %a : !async.token
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    async.await %b : !async.token
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
// CHECK-NEXT:  func.func @twice(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %token, %bodyResults:4 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %6 = gpu.wait async
// CHECK-NEXT:      %7 = gpu.launch_func async [%6] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      %memref, %asyncToken = gpu.alloc async [%7] (%arg1) : memref<?xf32>
// CHECK-NEXT:      async.yield %asyncToken, %asyncToken, %asyncToken, %asyncToken : !gpu.async.token, !gpu.async.token, !gpu.async.token, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0, %bodyResults_1:2 = async.execute [%token, %token] (%bodyResults#0 as %arg2: !async.value<!gpu.async.token>, %bodyResults#0 as %arg3: !async.value<!gpu.async.token>) -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      async.yield %arg3, %arg2 : !gpu.async.token, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults#0 : !async.value<!gpu.async.token>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %1 = async.await %bodyResults#1 : !async.value<!gpu.async.token>
// CHECK-NEXT:    %2 = gpu.wait async [%1]
// CHECK-NEXT:    %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%3]
// CHECK-NEXT:    async.await %token_0 : !async.token
// CHECK-NEXT:    %4 = async.await %bodyResults_1#0 : !async.value<!gpu.async.token>
// CHECK-NEXT:    %5 = async.await %bodyResults_1#1 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%4, %5]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
