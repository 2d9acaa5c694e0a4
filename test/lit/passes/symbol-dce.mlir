// RUN: gpuopt %s --symbol-dce | FileCheck %s

// CHECK: module attributes {gpu.container_module}
module attributes {gpu.container_module} {
  // CHECK-NOT: func.func private @dead
  func.func private @dead()
  // CHECK: func.func private @used
  func.func private @used()
  // CHECK: func.func @main
  func.func @main() {
    func.call @used() : () -> ()
    return
  }
  // CHECK: gpu.module @k
  // CHECK: gpu.func @kern
  gpu.module @k {
    gpu.func @kern() kernel { gpu.return }
  }
}
