// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// gpu.func: kernels, attributions (printed `%argN : type`, with a space
// before the colon), results, attributes, and the generic form that keeps
// gpu.kernel and workgroup_attributions as discardable attributes.

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL:    gpu.func @empty_kernel() kernel {
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    gpu.func @empty_kernel() kernel {
      gpu.return
    }
    // CHECK-LABEL:    gpu.func @attributions(%arg0: f32, %arg1: index) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>>, %arg3 : memref<4xi32, 3>) private(%arg4 : memref<4xf32, #gpu.address_space<private>>) kernel {
    // CHECK-NEXT:      memref.store %arg0, %arg2[%arg1] : memref<32xf32, #gpu.address_space<workgroup>>
    // CHECK-NEXT:      %0 = memref.load %arg4[%arg1] : memref<4xf32, #gpu.address_space<private>>
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    gpu.func @attributions(%x: f32, %i: index)
        workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>, %w2: memref<4xi32, 3>)
        private(%p: memref<4xf32, #gpu.address_space<private>>) kernel {
      memref.store %x, %w[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      %v = memref.load %p[%i] : memref<4xf32, #gpu.address_space<private>>
      gpu.return
    }
    // CHECK-LABEL:    gpu.func @device_fn(%arg0: f32, %arg1: f32) -> f32 {
    // CHECK-NEXT:      %0 = arith.addf %arg0, %arg1 : f32
    // CHECK-NEXT:      gpu.return %0 : f32
    // CHECK-NEXT:    }
    gpu.func @device_fn(%x: f32, %y: f32) -> f32 {
      %s = arith.addf %x, %y : f32
      gpu.return %s : f32
    }
    // CHECK-LABEL:    gpu.func @with_attrs(%arg0: memref<?xf32>) kernel attributes {gpu.known_block_size = array<i32: 128, 1, 1>, my.flag} {
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    gpu.func @with_attrs(%buf: memref<?xf32>) kernel attributes {gpu.known_block_size = array<i32: 128, 1, 1>, my.flag} {
      gpu.return
    }
    // CHECK-LABEL:    gpu.func @private_only() private(%arg0 : memref<2xf32, #gpu.address_space<private>>) {
    // CHECK-NEXT:      gpu.return
    // CHECK-NEXT:    }
    // CHECK-NEXT:  }
    gpu.func @private_only() private(%p: memref<2xf32, #gpu.address_space<private>>) {
      gpu.return
    }
  }
}
// CHECK-NEXT:}

// GENERIC:    "gpu.func"() <{function_type = () -> ()}> ({
// GENERIC:    }) {gpu.kernel, sym_name = "empty_kernel", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:    "gpu.func"() <{function_type = (f32, index) -> ()}> ({
// GENERIC-NEXT:    ^bb0(%arg4: f32, %arg5: index, %arg6: memref<32xf32, #gpu.address_space<workgroup>>, %arg7: memref<4xi32, 3>, %arg8: memref<4xf32, #gpu.address_space<private>>):
// GENERIC:    }) {gpu.kernel, sym_name = "attributions", workgroup_attributions = 2 : i64} : () -> ()
// GENERIC-NEXT:    "gpu.func"() <{function_type = (f32, f32) -> f32}> ({
// GENERIC-NEXT:    ^bb0(%arg2: f32, %arg3: f32):
// GENERIC:    }) {sym_name = "device_fn", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:    "gpu.func"() <{function_type = (memref<?xf32>) -> ()}> ({
// GENERIC-NEXT:    ^bb0(%arg1: memref<?xf32>):
// GENERIC:    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, my.flag, sym_name = "with_attrs", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT:    "gpu.func"() <{function_type = () -> ()}> ({
// GENERIC-NEXT:    ^bb0(%arg0: memref<2xf32, #gpu.address_space<private>>):
// GENERIC:    }) {sym_name = "private_only", workgroup_attributions = 0 : i64} : () -> ()
