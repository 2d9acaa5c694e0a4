// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines

// Generic-form input for gpu ops (properties, operandSegmentSizes, the
// explicit gpu.module_end) prints back in the custom form.

// CHECK:module attributes {gpu.container_module} {
"builtin.module"() ({
  // CHECK-LABEL:  gpu.module @kernels [#nvvm.target]  {
  // CHECK-NEXT:    gpu.func @k(%arg0: f32, %arg1: i32) workgroup(%arg2 : memref<4xf32, #gpu.address_space<workgroup>>) kernel {
  // CHECK-NEXT:      %thread_id_y = gpu.thread_id  y
  // CHECK-NEXT:      %shuffleResult, %valid = gpu.shuffle  down %arg0, %arg1, %arg1 : f32
  // CHECK-NEXT:      %0 = gpu.all_reduce  mul %arg0 {
  // CHECK-NEXT:      } : (f32) -> f32
  // CHECK-NEXT:      gpu.barrier
  // CHECK-NEXT:      gpu.printf "%d" %arg1 : i32
  // CHECK-NEXT:      gpu.return
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  "gpu.module"() <{sym_name = "kernels", targets = [#nvvm.target]}> ({
    "gpu.func"() <{function_type = (f32, i32) -> ()}> ({
    ^bb0(%x: f32, %i: i32, %w: memref<4xf32, #gpu.address_space<workgroup>>):
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %s:2 = "gpu.shuffle"(%x, %i, %i) <{mode = #gpu<shuffle_mode down>}> : (f32, i32, i32) -> (f32, i1)
      %r = "gpu.all_reduce"(%x) <{op = #gpu<all_reduce_op mul>}> ({
      }) : (f32) -> f32
      "gpu.barrier"() : () -> ()
      "gpu.printf"(%i) <{format = "%d"}> : (i32) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  // CHECK-LABEL:  func.func @host(%arg0: index, %arg1: f32, %arg2: i32) {
  // CHECK-NEXT:    %0 = gpu.wait async
  // CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32, %arg2 : i32)
  // CHECK-NEXT:    gpu.wait [%1]
  // CHECK-NEXT:    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %arg0, %arg14 = %arg0) {
  // CHECK-NEXT:      gpu.terminator
  // CHECK-NEXT:    }
  // CHECK-NEXT:    %memref = gpu.alloc  (%arg0) : memref<?xf32>
  // CHECK-NEXT:    gpu.memset  %memref, %arg1 : memref<?xf32>, f32
  // CHECK-NEXT:    gpu.dealloc  %memref : memref<?xf32>
  // CHECK-NEXT:    return
  // CHECK-NEXT:  }
  "func.func"() <{function_type = (index, f32, i32) -> (), sym_name = "host"}> ({
  ^bb0(%n: index, %x: f32, %i: i32):
    %t0 = "gpu.wait"() : () -> !gpu.async.token
    %t1 = "gpu.launch_func"(%t0, %n, %n, %n, %n, %n, %n, %x, %i) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (!gpu.async.token, index, index, index, index, index, index, f32, i32) -> !gpu.async.token
    "gpu.wait"(%t1) : (!gpu.async.token) -> ()
    "gpu.launch"(%n, %n, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
      "gpu.terminator"() : () -> ()
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    %m = "gpu.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xf32>
    "gpu.memset"(%m, %x) : (memref<?xf32>, f32) -> ()
    "gpu.dealloc"(%m) : (memref<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
// CHECK-NEXT:}
