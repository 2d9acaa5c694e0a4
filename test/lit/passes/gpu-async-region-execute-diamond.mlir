// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// A diamond of async.execute ops and executes inside scf.for: every deferred
// wait becomes yielded tokens, awaited or passed on; tokens with several uses
// are forked (as mlir-opt-19 does it, only the second use gets a new copy).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @diamond(%m: memref<?xf32>, %n: index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a1 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a2 = async.execute [%a0, %a1] {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a3 = async.execute [%a1, %a0, %a2] {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a4 = async.execute [%a0] {
      async.yield
    }
    async.await %a3 : !async.token
    async.await %a4 : !async.token
    async.await %a0 : !async.token
    return
  }
  func.func @loop(%m: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %a0 = async.execute {
        gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
        async.yield
      }
      %a1 = async.execute [%a0] {
        gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
        async.yield
      }
      async.await %a1 : !async.token
      async.await %a0 : !async.token
    }
    %t = gpu.wait async
    %e = async.execute {
      gpu.wait [%t]
      async.yield
    }
    async.await %e : !async.token
    %e2 = async.execute {
      gpu.wait
      async.yield
    }
    async.await %e2 : !async.token
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
// CHECK-NEXT:  func.func @diamond(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %token, %bodyResults:4 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %3 = gpu.wait async
// CHECK-NEXT:      %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %4, %4, %4, %4 : !gpu.async.token, !gpu.async.token, !gpu.async.token, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_0, %bodyResults_1:2 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:      %3 = gpu.wait async
// CHECK-NEXT:      %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %4, %4 : !gpu.async.token, !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_2, %bodyResults_3 = async.execute [%token, %token_0] (%bodyResults#1 as %arg2: !async.value<!gpu.async.token>, %bodyResults_1#0 as %arg3: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %3 = gpu.wait async [%arg3, %arg2]
// CHECK-NEXT:      %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %4 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_4, %bodyResults_5 = async.execute [%token_0, %token, %token_2] (%bodyResults#0 as %arg2: !async.value<!gpu.async.token>, %bodyResults_1#1 as %arg3: !async.value<!gpu.async.token>, %bodyResults_3 as %arg4: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      %3 = gpu.wait async [%arg4, %arg3, %arg2]
// CHECK-NEXT:      %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      async.yield %4 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_6, %bodyResults_7 = async.execute [%token] (%bodyResults#0 as %arg2: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      async.yield %arg2 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token_4 : !async.token
// CHECK-NEXT:    %0 = async.await %bodyResults_5 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    async.await %token_6 : !async.token
// CHECK-NEXT:    %1 = async.await %bodyResults_7 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %2 = async.await %bodyResults#0 : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%2]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @loop(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %token_1, %bodyResults_2:2 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
// CHECK-NEXT:        %4 = gpu.wait async
// CHECK-NEXT:        %5 = gpu.launch_func async [%4] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:        async.yield %5, %5 : !gpu.async.token, !gpu.async.token
// CHECK-NEXT:      }
// CHECK-NEXT:      %token_3, %bodyResults_4 = async.execute [%token_1] (%bodyResults_2#1 as %arg3: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
// CHECK-NEXT:        %4 = gpu.wait async [%arg3]
// CHECK-NEXT:        %5 = gpu.launch_func async [%4] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:        async.yield %5 : !gpu.async.token
// CHECK-NEXT:      }
// CHECK-NEXT:      async.await %token_3 : !async.token
// CHECK-NEXT:      %2 = async.await %bodyResults_4 : !async.value<!gpu.async.token>
// CHECK-NEXT:      gpu.wait [%2]
// CHECK-NEXT:      async.await %token_1 : !async.token
// CHECK-NEXT:      %3 = async.await %bodyResults_2#0 : !async.value<!gpu.async.token>
// CHECK-NEXT:      gpu.wait [%3]
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    gpu.wait [%0]
// CHECK-NEXT:    %token, %bodyResults = async.execute -> !async.value<!gpu.async.token> {
// CHECK-NEXT:      async.yield %0 : !gpu.async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %1 = async.await %bodyResults : !async.value<!gpu.async.token>
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    %token_0 = async.execute {
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token_0 : !async.token
// CHECK-NEXT:    gpu.wait{{ }}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
