// RUN: gpuopt %s --strip-debuginfo --split-input-file --mlir-print-debuginfo | FileCheck %s
// Every op and block argument location becomes loc(unknown); expected text from mlir-opt-19.

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @file_line_col(%arg0: i32 loc(unknown)) -> i32 {
// CHECK: %0 = arith.addi %arg0, %arg0 : i32 loc(#loc)
// CHECK: return %0 : i32 loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @file_line_col(%a: i32 loc("in.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("in.mlir":3:4)
  return %0 : i32 loc("in.mlir":4:3)
} loc("in.mlir":1:1)

// -----

// CHECK: module {
// CHECK-LABEL: func.func @aliases() {
// CHECK: %c0 = arith.constant 0 : index loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
// CHECK: #loc = loc(unknown)
#named = loc("named"("n.mlir":7:7))
func.func @aliases() {
  %c0 = arith.constant 0 : index loc(#named)
  return loc(#named)
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @fused_and_callsite(%arg0: memref<4xf32> loc(unknown)) {
// CHECK: %c0 = arith.constant 0 : index loc(#loc)
// CHECK: %0 = memref.load %arg0[%c0] : memref<4xf32> loc(#loc)
// CHECK: memref.store %0, %arg0[%c0] : memref<4xf32> loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @fused_and_callsite(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index loc(fused["a":1:1, "b":2:2])
  %v = memref.load %m[%c0] : memref<4xf32> loc(callsite("f":1:1 at "g":2:2))
  memref.store %v, %m[%c0] : memref<4xf32> loc(fused<"meta">["c":3:3])
  return
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @blocks(%arg0: i1 loc(unknown), %arg1: i32 loc(unknown)) -> i32 {
// CHECK: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 loc(#loc)
// CHECK: ^bb1(%0: i32 loc(unknown)):  // pred: ^bb0
// CHECK: return %0 : i32 loc(#loc)
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: %c1_i32 = arith.constant 1 : i32 loc(#loc)
// CHECK: return %c1_i32 : i32 loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 loc("br":1:1)
^bb1(%x: i32 loc("x":1:1)):
  return %x : i32
^bb2:
  %y = arith.constant 1 : i32 loc("one")
  return %y : i32
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @scf_regions(%arg0: index loc(unknown), %arg1: memref<?xindex> loc(unknown)) {
// CHECK: %c0 = arith.constant 0 : index loc(#loc)
// CHECK: %c1 = arith.constant 1 : index loc(#loc)
// CHECK: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK: memref.store %arg2, %arg1[%arg2] : memref<?xindex> loc(#loc)
// CHECK: } loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @scf_regions(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %i, %m[%i] : memref<?xindex> loc("store":5:5)
  } loc("loop":4:4)
  return
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @launch(%arg0: index loc(unknown)) {
// CHECK: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %arg0, %arg8 = %arg0, %arg9 = %arg0) threads(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) {
// CHECK: %thread_id_x = gpu.thread_id  x loc(#loc)
// CHECK: gpu.terminator loc(#loc)
// CHECK: } loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @launch(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %t = gpu.thread_id x loc("tid":2:2)
    gpu.terminator loc("term":3:3)
  } loc("launch":1:1)
  return
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module attributes {gpu.container_module} {
// CHECK: gpu.module @kernels {
// CHECK-LABEL: gpu.func @kern(%arg0: memref<8xf32> loc(unknown)) workgroup(%arg1 : memref<8xf32, #gpu.address_space<workgroup>>) kernel {
// CHECK: %c0 = arith.constant 0 : index loc(#loc)
// CHECK: %0 = memref.load %arg0[%c0] : memref<8xf32> loc(#loc)
// CHECK: gpu.return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
// CHECK-LABEL: func.func @host(%arg0: memref<8xf32> loc(unknown)) {
// CHECK: %c1 = arith.constant 1 : index loc(#loc)
// CHECK: gpu.launch_func  @kernels::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<8xf32>) loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kern(%arg: memref<8xf32> loc("arg":1:1)) workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index loc("c0":2:2)
      %v = memref.load %arg[%c0] : memref<8xf32> loc("load":3:3)
      gpu.return loc("ret":4:4)
    } loc("kern":1:1)
  } loc("mod":1:1)
  func.func @host(%m: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xf32>) loc("lf":9:9)
    return
  }
} loc("top":1:1)

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @async(%arg0: index loc(unknown)) {
// CHECK: %0 = gpu.wait async loc(#loc)
// CHECK: %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32> loc(#loc)
// CHECK: %1 = gpu.dealloc async [%asyncToken] %memref : memref<?xf32> loc(#loc)
// CHECK: gpu.wait [%1] loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @async(%n: index) {
  %t0 = gpu.wait async loc("w0":1:1)
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32> loc("alloc":2:2)
  %t2 = gpu.dealloc async [%t1] %m : memref<?xf32> loc("dealloc":3:3)
  gpu.wait [%t2] loc("w1":4:4)
  return
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @already_unknown(%arg0: f32 loc(unknown)) -> f32 {
// CHECK: %0 = arith.mulf %arg0, %arg0 : f32 loc(#loc)
// CHECK: return %0 : f32 loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @already_unknown(%a: f32 loc(unknown)) -> f32 {
  %0 = arith.mulf %a, %a : f32 loc(unknown)
  return %0 : f32
}

// -----

// CHECK: #loc = loc(unknown)
// CHECK: module {
// CHECK-LABEL: func.func @scf_if_yield(%arg0: i1 loc(unknown), %arg1: f32 loc(unknown), %arg2: f32 loc(unknown)) -> f32 {
// CHECK: %0 = scf.if %arg0 -> (f32) {
// CHECK: scf.yield %arg1 : f32 loc(#loc)
// CHECK: } else {
// CHECK: scf.yield %arg2 : f32 loc(#loc)
// CHECK: } loc(#loc)
// CHECK: return %0 : f32 loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
func.func @scf_if_yield(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32 loc("then":2:2)
  } else {
    scf.yield %b : f32 loc("else":3:3)
  } loc("if":1:1)
  return %r : f32 loc("ret":4:4)
}

// -----

// CHECK: module {
// CHECK: func.func private @decl(i32, f32) -> i32 loc(#loc)
// CHECK-LABEL: func.func @nested_names() {
// CHECK: %c1_i32 = arith.constant 1 : i32 loc(#loc)
// CHECK: %cst = arith.constant 1.000000e+00 : f32 loc(#loc)
// CHECK: %0 = call @decl(%c1_i32, %cst) : (i32, f32) -> i32 loc(#loc)
// CHECK: return loc(#loc)
// CHECK: } loc(#loc)
// CHECK: } loc(#loc)
// CHECK: #loc = loc(unknown)
func.func private @decl(i32, f32) -> i32 loc("decl":1:1)
func.func @nested_names() {
  %0 = arith.constant 1 : i32 loc("outer"("inner"("x.mlir":1:1)))
  %f = arith.constant 1.0 : f32
  %1 = func.call @decl(%0, %f) : (i32, f32) -> i32 loc(callsite("callee" at "caller":2:2))
  return
}
