// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// async.execute regions whose token is only awaited or used by other
// async.execute ops yield their gpu tokens instead of waiting; the users get
// them (async.await + gpu.wait, or a new body operand).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @defer(%m: memref<?xf32>, %n: index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a1 = async.execute [%a0] {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a2 = async.execute [%a1] {
      %c0 = arith.constant 0 : index
      async.yield
    }
    async.await %a2 : !async.token
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
// CHECK-NEXT:  func.func @defer(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %token, %bodyResults = async.execute -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %1 = gpu.wait async
// CHECK-NEXT:      %2 = gpu.launch_func async [%1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %2 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0, %bodyResults_1 = async.execute [%token] (%bodyResults as %arg2: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %1 = gpu.wait async [%arg2]
// CHECK-NEXT:      %2 = gpu.launch_func async [%1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %3 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_2, %bodyResults_3 = async.execute [%token_0] (%bodyResults_1 as %arg2: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      async.yield %arg2 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token_2 : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults_3 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
