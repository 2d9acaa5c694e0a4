// RUN: gpuopt %s --view-async-graph 2>&1 >/dev/null | FileCheck %s
// RUN: gpuopt %s --view-async-graph 2>/dev/null | FileCheck %s --check-prefix=IR

// The token graph of each function on stderr: a node per op producing or using a token (op
// name, kernel, location), an edge per token use, from producer to user, labeled with the
// token's SSA name as the IR prints it; the IR itself is printed unchanged on stdout.

// IR-LABEL: func.func @chain
// IR: gpu.launch_func async [%{{.*}}] @kernels::@scale
// IR-LABEL: func.func @loop
// IR-LABEL: func.func @execute

// CHECK: digraph G {
// CHECK-NEXT: compound = true;
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<?xf32>) kernel { gpu.return }
  }
  // CHECK-NEXT: subgraph cluster_0 {
  // CHECK-NEXT: label = "@chain";
  func.func @chain(%n: index, %h: memref<?xf32>, %v: f32) {
    // CHECK-NEXT: v0 [label = "gpu.wait\n{{.*}}view-async-graph.mlir:23:11", shape = ellipse];
    %t0 = gpu.wait async
    // CHECK-NEXT: v1 [label = "gpu.alloc\n{{.*}}view-async-graph.mlir:25:15", shape = ellipse];
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    // CHECK-NEXT: v2 [label = "gpu.memset\n{{.*}}view-async-graph.mlir:27:11", shape = ellipse];
    %t2 = gpu.memset async [%t1] %m, %v : memref<?xf32>, f32
    // CHECK-NEXT: v3 [label = "gpu.memcpy\n{{.*}}view-async-graph.mlir:29:11", shape = ellipse];
    %t3 = gpu.memcpy async [%t2] %m, %h : memref<?xf32>, memref<?xf32>
    // CHECK-NEXT: v4 [label = "gpu.launch_func\n@kernels::@scale\n{{.*}}view-async-graph.mlir:31:11", shape = ellipse];
    %t4 = gpu.launch_func async [%t3] @kernels::@scale blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    // CHECK-NEXT: v5 [label = "gpu.dealloc\n{{.*}}view-async-graph.mlir:33:11", shape = ellipse];
    %t5 = gpu.dealloc async [%t4] %m : memref<?xf32>
    // CHECK-NEXT: v6 [label = "gpu.wait\n{{.*}}view-async-graph.mlir:35:5", shape = ellipse];
    gpu.wait [%t5]
    return
  }
  // CHECK-NEXT: }

  // A token carried by scf.for: the loop's iter_arg is a node; the yield feeds the loop.
  // CHECK-NEXT: subgraph cluster_1 {
  // CHECK-NEXT: label = "@loop";
  func.func @loop(%n: index, %lb: index, %s: index, %h: memref<?xf32>) {
    // CHECK-NEXT: v7 [label = "gpu.wait\n{{.*}}:45:11", shape = ellipse];
    %t0 = gpu.wait async
    // CHECK-NEXT: v8 [label = "scf.for\n{{.*}}:48:10", shape = ellipse];
    // CHECK-NEXT: v9 [label = "block argument %arg5 of scf.for\n{{.*}}:48:10", shape = ellipse];
    %r = scf.for %i = %lb to %n step %s iter_args(%t = %t0) -> (!gpu.async.token) {
      // CHECK-NEXT: v10 [label = "gpu.launch_func\n@kernels::@scale\n{{.*}}:50:13", shape = ellipse];
      %t1 = gpu.launch_func async [%t] @kernels::@scale blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%h : memref<?xf32>)
      // CHECK-NEXT: v11 [label = "scf.yield\n{{.*}}:52:7", shape = ellipse];
      scf.yield %t1 : !gpu.async.token
    }
    // CHECK-NEXT: v12 [label = "gpu.wait\n{{.*}}:55:5", shape = ellipse];
    gpu.wait [%r]
    return
  }
  // CHECK-NEXT: }

  // async.execute regions: their tokens and the !async.value of a gpu token.
  // CHECK-NEXT: subgraph cluster_2 {
  // CHECK-NEXT: label = "@execute";
  func.func @execute(%n: index) {
    // CHECK-NEXT: v13 [label = "async.execute\n{{.*}}:65:14", shape = ellipse];
    %a, %f = async.execute -> !async.value<!gpu.async.token> {
      // CHECK-NEXT: v14 [label = "gpu.wait\n{{.*}}:67:13", shape = ellipse];
      %t1 = gpu.wait async
      // CHECK-NEXT: v15 [label = "async.yield\n{{.*}}:69:7", shape = ellipse];
      async.yield %t1 : !gpu.async.token
    }
    // CHECK-NEXT: v16 [label = "async.execute\n{{.*}}:72:10", shape = ellipse];
    %b = async.execute [%a] {
      async.yield
    }
    // CHECK-NEXT: v17 [label = "async.await\n{{.*}}:76:11", shape = ellipse];
    %t2 = async.await %f : !async.value<!gpu.async.token>
    // CHECK-NEXT: v18 [label = "gpu.wait\n{{.*}}:78:5", shape = ellipse];
    gpu.wait [%t2]
    // CHECK-NEXT: v19 [label = "async.await\n{{.*}}:80:5", shape = ellipse];
    async.await %b : !async.token
    return
  }
  // CHECK-NEXT: }

  // A function without tokens has no cluster.
  func.func @none() {
    return
  }
}
// CHECK-NEXT: v0 -> v1 [label = "%0"];
// CHECK-NEXT: v1 -> v2 [label = "%asyncToken"];
// CHECK-NEXT: v2 -> v3 [label = "%1"];
// CHECK-NEXT: v3 -> v4 [label = "%2"];
// CHECK-NEXT: v4 -> v5 [label = "%3"];
// CHECK-NEXT: v5 -> v6 [label = "%4"];
// CHECK-NEXT: v7 -> v8 [label = "%0"];
// CHECK-NEXT: v8 -> v9 [label = ""];
// CHECK-NEXT: v9 -> v10 [label = "%arg5"];
// CHECK-NEXT: v10 -> v11 [label = "%2"];
// CHECK-NEXT: v8 -> v12 [label = "%1"];
// CHECK-NEXT: v11 -> v8 [label = "yield"];
// CHECK-NEXT: v14 -> v15 [label = "%1"];
// CHECK-NEXT: v13 -> v16 [label = "%token"];
// CHECK-NEXT: v13 -> v17 [label = "%bodyResults"];
// CHECK-NEXT: v17 -> v18 [label = "%0"];
// CHECK-NEXT: v16 -> v19 [label = "%token_0"];
// CHECK-NEXT: v15 -> v13 [label = "yield"];
// CHECK-NEXT: }
