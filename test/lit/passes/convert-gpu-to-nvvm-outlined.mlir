// RUN: gpuopt %s --gpu-kernel-outlining --nvvm-attach-target --convert-gpu-to-nvvm --split-input-file | FileCheck %s

// gpu.launch bodies outlined, targeted and lowered as mlir-opt-19 chains the three passes: the
// outlined known_block_size becomes nvvm.maxntid, kernels keep their launch sizes.

// launch shuffle exp
// CHECK: gpu.module @main_kernel [#nvvm.target]  {
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK-LABEL: llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
// CHECK: %10 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %11 = llvm.sext %10 : i32 to i64
// CHECK: %15 = llvm.call @__nv_expf(%14) : (f32) -> f32
// CHECK: %22 = nvvm.shfl.sync  bfly %20, %15, %9, %21 : f32 -> f32
// CHECK: llvm.return
func.func @main(%m: memref<128xf32>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %o = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %v = memref.load %m[%tx] : memref<128xf32>
    %e = math.exp %v : f32
    %r, %ok = gpu.shuffle xor %e, %o, %w : f32
    memref.store %r, %m[%tx] : memref<128xf32>
    gpu.terminator
  }
  return
}

// -----

// launch 2d shared
// CHECK: gpu.module @transpose_kernel [#nvvm.target]  {
// CHECK: llvm.mlir.global internal @__wg_transpose_kernel_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
// CHECK-LABEL: llvm.func @transpose_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, gpu.known_grid_size = array<i32: 2, 2, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
// CHECK: %35 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %36 = llvm.sext %35 : i32 to i64
// CHECK: %37 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %38 = llvm.sext %37 : i32 to i64
// CHECK: %39 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %40 = llvm.sext %39 : i32 to i64
// CHECK: %41 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK: %42 = llvm.sext %41 : i32 to i64
// CHECK: nvvm.barrier0
// CHECK: llvm.return
func.func @transpose(%in: memref<32x32xf32>, %out: memref<32x32xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c16, %sz = %c1) workgroup(%tile : memref<16x16xf32, #gpu.address_space<workgroup>>) {
    %i = arith.muli %by, %c16 : index
    %row = arith.addi %i, %ty : index
    %j = arith.muli %bx, %c16 : index
    %col = arith.addi %j, %tx : index
    %v = memref.load %in[%row, %col] : memref<32x32xf32>
    memref.store %v, %tile[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %tile[%tx, %ty] : memref<16x16xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%col, %row] : memref<32x32xf32>
    gpu.terminator
  }
  return
}

// -----

// launch dynamic smem printf
// CHECK: gpu.module @main_kernel [#nvvm.target]  {
// CHECK: llvm.mlir.global internal constant @printfFormat_0("block %lld byte %d\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @main_kernel() attributes {gpu.kernel, gpu.known_block_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1, 1, 1>} {
// CHECK: %1 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %2 = llvm.sext %1 : i32 to i64
// CHECK: %23 = llvm.alloca %22 x !llvm.struct<(i64, i8)> : (i64) -> !llvm.ptr
// CHECK: %26 = llvm.call @vprintf(%21, %23) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.return
func.func @main(%n: index, %bytes: i32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %bytes {
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %b = memref.load %smem[%c0] : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.printf "block %lld byte %d\n" %bx, %b : index, i8
    gpu.terminator
  }
  return
}

// -----

// two launches
// CHECK: gpu.module @two_kernel [#nvvm.target]  {
// CHECK: llvm.func @__nv_sqrt(f64) -> f64
// CHECK-LABEL: llvm.func @two_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
// CHECK: %8 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %9 = llvm.sext %8 : i32 to i64
// CHECK: %13 = llvm.call @__nv_sqrt(%12) : (f64) -> f64
// CHECK: llvm.return
// CHECK: gpu.module @two_kernel_0 [#nvvm.target]  {
// CHECK-LABEL: llvm.func @two_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
// CHECK: %11 = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %12 = llvm.sext %11 : i32 to i64
// CHECK: %26 = nvvm.shfl.sync  down %24, %17, %10, %25 : i32 -> i32
// CHECK: %33 = nvvm.shfl.sync  down %31, %19, %10, %32 : i32 -> i32
// CHECK: llvm.return
func.func @two(%a: memref<?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %a[%tx] : memref<?xf64>
    %s = math.sqrt %v : f64
    memref.store %s, %a[%tx] : memref<?xf64>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %lane = gpu.lane_id
    %v = memref.load %a[%lane] : memref<?xf64>
    %o = arith.constant 4 : i32
    %w = arith.constant 32 : i32
    %r, %ok = gpu.shuffle down %v, %o, %w : f64
    memref.store %r, %a[%lane] : memref<?xf64>
    gpu.terminator
  }
  return
}
