// RUN: gpuopt %s --convert-gpu-to-llvm --view-async-graph 2>&1 >/dev/null | FileCheck %s

// After --convert-gpu-to-llvm, a launch is a call of its launch function: the call is a node
// of the caller's graph, and the stream a launch function returns is a handle like one of
// mgpuStreamCreate; each launch function has its own cluster.
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "CUBIN"} {
    gpu.func @k(%n: index) kernel {
      gpu.return
    }
  }
  func.func @main(%n: index) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.launch_func async @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    gpu.wait [%t1]
    return
  }
}

// CHECK:      label = "@kernels_k_launch_async_new";
// CHECK:        v[[L:[0-9]+]] [label = "llvm.call @mgpuLaunchKernel\nstream %{{[0-9]+}}\n
// CHECK:      label = "@kernels_k_launch_async";
// CHECK:        [label = "llvm.call @mgpuLaunchKernel\n{{.*}}:15:11", shape = ellipse];
// CHECK:      label = "@main";
// CHECK-NEXT:   v[[A:[0-9]+]] [label = "llvm.call @kernels_k_launch_async_new\nstream %[[S:[0-9]+]]\n{{.*}}:14:11", shape = ellipse];
// CHECK-NEXT:   v[[B:[0-9]+]] [label = "llvm.call @kernels_k_launch_async\nstream %[[S]]\n{{.*}}:15:11", shape = ellipse];
// CHECK-NEXT:   v[[C:[0-9]+]] [label = "llvm.call @mgpuStreamSynchronize\nstream %[[S]]\n
// CHECK-NEXT:   v[[D:[0-9]+]] [label = "llvm.call @mgpuStreamDestroy\nstream %[[S]]\n
// CHECK:      v[[A]] -> v[[B]] [label = "%[[S]]"];
// CHECK-NEXT: v[[B]] -> v[[C]] [label = "%[[S]]"];
// CHECK-NEXT: v[[C]] -> v[[D]] [label = "%[[S]]"];
