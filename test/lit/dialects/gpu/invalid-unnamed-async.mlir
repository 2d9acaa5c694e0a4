// An op marked `async` must bind its results: mlir-opt-19's parse error, at the keyword.
// RUN: gpuopt %s --split-input-file --verify-diagnostics
// RUN: not gpuopt %s --split-input-file 2>&1 | FileCheck %s
// (The lines are checked by --verify-diagnostics, the columns here.)

func.func @wait() {
  %t = gpu.wait async
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait   async [%t]
  return
}
// CHECK: offset :[[# @LINE - 3]]:14: error: custom op 'gpu.wait' needs to be named when marked 'async'
// CHECK-NEXT: gpu.wait   async [%t]
// CHECK-NEXT: {{^             \^$}}

// -----

func.func @memory(%m: memref<4xf32>, %v: f32, %n: index) {
  // expected-error@+1 {{custom op 'gpu.memset' needs to be named when marked 'async'}}
  gpu.memset async %m, %v : memref<4xf32>, f32
  return
}
// CHECK: offset :{{[0-9]+}}:14: error: custom op 'gpu.memset' needs to be named when marked 'async'

// -----

func.func @memcpy(%m: memref<4xf32>, %o: memref<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.memcpy' needs to be named when marked 'async'}}
  gpu.memcpy async %m, %o : memref<4xf32>, memref<4xf32>
  return
}
// CHECK: offset :{{[0-9]+}}:14: error: custom op 'gpu.memcpy' needs to be named when marked 'async'

// -----

func.func @dealloc(%m: memref<4xf32>) {
  %t = gpu.wait async
  // expected-error@+1 {{custom op 'gpu.dealloc' needs to be named when marked 'async'}}
  gpu.dealloc async [%t] %m : memref<4xf32>
  return
}
// CHECK: offset :{{[0-9]+}}:15: error: custom op 'gpu.dealloc' needs to be named when marked 'async'

// -----

// gpu.alloc has two results: one name binding one is the result-count error instead.
func.func @alloc(%n: index) {
  // expected-error@+1 {{custom op 'gpu.alloc' needs to be named when marked 'async'}}
  gpu.alloc async (%n) : memref<?xf32>
  return
}
// CHECK: offset :{{[0-9]+}}:13: error: custom op 'gpu.alloc' needs to be named when marked 'async'

// -----

func.func @launch(%c: index) {
  // expected-error@+1 {{custom op 'gpu.launch' needs to be named when marked 'async'}}
  gpu.launch async blocks(%bx, %by, %bz) in (%x = %c, %y = %c, %z = %c) threads(%tx, %ty, %tz) in (%a = %c, %b = %c, %d = %c) {
    gpu.terminator
  }
  return
}
// CHECK: offset :{{[0-9]+}}:14: error: custom op 'gpu.launch' needs to be named when marked 'async'

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_func(%c: index) {
    %t = gpu.wait async
    // expected-error@+1 {{custom op 'gpu.launch_func' needs to be named when marked 'async'}}
    gpu.launch_func async [%t] @k::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// CHECK: offset :{{[0-9]+}}:21: error: custom op 'gpu.launch_func' needs to be named when marked 'async'

// -----

func.func @sparse(%m: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{custom op 'gpu.destroy_sp_mat' needs to be named when marked 'async'}}
  gpu.destroy_sp_mat async %m
  return
}
// CHECK: offset :{{[0-9]+}}:22: error: custom op 'gpu.destroy_sp_mat' needs to be named when marked 'async'

// -----

// After lines of the same shape, named (rebuilt from the first one's parse: parser/lines.py).
func.func @repeated() {
  %a = gpu.wait async
  %b = gpu.wait async
  %c = gpu.wait async
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}
// CHECK: offset :{{[0-9]+}}:12: error: custom op 'gpu.wait' needs to be named when marked 'async'

// -----

// Named, or not async, or generic with an unnamed token result: all accepted.
func.func @fine(%m: memref<4xf32>, %v: f32) {
  %t = gpu.wait async
  %u = gpu.memset async [%t] %m, %v : memref<4xf32>, f32
  gpu.memset %m, %v : memref<4xf32>, f32
  gpu.wait [%u]
  "gpu.wait"() : () -> !gpu.async.token
  return
}
// CHECK-NOT: error
