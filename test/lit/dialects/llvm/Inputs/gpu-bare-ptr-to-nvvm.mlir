module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal constant @printfFormat_0("%d %f %d\0A\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.func @k(%arg0: !llvm.ptr, %arg1: f32, %arg2: i32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 8, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %3 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
      %4 = llvm.fpext %arg1 : f32 to f64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.alloca %5 x !llvm.struct<(i64, f64, i32)> : (i64) -> !llvm.ptr
      %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f64, i32)>
      llvm.store %1, %7 : i64, !llvm.ptr
      %8 = llvm.getelementptr %6[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f64, i32)>
      llvm.store %4, %8 : f64, !llvm.ptr
      %9 = llvm.getelementptr %6[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f64, i32)>
      llvm.store %arg2, %9 : i32, !llvm.ptr
      %10 = llvm.call @vprintf(%3, %6) : (!llvm.ptr, !llvm.ptr) -> i32
      llvm.return
    }
  }
}

