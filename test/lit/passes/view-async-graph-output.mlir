// RUN: gpuopt %s '--view-async-graph=output=%t.dot' 2> %t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s < %t.dot
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// RUN: not gpuopt %s '--view-async-graph=output=%t.missing/g.dot' 2>&1 | FileCheck %s --check-prefix=BAD

// With output=FILE the graph goes to FILE, nothing to stderr; the IR is printed as usual.

// IR: func.func @one
// IR-NEXT: gpu.wait async
// CHECK: digraph G {
// CHECK: label = "@one";
// CHECK-NEXT: v0 [label = "gpu.wait\n{{.*}}view-async-graph-output.mlir:20:8", shape = ellipse];
// CHECK-NEXT: v1 [label = "gpu.wait\n{{.*}}view-async-graph-output.mlir:21:3", shape = ellipse];
// CHECK-NEXT: }
// CHECK-NEXT: v0 -> v1 [label = "%0"];
// CHECK-NEXT: }
// ERR-NOT: digraph
// BAD: error: cannot open output file '{{.*}}.missing/g.dot': No such file or directory
func.func @one() {
  %t = gpu.wait async
  gpu.wait [%t]
  return
}
