// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// gpu.binary with an LLVM bitcode object (mgpuModuleLoad with its size): the bytes escaped as
// llvm::printEscapedString writes them (a backslash doubled).
// The input is mlir-opt-19's output: mlir-opt-19 --gpu-lower-to-nvvm-pipeline="cubin-format=llvm" on
//   module attributes {gpu.container_module} {
//     gpu.module @tiny {
//       gpu.func @set(%p: memref<1xi32>, %v: i32) kernel {
//         %c0 = arith.constant 0 : index
//         memref.store %v, %p[%c0] : memref<1xi32>
//         gpu.return
//       }
//     }
//     func.func @run(%p: memref<1xi32>) {
//       %c1 = arith.constant 1 : index
//       %v = arith.constant 42 : i32
//       %t0 = gpu.wait async
//       %t1 = gpu.launch_func async [%t0] @tiny::@set blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%p : memref<1xi32>, %v : i32)
//       gpu.wait [%t1]
//       return
//     }
//   }

module attributes {gpu.container_module} {
  gpu.binary @tiny  [#gpu.object<#nvvm.target, offload = "BC\C0\DE5\14\00\00\05\00\00\00b\0C0$JY\BEf\DD\FB\B5\BF\0BQ\80L\01\00\00\00!\0C\00\00\81\01\00\00\0B\02!\00\02\00\00\00\19\00\00\00\07\81#\91A\C8\04I\06\1029\92\01\84\0C%\05\08\19\1E\04\8Bb\80\0CE\02B\92\0BBd\102\148\08\18K\0A22\88Hp\C4!#D\12\87\8C\10A\92\02d\C8\08\B1\14 CF\88 \C9\0122\84X\0E\90\91!D\90\A1\82\A2\02\19\C3\07\CB\15\192\8C\8C%\10\1D:t\C8\00\00\89 \00\00\0C\00\00\00\22f\04\10\B2B\82\C9\10RB\82\C9\90q\C2PH\0A\09&C\C6\05B2&\08\0C\1A\01\98#\00\859\020(G\00I\1B\08\00\00\00\00Q\18\00\00\0A\00\00\00\1B\A2\E0\FF\FF\FF\FF\07\C0\14\00?\00\E0\00\F8\03@\02\FA \B0\05a\83!\04\C0\02P\1B\8CA\00\16\80\0E\00\00\00I\18\00\00\02\00\00\00\13\86@\18\00\00\00\00\13&w\B0\07x\A0\07|\B0\03:h\03w\B0\87t \87t\08\876\18\87z \87p\D8\90\06\E5\D0\06\E9`\07t\A0\07v@\07m\90\0Eq \07x\A0\07q \07x\D0\06\F6\10\07v\A0\07q`\07m`\0Fs \07z0\07r\D0\06\EE\10\07v\A0\07s \07z`\07t\A0\11\C2\90QY\BEf\87\00\0B!L\A63P\0B1\A4\02\06\02\00\80\00\00\00@\00\00\00\00\00`\00$6\08\14-\0C\00\00\C8\02\01\05\00\00\002\1E\98\08\19\11L\90\8C\09&G\C6\04CZ\09\00\00\00\B1\18\00\00\C3\00\00\003\08\80\1C\C4\E1\1Cf\14\01=\88C8\84\C3\8CB\80\07yx\07s\98q\0C\E6\00\0F\ED\10\0E\F4\80\0E3\0CB\1E\C2\C1\1D\CE\A1\1Cf0\05=\88C8\84\83\1B\CC\03=\C8C=\8C\03=\CCx\8Ctp\07{\08\07yH\87pp\07zp\03vx\87p \87\19\CC\11\0E\EC\90\0E\E10\0Fn0\0F\E3\F0\0E\F0P\0E3\10\C4\1D\DE!\1C\D8!\1D\C2a\1Ef0\89;\BC\83;\D0C9\B4\03<\BC\83<\84\03;\CC\F0\14v`\07{h\077h\87rh\077\80\87p\90\87p`\07v(\07v\F8\05vx\87w\80\87_\08\87q\18\87r\98\87y\98\81,\EE\F0\0E\EE\E0\0E\F5\C0\0E\EC0\03b\C8\A1\1C\E4\A1\1C\CC\A1\1C\E4\A1\1C\DCa\1C\CA!\1C\C4\81\1D\CAa\06\D6\90C9\C8C9\98C9\C8C9\B8\C38\94C8\88\03;\94\C3/\BC\83<\FC\82;\D4\03;\B0\C3\0C\C7i\87pX\87rp\83th\07x`\87t\18\87t\A0\87\19\CES\0F\EE\00\0F\F2P\0E\E4\90\0E\E3@\0F\E1 \0E\ECP\0E3 (\1D\DC\C1\1E\C2A\1E\D2!\1C\DC\81\1E\DC\E0\1C\E4\E1\1D\EA\01\1Ef\18Q8\B0C:\9C\83;\CCP$v`\07{h\077`\87wx\07x\98QL\F4\90\0F\F0P\0E3\1Ej\1E\CAa\1C\E8!\1D\DE\C1\1D~\01\1E\E4\A1\1C\CC!\1D\F0a\06T\85\838\CC\C3;\B0C=\D0C9\FC\C2<\E4C;\88\C3;\B0\C3\8C\C5\0A\87y\98\87w\18\87t\08\07z(\07r\98\81\\\E3\10\0E\EC\C0\0E\E5P\0E\F30#\C1\D2A\1E\E4\E1\17\D8\E1\1D\DE\01\1EfH\19;\B0\83=\B4\83\1B\84\C38\8CC9\CC\C3<\B8\C19\C8\C3;\D4\03<\CCH\B4q\08\07v`\07q\08\87qX\87\19\DB\C6\0E\EC`\0F\ED\E0\06\F0 \0F\E50\0F\E5 \0F\F6P\0En\10\0E\E30\0E\E50\0F\F3\E0\06\E9\E0\0E\E4P\0E\F80#\E2\ECa\1C\C2\81\1D\D8\E1\17\EC!\1D\E6!\1D\C4!\1D\D8!\1D\E8!\1Ff \9D;\BCC=\B8\039\94\839\CCX\BCpp\07wx\07z\08\07zH\87wp\87\19\CB\E7\0E\EF0\0F\E1\E0\0E\E9@\0F\E9\A0\0F\E50\C3\01\03s\A8\07w\18\87_\98\87pp\87t\A0\87t\D0\87r\98\81\84A9\E0\C38\B0C=\90C9\CC@\C4\A0\1D\CA\A1\1D\E0A\1E\DE\C1\1Cf$c0\0E\E1\C0\0E\EC0\0F\E9@\0F\E50C!\83u\18\07sH\87_\A0\87|\80\87r\98\B1\94\01<\8C\C3<\94\C38\D0C:\BC\83;\CC\C3\8C\C5\0CH!\15Ba\1E\E6!\1D\CE\C1\1DR\81\14fLg0\0E\EF \0F\EF\E0\06\EFP\0F\F40\0F\E9@\0E\E5\E0\06\E6 \0F\E1\D0\0E\E50\A3@\83vh\07y\08\07\00y \00\00\15\00\00\00r\1EH C\88\0C\19\09r2H #\81\8C\91\91\D1D\A0\10(d<12B\8E\90!\A3\18\10\0A\00\06\00\00\00kernel\00\00#\08\000\820\043\0CB0\C8H`\82\12r\B3\B3ks\09ss{\A3\0B\A3K{s\9B\1B%\18\00\A9\18\00\00-\00\00\00\0B\0Ar(\87w\80\07zXp\98C=\B8\C38\B0C9\D0\C3\82\E6\1C\C6\A1\0D\E8A\1E\C2\C1\1D\E6!\1D\E8!\1D\DE\C1\1D\164\E3`\0E\E7P\0F\E1 \0F\E4@\0F\E1 \0F\E7P\0E\F4\B0\80\81\07y(\87p`\07vx\87q\08\07z(\07rXp\9C\C38\B4\01;\A4\83=\94\C3\02k\1C\D8!\1C\DC\E1\1C\DC \1C\E4a\1C\DC \1C\E8\81\1E\C2a\1C\D0\A1\1C\C8a\1C\C2\81\1D\D8a\C1\01\0F\F4 \0F\E1P\0F\F4\80\0E\0B\88u\18\07sH\87\05\CF8\BC\83;\D8C9\C8\C39\94\83;\8CC9\8C\03=\C8\03;\00\00\00\00\D1\10\00\00\06\00\00\00\07\CC<\A4\83;\9C\03;\94\03=\A0\83<\94C8\90\C3\01\00\00\00a \00\00\03\00\00\00\13\04\C1\B0\01Q\04\03\B0\00\00\00q \00\00\03\00\00\002\0E\10\22\84\00\80\03\00\00\00\00\00\00\00\00e\0C\00\00\1F\00\00\00\12\03\94\F0\00\00\00\00\03\00\00\00\03\00\00\00\06\00\00\00L\00\00\00\01\00\00\00X\00\00\00\00\00\00\00X\00\00\00\01\00\00\00p\00\00\00\00\00\00\00\09\00\00\00\13\00\00\00\1C\00\00\00\11\00\00\00\03\00\00\00\00\00\00\00p\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\03\00\00\00\00\00\00\00\03\00\00\00\FF\FF\FF\FF\00$\00\00\00\00\00\00]\0C\00\00\0F\00\00\00\12\03\94m\00\00\00\00set19.1.7nvptx64-nvidia-cudaLLVMDialectModule\00\00\00\00\00\00\00">]
  llvm.func @run(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    gpu.launch_func <%2 : !llvm.ptr> @tiny::@set blocks in (%1, %1, %1) threads in (%1, %1, %1) : i64 args(%arg0 : !llvm.ptr, %arg1 : !llvm.ptr, %arg2 : i64, %arg3 : i64, %arg4 : i64, %0 : i32)
    llvm.call @mgpuStreamSynchronize(%2) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%2) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}


// CHECK: %0 = type { ptr, ptr, i64, i64, i64, i32 }
// CHECK: @tiny_bin_cst = internal constant [1780 x i8] {{.*}}, align 8
// CHECK: @tiny_set_kernel_name = private unnamed_addr constant [4 x i8] c"set\00", align 1
// CHECK:   %6 = call ptr @mgpuStreamCreate()
// CHECK:   %7 = alloca %0, align 8
// CHECK:   %8 = alloca ptr, i64 6, align 8
// CHECK:   %21 = call ptr @mgpuModuleLoad(ptr @tiny_bin_cst, i64 1780)
// CHECK:   %22 = call ptr @mgpuModuleGetFunction(ptr %21, ptr @tiny_set_kernel_name)
// CHECK:   call void @mgpuLaunchKernel(ptr %22, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i32 0, ptr %6, ptr %8, ptr null, i64 6)
// CHECK:   call void @mgpuModuleUnload(ptr %21)
// CHECK:   call void @mgpuStreamSynchronize(ptr %6)
// CHECK:   call void @mgpuStreamDestroy(ptr %6)
// CHECK: declare ptr @mgpuStreamCreate()
// CHECK: declare void @mgpuStreamSynchronize(ptr)
// CHECK: declare void @mgpuStreamDestroy(ptr)
// CHECK: declare ptr @mgpuModuleLoad(ptr, i64)
// CHECK: declare ptr @mgpuModuleGetFunction(ptr, ptr)
// CHECK: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// CHECK: declare void @mgpuModuleUnload(ptr)
