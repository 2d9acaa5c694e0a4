// RUN: gpuopt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: gpuopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Declarative assembly formats (gpuopt/parser/format.py): one format string per op drives both
// the parse and the print. The custom form below uses each element of the vocabulary: operands
// and `type($x)`, backquoted literals, optional groups with an anchor (`async`, `fastmath`,
// `overflow`, `iter_args`), `attr-dict` with elided properties, `functional-type`, and
// `custom<...>` directives (async dependencies, launch triples, kernel arguments). The expected
// lines are mlir-opt-19's output for this file, spacing quirks included (`gpu.thread_id  x`,
// `gpu.wait ` and `gpu.launch_func  @k`); the generic form shows where each element landed.

// CHECK:module attributes {gpu.container_module} {
// CHECK-NEXT:  gpu.module @kernels {
// CHECK-NEXT:    gpu.func @k(%arg0: memref<?xf32>, %arg1: index) kernel {
// CHECK-NEXT:      %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %0 = memref.load %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:      %1 = arith.addf %0, %0 fastmath<fast> : f32
// CHECK-NEXT:      %2 = arith.cmpi slt, %thread_id_x, %arg1 : index
// CHECK-NEXT:      %3 = arith.select %2, %1, %0 : f32
// CHECK-NEXT:      memref.store %3, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:      gpu.barrier
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @host(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:    %0 = gpu.wait async
// CHECK-NEXT:    %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
// CHECK-NEXT:    %1 = gpu.memcpy async [%asyncToken] %memref, %alloc : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:    gpu.wait [%1]
// CHECK-NEXT:    gpu.wait 
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    gpu.launch_func  @kernels::@k blocks in (%c1, %c1, %c1) threads in (%arg0, %c1, %c1)  args(%memref : memref<?xf32>, %arg0 : index)
// CHECK-NEXT:    %2 = arith.addi %arg1, %arg2 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %3 = call @callee(%2) : (i32) -> i32
// CHECK-NEXT:    %cast = memref.cast %alloc : memref<?xf32> to memref<*xf32>
// CHECK-NEXT:    %4 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:    %5 = scf.for %arg3 = %c1 to %arg0 step %c1 iter_args(%arg4 = %3) -> (i32) {
// CHECK-NEXT:      %6 = arith.muli %arg4, %arg1 : i32
// CHECK-NEXT:      scf.yield %6 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:    return %5 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @callee(i32) -> i32
// CHECK-NEXT:}

// GENERIC: "arith.addf"(%{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: "memref.alloc"(%{{.*}}) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC: "gpu.alloc"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
// GENERIC: "gpu.launch_func"(%{{.*}}) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<?xf32>, index) -> ()
// GENERIC: "arith.addi"(%{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%buf: memref<?xf32>, %n: index) kernel {
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %buf[%tx] : memref<?xf32>
      %w = arith.addf %v, %v fastmath<fast> : f32
      %lt = arith.cmpi slt, %tx, %n : index
      %s = arith.select %lt, %w, %v : f32
      memref.store %s, %buf[%c0] : memref<?xf32>
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%n: index, %a: i32, %b: i32) -> i32 {
    %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %d, %m : memref<?xf32>, memref<?xf32>
    gpu.wait [%t2]
    gpu.wait
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>, %n : index)
    %sum = arith.addi %a, %b overflow<nsw, nuw> : i32
    %r = func.call @callee(%sum) : (i32) -> i32
    %u = memref.cast %m : memref<?xf32> to memref<*xf32>
    %cast = arith.index_cast %n : index to i64
    %res = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %r) -> (i32) {
      %x = arith.muli %acc, %a : i32
      scf.yield %x : i32
    }
    memref.dealloc %m : memref<?xf32>
    return %res : i32
  }
  func.func private @callee(i32) -> i32
}
