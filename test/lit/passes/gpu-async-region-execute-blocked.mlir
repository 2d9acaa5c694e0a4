// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// No deferring when the body has side effects after the last wait, when the
// token has no users, or when it is used by something other than async ops.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func private @sink(!async.token)
  func.func private @host()
  func.func @blocked(%m: memref<?xf32>, %n: index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      func.call @host() : () -> ()
      async.yield
    }
    async.await %a0 : !async.token
    %a1 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    %a2 = async.execute {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      async.yield
    }
    func.call @sink(%a2) : (!async.token) -> ()
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
// CHECK-NEXT:  func.func private @sink(!async.token)
// CHECK-NEXT:  func.func private @host()
// CHECK-NEXT:  func.func @blocked(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %token = async.execute {
// CHECK-NEXT:      %0 = gpu.wait async
// CHECK-NEXT:      %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%1]
// CHECK-NEXT:      func.call @host() : () -> ()
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    async.await %token : !async.token
// CHECK-NEXT:    %token_0 = async.execute {
// CHECK-NEXT:      %0 = gpu.wait async
// CHECK-NEXT:      %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%1]
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %token_1 = async.execute {
// CHECK-NEXT:      %0 = gpu.wait async
// CHECK-NEXT:      %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%1]
// CHECK-NEXT:      async.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    call @sink(%token_1) : (!async.token) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
