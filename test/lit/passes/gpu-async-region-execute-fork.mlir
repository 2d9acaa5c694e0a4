// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// A yielded gpu token used by several async.execute / async.await ops becomes
// an explicit fork: the body yields one copy per use.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @fork(%m: memref<?xf32>, %n: index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a1 = async.execute [%a0] {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a2 = async.execute [%a0] {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a3 = async.execute [%a0] {
      async.yield
    }
    async.await %a0 : !async.token
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
// CHECK-NEXT:  func.func @fork(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %token, %bodyResults:4 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %1 = gpu.wait async
// CHECK-NEXT:      %2 = gpu.launch_func async [%1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %2, %2, %2, %2 : !gpu.async.token, !gpu.async.token, !gpu.async.token, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0 = async.execute [%token] (%bodyResults#0 as %arg2: !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %1 = gpu.wait async [%arg2]
// CHECK-NEXT:      %2 = gpu.launch_func async [%1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%2]
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_1 = async.execute [%token] (%bodyResults#1 as %arg2: !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %1 = gpu.wait async [%arg2]
// CHECK-NEXT:      %2 = gpu.launch_func async [%1] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%2]
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_2 = async.execute [%token] (%bodyResults#0 as %arg2: !async.value<!gpu.async.token>) {
// CHECK-NEXT:      gpu.wait [%arg2]
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults#0 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
