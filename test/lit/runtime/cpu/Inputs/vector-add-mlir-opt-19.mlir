// mlir-opt-19's lowering of examples/vector-add.mlir, saved as it printed it:
//   mlir-opt-19 examples/vector-add.mlir --gpu-lower-to-nvvm-pipeline="cubin-format=llvm"
// (a gpu.binary holding the kernel as LLVM bitcode, gpu.launch_func on llvm-typed operands
// and a stream).
module attributes {gpu.container_module} {
  llvm.func @free(!llvm.ptr)
  llvm.func @printNewline()
  llvm.func @printF32(f32)
  llvm.func @malloc(i64) -> !llvm.ptr
  gpu.binary @kernels  [#gpu.object<#nvvm.target, offload = "BC\C0\DE5\14\00\00\05\00\00\00b\0C0$JY\BEf\DD\FB\B5\BF\0BQ\80L\01\00\00\00!\0C\00\00\BD\01\00\00\0B\02!\00\02\00\00\00\19\00\00\00\07\81#\91A\C8\04I\06\1029\92\01\84\0C%\05\08\19\1E\04\8Bb\80\10E\02B\92\0BB\84\102\148\08\18K\0A2B\88Hp\C4!#D\12\87\8C\10A\92\02d\C8\08\B1\14 CF\88 \C9\012B\84X\0E\90\11\22D\90\A1\82\A2\02\19\C3\07\CB\15\19B\8C\8C%\10\1D:t\C8\00\00\89 \00\00\0F\00\00\00\22f\04\10\B2B\82\09\11RB\82\09\91q\C2PH\0A\09&D\C6\05BB&\08\14\1A\01\98#\00\85\12\05\80\88\00\88\08\80\88\C8\1C\01\18\94\80\06\02\E6\08\82)\80\19\00\00Q\18\00\00 \00\00\00\1B\A2\E0\FF\FF\FF\FF\07\C0\14\00?\00\E0\00\F8\03@\02\FA \B0\85a\83!\04\C0\02P\1B\8CA\00\16\A0\DA`\10\06\B0\00\D4\06\A38\80\05\A86\18\C6\02,\00\B5\C18\18`\01\E8`\C3\84\FC\FF\FF\FF\FF\00\98\02p\0A\80\1F\00\7F\00H@\1D\00}\10\D8\02\B0\81H\00\80\146\1C\0Ap\F0\02\18\00 (l8\16\E0\E0\050\00\FC\FF\FF\FF\7F\D8p0\C0\C1\0B` \88\A0\00I\18\00\00\05\00\00\00\13\8E@\18\88\C28&\08H2!P&\04\CB\84\80\01\00\13&w\B0\07x\A0\07|\B0\03:h\03w\B0\87t \87t\08\876\18\87z \87p\D8\90\06\E5\D0\06\E9`\07t\A0\07v@\07m\90\0Eq \07x\A0\07q \07x\D0\06\F6\10\07v\A0\07q`\07m`\0Fs \07z0\07r\D0\06\EE\10\07v\A0\07s \07z`\07t\A0\11\C2\90QY\BEf\87\00\0B!L\A63P\0B1\A4\02\94\01\00\80\00\00\00@\00\00\00\00\00@\01\86TJW\00\01 \00\00\00\00\00\00\00\00\00(\C0\90\EA\0C\BE\02\08\00\01\00\00\00\00\00\00\00\00@\01\86T\A6\E0\15@\00\08\00\00\00\00\00\00\00\00\00\0A \B1A\A0hp\00\00@\16\08\00\00\05\00\00\002\1E\98\0C\19\11L\90\8C\09&G\C6\04C\A2\12\00\00\00\B1\18\00\00\C3\00\00\003\08\80\1C\C4\E1\1Cf\14\01=\88C8\84\C3\8CB\80\07yx\07s\98q\0C\E6\00\0F\ED\10\0E\F4\80\0E3\0CB\1E\C2\C1\1D\CE\A1\1Cf0\05=\88C8\84\83\1B\CC\03=\C8C=\8C\03=\CCx\8Ctp\07{\08\07yH\87pp\07zp\03vx\87p \87\19\CC\11\0E\EC\90\0E\E10\0Fn0\0F\E3\F0\0E\F0P\0E3\10\C4\1D\DE!\1C\D8!\1D\C2a\1Ef0\89;\BC\83;\D0C9\B4\03<\BC\83<\84\03;\CC\F0\14v`\07{h\077h\87rh\077\80\87p\90\87p`\07v(\07v\F8\05vx\87w\80\87_\08\87q\18\87r\98\87y\98\81,\EE\F0\0E\EE\E0\0E\F5\C0\0E\EC0\03b\C8\A1\1C\E4\A1\1C\CC\A1\1C\E4\A1\1C\DCa\1C\CA!\1C\C4\81\1D\CAa\06\D6\90C9\C8C9\98C9\C8C9\B8\C38\94C8\88\03;\94\C3/\BC\83<\FC\82;\D4\03;\B0\C3\0C\C7i\87pX\87rp\83th\07x`\87t\18\87t\A0\87\19\CES\0F\EE\00\0F\F2P\0E\E4\90\0E\E3@\0F\E1 \0E\ECP\0E3 (\1D\DC\C1\1E\C2A\1E\D2!\1C\DC\81\1E\DC\E0\1C\E4\E1\1D\EA\01\1Ef\18Q8\B0C:\9C\83;\CCP$v`\07{h\077`\87wx\07x\98QL\F4\90\0F\F0P\0E3\1Ej\1E\CAa\1C\E8!\1D\DE\C1\1D~\01\1E\E4\A1\1C\CC!\1D\F0a\06T\85\838\CC\C3;\B0C=\D0C9\FC\C2<\E4C;\88\C3;\B0\C3\8C\C5\0A\87y\98\87w\18\87t\08\07z(\07r\98\81\\\E3\10\0E\EC\C0\0E\E5P\0E\F30#\C1\D2A\1E\E4\E1\17\D8\E1\1D\DE\01\1EfH\19;\B0\83=\B4\83\1B\84\C38\8CC9\CC\C3<\B8\C19\C8\C3;\D4\03<\CCH\B4q\08\07v`\07q\08\87qX\87\19\DB\C6\0E\EC`\0F\ED\E0\06\F0 \0F\E50\0F\E5 \0F\F6P\0En\10\0E\E30\0E\E50\0F\F3\E0\06\E9\E0\0E\E4P\0E\F80#\E2\ECa\1C\C2\81\1D\D8\E1\17\EC!\1D\E6!\1D\C4!\1D\D8!\1D\E8!\1Ff \9D;\BCC=\B8\039\94\839\CCX\BCpp\07wx\07z\08\07zH\87wp\87\19\CB\E7\0E\EF0\0F\E1\E0\0E\E9@\0F\E9\A0\0F\E50\C3\01\03s\A8\07w\18\87_\98\87pp\87t\A0\87t\D0\87r\98\81\84A9\E0\C38\B0C=\90C9\CC@\C4\A0\1D\CA\A1\1D\E0A\1E\DE\C1\1Cf$c0\0E\E1\C0\0E\EC0\0F\E9@\0F\E50C!\83u\18\07sH\87_\A0\87|\80\87r\98\B1\94\01<\8C\C3<\94\C38\D0C:\BC\83;\CC\C3\8C\C5\0CH!\15Ba\1E\E6!\1D\CE\C1\1DR\81\14fLg0\0E\EF \0F\EF\E0\06\EFP\0F\F40\0F\E9@\0E\E5\E0\06\E6 \0F\E1\D0\0E\E50\A3@\83vh\07y\08\07\00y \00\00\15\00\00\00r\1EH C\88\0C\19\09r2H #\81\8C\91\91\D1D\A0\10(d<12B\8E\90!\A3\18\10\0A\00\06\00\00\00kernel\00\00#\08\000\82@\103\0CB0\C8H`\82\12r\B3\B3ks\09ss{\A3\0B\A3K{s\9B\1B%\18\00\A9\18\00\00-\00\00\00\0B\0Ar(\87w\80\07zXp\98C=\B8\C38\B0C9\D0\C3\82\E6\1C\C6\A1\0D\E8A\1E\C2\C1\1D\E6!\1D\E8!\1D\DE\C1\1D\164\E3`\0E\E7P\0F\E1 \0F\E4@\0F\E1 \0F\E7P\0E\F4\B0\80\81\07y(\87p`\07vx\87q\08\07z(\07rXp\9C\C38\B4\01;\A4\83=\94\C3\02k\1C\D8!\1C\DC\E1\1C\DC \1C\E4a\1C\DC \1C\E8\81\1E\C2a\1C\D0\A1\1C\C8a\1C\C2\81\1D\D8a\C1\01\0F\F4 \0F\E1P\0F\F4\80\0E\0B\88u\18\07sH\87\05\CF8\BC\83;\D8C9\C8\C39\94\83;\8CC9\8C\03=\C8\03;\00\00\00\00\D1\10\00\00\06\00\00\00\07\CC<\A4\83;\9C\03;\94\03=\A0\83<\94C8\90\C3\01\00\00\00a \00\00\15\00\00\00\13\04\C3\88\011\84 \18\14\94\06\12\01#\06\04\11\82`PT\1AH\04\8C\18\10E\08\82Aai \11\80C \03\18\1800\DC\10$d0\CB\10\08\81#\05Gp\A4@\0D\8E\144\82\82\1C4\E48!\80a\03\C2\08\06`\96@X\00\00\00\00q \00\00\03\00\00\002\0E\10\22\84\00\AA\03\00\00\00\00\00\00\00\00e\0C\00\001\00\00\00\12\03\94x\01\00\00\00\03\00\00\00d\00\00\00\06\00\00\00L\00\00\00\01\00\00\00X\00\00\00\00\00\00\00X\00\00\00\04\00\00\00\B8\00\00\00\00\00\00\00j\00\00\00\13\00\00\00}\00\00\00\11\00\00\00\0A\00\00\00\00\00\00\00\B8\00\00\00\00\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\00\00\00\00\0A\00\00\00\00\00\00\00\0A\00\00\00\FF\FF\FF\FF\00$\00\00\0A\00\00\00\1D\00\00\00\0A\00\00\00\1D\00\00\00\FF\FF\FF\FF\08,\00\00'\00\00\00\1F\00\00\00'\00\00\00\1F\00\00\00\FF\FF\FF\FF\08,\00\00F\00\00\00\1E\00\00\00F\00\00\00\1E\00\00\00\FF\FF\FF\FF\08,\00\00\00\00\00\00]\0C\00\00'\00\00\00\12\03\94.\01\00\00\00vector_addllvm.nvvm.read.ptx.sreg.tid.xllvm.nvvm.read.ptx.sreg.ctaid.xllvm.nvvm.read.ptx.sreg.ntid.x19.1.7nvptx64-nvidia-cudaLLVMDialectModule\00\00\00\00\00\00">]
  llvm.func @vector_add(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.constant(256 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(255 : index) : i64
    %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %10[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.alloca %3 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %11, %12 : !llvm.array<1 x i64>, !llvm.ptr
    %13 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
    %14 = llvm.load %13 : !llvm.ptr -> i64
    %15 = llvm.add %14, %5 : i64
    %16 = llvm.udiv %15, %2  : i64
    %17 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %18 = llvm.getelementptr %1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.call @mgpuMemAlloc(%19, %17, %0) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %21 = llvm.call @mgpuMemAlloc(%19, %17, %0) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %22 = llvm.call @mgpuMemAlloc(%19, %17, %0) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %23 = llvm.mul %arg4, %arg3 : i64
    %24 = llvm.getelementptr %1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
    llvm.call @mgpuMemcpy(%20, %arg1, %25, %17) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %26 = llvm.mul %arg9, %arg8 : i64
    %27 = llvm.getelementptr %1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
    llvm.call @mgpuMemcpy(%21, %arg6, %28, %17) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    gpu.launch_func <%17 : !llvm.ptr> @kernels::@vector_add blocks in (%16, %3, %3) threads in (%2, %3, %3) : i64 args(%20 : !llvm.ptr, %20 : !llvm.ptr, %4 : i64, %14 : i64, %3 : i64, %21 : !llvm.ptr, %21 : !llvm.ptr, %4 : i64, %14 : i64, %3 : i64, %22 : !llvm.ptr, %22 : !llvm.ptr, %4 : i64, %14 : i64, %3 : i64, %14 : i64)
    %29 = llvm.mul %14, %3 : i64
    %30 = llvm.getelementptr %1[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    llvm.call @mgpuMemcpy(%arg11, %22, %31, %17) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.call @mgpuMemFree(%20, %17) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuMemFree(%21, %17) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuMemFree(%22, %17) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%17) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%17) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.mlir.constant(1024 : index) : i64
    %7 = llvm.getelementptr %0[1024] : (!llvm.ptr) -> !llvm.ptr, f32
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %11 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    llvm.br ^bb1(%5 : i64)
  ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb2
    %13 = llvm.icmp "slt" %12, %6 : i64
    llvm.cond_br %13, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %14 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2, %14 : f32, !llvm.ptr
    %15 = llvm.getelementptr %10[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1, %15 : f32, !llvm.ptr
    %16 = llvm.add %12, %4 : i64
    llvm.br ^bb1(%16 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @vector_add(%9, %9, %5, %6, %4, %10, %10, %5, %6, %4, %11, %11, %5, %6, %4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.br ^bb4(%5, %3 : i64, f32)
  ^bb4(%17: i64, %18: f32):  // 2 preds: ^bb3, ^bb5
    %19 = llvm.icmp "slt" %17, %6 : i64
    llvm.cond_br %19, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %20 = llvm.getelementptr %11[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %21 = llvm.load %20 : !llvm.ptr -> f32
    %22 = llvm.fadd %18, %21  : f32
    %23 = llvm.add %17, %4 : i64
    llvm.br ^bb4(%23, %22 : i64, f32)
  ^bb6:  // pred: ^bb4
    llvm.call @printF32(%18) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%9) : (!llvm.ptr) -> ()
    llvm.call @free(%10) : (!llvm.ptr) -> ()
    llvm.call @free(%11) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

