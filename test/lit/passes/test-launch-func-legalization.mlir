// RUN: gpuopt %s --split-input-file --test-launch-func-legalization --verify-diagnostics | FileCheck %s

// The test pass (gpuopt/passes/test_launch_func_legalization.py) marks gpu.launch_func illegal
// and lowers a launch with at most one dependency: an async launch becomes `gpu.wait async`
// on its dependency (standing for its stream), a synchronous one without dependencies goes.
// A synchronous launch that has dependencies is refused: the conversion fails at the launch,
// with the pattern's reason as a note.

// CHECK-LABEL: func.func @lowered
// CHECK-NEXT:    %[[T:.*]] = gpu.wait async
// CHECK-NEXT:    %[[U:.*]] = gpu.wait async [%[[T]]]
// CHECK-NEXT:    %[[V:.*]] = gpu.wait async
// CHECK-NEXT:    gpu.wait [%[[U]], %[[V]]]
// CHECK-NEXT:    return
// CHECK-NOT:   gpu.launch_func
module attributes {gpu.container_module} {
  func.func @lowered(%n: index) {
    %t = gpu.wait async
    %u = gpu.launch_func async [%t] @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    %v = gpu.launch_func async @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.launch_func @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.wait [%u, %v]
    return
  }
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @sync_with_deps(%n: index) {
    %t = gpu.wait async
    // expected-error@+2 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    // expected-note@+1 {{synchronous launch with async dependencies}}
    gpu.launch_func [%t] @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
}
