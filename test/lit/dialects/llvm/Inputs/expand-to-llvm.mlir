module {
  llvm.func @gen(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i32) -> i32 {
    %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
    %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<16xi32>
    %8 = memref.generic_atomic_rmw %7[%0] : memref<16xi32> {
    ^bb0(%arg7: i32):
      %21 = llvm.add %arg7, %arg6 : i32
      memref.atomic_yield %21 : i32
    }
    %9 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.getelementptr %9[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %11 = llvm.atomicrmw xchg %10, %arg6 acq_rel : !llvm.ptr, i32
    %12 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.getelementptr %12[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %14 = llvm.atomicrmw min %13, %arg6 acq_rel : !llvm.ptr, i32
    %15 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.getelementptr %15[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %17 = llvm.atomicrmw umin %16, %arg6 acq_rel : !llvm.ptr, i32
    %18 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.getelementptr %18[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %20 = llvm.atomicrmw _and %19, %arg6 acq_rel : !llvm.ptr, i32
    llvm.return %8 : i32
  }
  llvm.func @expand(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> !llvm.struct<(i32, i32, i32, f32, f32, f32)> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.icmp "sgt" %arg1, %1 : i32
    %4 = llvm.select %3, %2, %0 : i1, i32
    %5 = llvm.add %4, %arg0 : i32
    %6 = llvm.sdiv %5, %arg1  : i32
    %7 = llvm.add %6, %0 : i32
    %8 = llvm.sub %1, %arg0 : i32
    %9 = llvm.sdiv %8, %arg1  : i32
    %10 = llvm.sub %1, %9 : i32
    %11 = llvm.icmp "slt" %arg0, %1 : i32
    %12 = llvm.icmp "sgt" %arg0, %1 : i32
    %13 = llvm.icmp "slt" %arg1, %1 : i32
    %14 = llvm.icmp "sgt" %arg1, %1 : i32
    %15 = llvm.and %11, %13  : i1
    %16 = llvm.and %12, %14  : i1
    %17 = llvm.or %15, %16  : i1
    %18 = llvm.select %17, %7, %10 : i1, i32
    %19 = llvm.sdiv %arg0, %arg1  : i32
    %20 = llvm.mul %19, %arg1 : i32
    %21 = llvm.icmp "ne" %arg0, %20 : i32
    %22 = llvm.mlir.constant(0 : i32) : i32
    %23 = llvm.icmp "slt" %arg0, %22 : i32
    %24 = llvm.icmp "slt" %arg1, %22 : i32
    %25 = llvm.icmp "ne" %23, %24 : i1
    %26 = llvm.and %21, %25  : i1
    %27 = llvm.mlir.constant(-1 : i32) : i32
    %28 = llvm.add %19, %27 : i32
    %29 = llvm.select %26, %28, %19 : i1, i32
    %30 = llvm.mlir.constant(0 : i32) : i32
    %31 = llvm.icmp "eq" %arg0, %30 : i32
    %32 = llvm.mlir.constant(1 : i32) : i32
    %33 = llvm.sub %arg0, %32 : i32
    %34 = llvm.udiv %33, %arg1  : i32
    %35 = llvm.add %34, %32 : i32
    %36 = llvm.select %31, %30, %35 : i1, i32
    %37 = math.tanh %arg2 : f32
    %38 = llvm.intr.powi(%arg2, %arg0)  : (f32, i32) -> f32
    %39 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
    %40 = llvm.fcmp "ugt" %arg2, %arg3 : f32
    %41 = llvm.select %40, %arg2, %arg3 : i1, f32
    %42 = llvm.fcmp "uno" %arg3, %arg3 : f32
    %43 = llvm.select %42, %arg3, %41 : i1, f32
    %44 = math.erf %arg2 : f32
    %45 = llvm.mlir.undef : !llvm.struct<(i32, i32, i32, f32, f32, f32)>
    %46 = llvm.insertvalue %18, %45[0] : !llvm.struct<(i32, i32, i32, f32, f32, f32)> 
    %47 = llvm.insertvalue %29, %46[1] : !llvm.struct<(i32, i32, i32, f32, f32, f32)> 
    %48 = llvm.insertvalue %36, %47[2] : !llvm.struct<(i32, i32, i32, f32, f32, f32)> 
    %49 = llvm.insertvalue %37, %48[3] : !llvm.struct<(i32, i32, i32, f32, f32, f32)> 
    %50 = llvm.insertvalue %43, %49[4] : !llvm.struct<(i32, i32, i32, f32, f32, f32)> 
    %51 = llvm.insertvalue %44, %50[5] : !llvm.struct<(i32, i32, i32, f32, f32, f32)> 
    llvm.return %51 : !llvm.struct<(i32, i32, i32, f32, f32, f32)>
  }
}

