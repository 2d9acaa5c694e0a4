// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Kernel-side gpu ops: barrier, shuffle, all_reduce, printf, return.

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL:    gpu.func @shuffles(%arg0: f32, %arg1: i32) kernel {
    // CHECK-NEXT:      %c32_i32 = arith.constant 32 : i32
    // CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
    // CHECK-NEXT:      %shuffleResult, %valid = gpu.shuffle  xor %arg0, %c1_i32, %c32_i32 : f32
    // CHECK-NEXT:      %shuffleResult_0, %valid_1 = gpu.shuffle  down %arg1, %c1_i32, %c32_i32 : i32
    // CHECK-NEXT:      %shuffleResult_2, %valid_3 = gpu.shuffle  up %arg0, %c1_i32, %c32_i32 : f32
    // CHECK-NEXT:      %shuffleResult_4, %valid_5 = gpu.shuffle  idx %arg0, %c1_i32, %c32_i32 : f32
    // CHECK-NEXT:      gpu.barrier
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    gpu.func @shuffles(%x: f32, %i: i32) kernel {
      %width = arith.constant 32 : i32
      %off = arith.constant 1 : i32
      %s, %valid = gpu.shuffle xor %x, %off, %width : f32
      %s2, %v2 = gpu.shuffle down %i, %off, %width : i32
      %s3, %v3 = gpu.shuffle up %x, %off, %width : f32
      %s4, %v4 = gpu.shuffle idx %x, %off, %width : f32
      gpu.barrier
      gpu.return
    }
    // CHECK-LABEL:    gpu.func @reductions(%arg0: f32, %arg1: i32) kernel {
    // CHECK-NEXT:      %0 = gpu.all_reduce  add %arg0 {
    // CHECK-NEXT:      } : (f32) -> f32
    // CHECK-NEXT:      %1 = gpu.all_reduce  maxsi %arg1 uniform {
    // CHECK-NEXT:      } : (i32) -> i32
    // CHECK-NEXT:      %2 = gpu.all_reduce  and %arg1 {
    // CHECK-NEXT:      } : (i32) -> i32
    // CHECK-NEXT:      %3 = gpu.all_reduce  %arg0 {
    // CHECK-NEXT:      ^bb0(%arg2: f32, %arg3: f32):
    // CHECK-NEXT:        %4 = arith.mulf %arg2, %arg3 : f32
    // CHECK-NEXT:        gpu.yield %4 : f32
    // CHECK-NEXT:      } : (f32) -> f32
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    gpu.func @reductions(%x: f32, %i: i32) kernel {
      %sum = gpu.all_reduce add %x {} : (f32) -> (f32)
      %max = gpu.all_reduce maxsi %i uniform {} : (i32) -> (i32)
      %and = gpu.all_reduce and %i {} : (i32) -> (i32)
      %prod = gpu.all_reduce %x {
      ^bb(%lhs : f32, %rhs : f32):
        %p = arith.mulf %lhs, %rhs : f32
        "gpu.yield"(%p) : (f32) -> ()
      } : (f32) -> (f32)
      gpu.return
    }
    // CHECK-LABEL:    gpu.func @print(%arg0: i32, %arg1: f32) kernel {
    // CHECK-NEXT:      gpu.printf "value %d = %f\0A" %arg0, %arg1 : i32, f32
    // CHECK-NEXT:      gpu.printf "no args, tab\09 quote\22 done"
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    // CHECK-NEXT:  }
    gpu.func @print(%i: i32, %x: f32) kernel {
      gpu.printf "value %d = %f\n" %i, %x : i32, f32
      gpu.printf "no args, tab\t quote\" done"
      gpu.return
    }
  }
}
// CHECK-NEXT:}

// Generic form: shuffle has two results (%N:2); all_reduce keeps its (empty) region.
// GENERIC:    "gpu.func"() <{function_type = (f32, i32) -> ()}> ({
// GENERIC:      %7:2 = "gpu.shuffle"(%arg6, %6, %5) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
// GENERIC-NEXT:      %8:2 = "gpu.shuffle"(%arg7, %6, %5) <{mode = #gpu<shuffle_mode down>}> : (i32, i32, i32) -> (i32, i1)
// GENERIC-NEXT:      %9:2 = "gpu.shuffle"(%arg6, %6, %5) <{mode = #gpu<shuffle_mode up>}> : (f32, i32, i32) -> (f32, i1)
// GENERIC-NEXT:      %10:2 = "gpu.shuffle"(%arg6, %6, %5) <{mode = #gpu<shuffle_mode idx>}> : (f32, i32, i32) -> (f32, i1)
// GENERIC-NEXT:      "gpu.barrier"() : () -> ()
// GENERIC:    }) {gpu.kernel, sym_name = "shuffles", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:    "gpu.func"() <{function_type = (f32, i32) -> ()}> ({
// GENERIC:      %0 = "gpu.all_reduce"(%arg2) <{op = #gpu<all_reduce_op add>}> ({
// GENERIC:      %1 = "gpu.all_reduce"(%arg3) <{op = #gpu<all_reduce_op maxsi>, uniform}> ({
// GENERIC:      %2 = "gpu.all_reduce"(%arg3) <{op = #gpu<all_reduce_op and>}> ({
// GENERIC:      %3 = "gpu.all_reduce"(%arg2) ({
// GENERIC:        "gpu.yield"(%4) : (f32) -> ()
// GENERIC:    }) {gpu.kernel, sym_name = "reductions", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:    "gpu.func"() <{function_type = (i32, f32) -> ()}> ({
// GENERIC:      "gpu.printf"(%arg0, %arg1) <{format = "value %d = %f\0A"}> : (i32, f32) -> ()
// GENERIC-NEXT:      "gpu.printf"() <{format = "no args, tab\09 quote\22 done"}> : () -> ()
// GENERIC:    }) {gpu.kernel, sym_name = "print", workgroup_attributions = 0 : i64} : () -> ()
