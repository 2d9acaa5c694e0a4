module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
  llvm.func @loops(%arg0: i64, %arg1: i32, %arg2: i1, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: f32) -> i32 {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<16xf32>
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%7 : i64)
  ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.icmp "slt" %10, %arg0 : i64
    llvm.cond_br %11, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.getelementptr %12[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %arg8, %13 : f32, !llvm.ptr
    %14 = llvm.add %10, %9 : i64
    llvm.br ^bb1(%14 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%7, %arg1 : i64, i32)
  ^bb4(%15: i64, %16: i32):  // 2 preds: ^bb3, ^bb5
    %17 = llvm.icmp "slt" %15, %arg0 : i64
    llvm.cond_br %17, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %18 = llvm.add %16, %arg1 : i32
    %19 = llvm.add %15, %9 : i64
    llvm.br ^bb4(%19, %18 : i64, i32)
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7(%arg1 : i32)
  ^bb7(%20: i32):  // 2 preds: ^bb6, ^bb7
    %21 = llvm.icmp "slt" %20, %arg1 : i32
    llvm.cond_br %21, ^bb7(%20 : i32), ^bb8
  ^bb8:  // pred: ^bb7
    llvm.cond_br %arg2, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    llvm.br ^bb11(%16 : i32)
  ^bb10:  // pred: ^bb8
    llvm.br ^bb11(%20 : i32)
  ^bb11(%22: i32):  // 2 preds: ^bb9, ^bb10
    llvm.br ^bb12
  ^bb12:  // pred: ^bb11
    llvm.cond_br %arg2, ^bb13, ^bb19
  ^bb13:  // pred: ^bb12
    llvm.switch %arg1 : i32, ^bb14(%arg1 : i32) [
      1: ^bb14(%22 : i32),
      5: ^bb15
    ]
  ^bb14(%23: i32):  // 2 preds: ^bb13, ^bb13
    llvm.return %23 : i32
  ^bb15:  // pred: ^bb13
    %24 = memref.generic_atomic_rmw %6[%8] : memref<16xf32> {
    ^bb0(%arg9: f32):
      %32 = llvm.fadd %arg9, %arg8  : f32
      memref.atomic_yield %32 : f32
    }
    llvm.br ^bb16(%7 : i64)
  ^bb16(%25: i64):  // 2 preds: ^bb15, ^bb17
    %26 = llvm.icmp "slt" %25, %arg0 : i64
    llvm.cond_br %26, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %27 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.getelementptr %27[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %arg8, %28 : f32, !llvm.ptr
    %29 = llvm.add %25, %9 : i64
    llvm.br ^bb16(%29 : i64)
  ^bb18:  // pred: ^bb16
    llvm.return %arg1 : i32
  ^bb19:  // pred: ^bb12
    %30 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %31 = llvm.getelementptr %30[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
    llvm.call @puts(%31) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

