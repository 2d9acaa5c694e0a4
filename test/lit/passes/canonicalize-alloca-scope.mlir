// RUN: gpuopt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// Expected text: mlir-opt-19 --allow-unregistered-dialect --canonicalize of the functions below.
// memref.alloca_scope is inlined when nothing in it may allocate on the stack, or when it is
// the last op of an allocation scope; an unused memref.load is erased.

// CHECK: func.func private @g()
// CHECK-LABEL: func.func @store(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @call() {
// CHECK-NEXT: call @g() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @barrier() {
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_nested(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_last() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_notlast() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreg() {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nestedscope() {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @results(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> index {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_load(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @g()
func.func @store(%m: memref<4xf32>, %i: index, %v: f32) {
  memref.alloca_scope {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @call() {
  memref.alloca_scope {
    func.call @g() : () -> ()
  }
  return
}
func.func @barrier() {
  memref.alloca_scope {
    gpu.barrier
  }
  return
}
func.func @alloca_nested(%n: index) {
  memref.alloca_scope {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.alloca() : memref<4xf32>
    }
  }
  %c = arith.constant 0 : index
  return
}
func.func @alloca_last() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}
func.func @alloca_notlast() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  %c = arith.constant 0 : index
  "test.use"(%c) : (index) -> ()
  return
}
func.func @unreg() {
  memref.alloca_scope {
    "test.x"() : () -> ()
  }
  "test.y"() : () -> ()
  return
}
func.func @nestedscope() {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  "test.y"() : () -> ()
  return
}
func.func @results(%m: memref<4xf32>, %i: index, %v: f32) -> index {
  %r = memref.alloca_scope -> index {
    memref.store %v, %m[%i] : memref<4xf32>
    memref.alloca_scope.return %i : index
  }
  return %r : index
}
func.func @unused_load(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4xf32>
  return
}
