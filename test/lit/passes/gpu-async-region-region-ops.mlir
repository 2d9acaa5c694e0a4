// RUN: gpuopt %s --gpu-async-region | FileCheck %s --strict-whitespace --match-full-lines

// Region ops with RecursiveMemoryEffects (scf.while, scf.execute_region,
// scf.index_switch, scf.parallel) end the chain only when something nested
// has side effects; alloca, host_register end it, math/memref.cast do not.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @w(%m: memref<?xf32>, %n: index, %b: i1) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %r = scf.while (%x = %n) : (index) -> index {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      scf.condition(%b) %x : index
    } do {
    ^bb0(%y: index):
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      scf.yield %y : index
    }
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %e = scf.execute_region -> index {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
      scf.yield %n : index
    }
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %s = scf.index_switch %n -> index
    case 2 {
      scf.yield %n : index
    }
    default {
      scf.yield %e : index
    }
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    scf.parallel (%i) = (%n) to (%n) step (%n) {
      %v = arith.addi %i, %i : index
      scf.reduce
    }
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %c = arith.constant 0 : index
    %cst = arith.constant 1.0 : f32
    %z = memref.alloca() : memref<4xf32>
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    %u = memref.cast %m : memref<?xf32> to memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    %q = math.sqrt %cst : f32
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    return
  }
}

// The exact output of mlir-opt-19 with the same flags:
// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @w(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    %2 = scf.while (%arg3 = %arg1) : (index) -> index {
// CHECK-NEXT:      %16 = gpu.wait async
// CHECK-NEXT:      %17 = gpu.launch_func async [%16] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%17]
// CHECK-NEXT:      scf.condition(%arg2) %arg3 : index
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg3: index):
// CHECK-NEXT:      %16 = gpu.wait async
// CHECK-NEXT:      %17 = gpu.launch_func async [%16] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%17]
// CHECK-NEXT:      scf.yield %arg3 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = gpu.wait async
// CHECK-NEXT:    %4 = gpu.launch_func async [%3] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%4]
// CHECK-NEXT:    %5 = scf.execute_region -> index {
// CHECK-NEXT:      %16 = gpu.wait async
// CHECK-NEXT:      %17 = gpu.launch_func async [%16] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:      gpu.wait [%17]
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %6 = gpu.wait async
// CHECK-NEXT:    %7 = gpu.launch_func async [%6] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %8 = scf.index_switch %arg1 -> index{{ }}
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %5 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %9 = gpu.launch_func async [%7] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    scf.parallel (%arg3) = (%arg1) to (%arg1) step (%arg1) {
// CHECK-NEXT:      %16 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:      scf.reduce{{ }}
// CHECK-NEXT:    }
// CHECK-NEXT:    %10 = gpu.launch_func async [%9] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    gpu.wait [%10]
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %11 = gpu.wait async
// CHECK-NEXT:    %12 = gpu.launch_func async [%11] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT:    gpu.wait [%12]
// CHECK-NEXT:    gpu.host_register %cast : memref<*xf32>
// CHECK-NEXT:    %13 = math.sqrt %cst : f32
// CHECK-NEXT:    %14 = gpu.wait async
// CHECK-NEXT:    %15 = gpu.launch_func async [%14] @kernels::@k blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1)  args(%arg0 : memref<?xf32>)
// CHECK-NEXT:    gpu.wait [%15]
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
