// Issue 20, bug 1, as the lowering before the fix made it: fork-join-implicit.mlir's program,
// lowered by convert-gpu-to-llvm (already llvm dialect), with the join's event recorded right
// after the first of the two launches on the forked stream (@left), not after the last
// (@right). A buggy input, edited by hand: the copy after the join is not ordered after
// @right. The race detector names both operations; the deferred schedule and some random
// seeds print [1, 0, 0, 0] (the copy runs before @right); others print the right data by luck.
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-check-races 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:3 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 2>&1 | FileCheck %s --check-prefix=LUCKY
// RUN: %python %S/Inputs/run-seeds.py 1 6 gpuopt-runner %s -e main --entry-point-result=void --device=cpu > %t.first
// RUN: %python %S/Inputs/run-seeds.py 1 6 gpuopt-runner %s -e main --entry-point-result=void --device=cpu > %t.again
// RUN: cmp %t.first %t.again
// RUN: FileCheck %s --check-prefix=SEEDS < %t.first
// SEEDS-DAG: random:3: [1,  0,  0,  0]
// SEEDS-DAG: random:1: [1,  2,  0,  0]
// RACE: error: race on the 16-byte device allocation created at {{.*}}fork-join-before-fix.mlir:127:{{[0-9]+}} (mgpuMemAlloc in @main): a read by mgpuMemcpy at {{.*}}fork-join-before-fix.mlir:143:{{[0-9]+}} is not ordered with a write by mgpuLaunchKernel at {{.*}}fork-join-before-fix.mlir:138:{{[0-9]+}} (@right)
// RACE-NOT: race on
// RACE: [1,  2,  0,  0]
// WRONG: [1,  0,  0,  0]
// LUCKY: [1,  2,  0,  0]
module attributes {gpu.container_module} {
  llvm.func @free(!llvm.ptr)
  llvm.mlir.global internal constant @k_right_kernel_name("right\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @k_left_kernel_name("left\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @k_bin_cst("BC\C0\DE5\14\00\00\05\00\00\00b\0C0$JY\BE\A6m\FB\B5O\0BQ\80L\01\00\00\00!\0C\00\00\A2\01\00\00\0B\02!\00\02\00\00\00\22\00\00\00\07\81#\91A\C8\04I\06\1029\92\01\84\0C%\05\08\19\1E\04\8Bb\80\0CE\02B\92\0BBd\102\148\08\18K\0A22\88H\B0d!C\86\88\04G\1C2B$q\C8\08\11$)@\86\8C\10K\012d\84\08\92\1C #C\88\E5\00\19\19B\04\19*(*\90Q\\ #\B9@\86\0C\19\C3\07\CB\15\192\8C\8C$\07\192b,9\C8\90\11#\C8\12\88\0E\1D:dDG\C8\10\22CF\02\19\1A\00\89 \00\00\0C\00\00\00\22f\04\10\B2B\82\C9\10RB\82\C9\90q\C2PH\0A\09&C\C6\05B2&\08\0C\1A\01\98#\00\85b\04\904\100G\00\06\00\00\00\00\1A!\0C\19\95\E5kv\08\B0\10\C2d:\03\B5\10C*\80\18N\01\00\00\00\00\00\00\00\00\00\00\00\02\18R\11\C5p\0A\00\00\00\00\00\00\00\00\00\00\00\10\80\C4\06\81\A2\A6\01\00\00Y \05\00\00\002\1E\98\0C\19\11L\90\8C\09&G\C6\04Cj\11\94\01\00\B1\18\00\00\E1\00\00\003\08\80\1C\C4\E1\1Cf\14\01=\88C8\84\C3\8CB\80\07yx\07s\98q\0C\E6\00\0F\ED\10\0E\F4\80\0E3\0CB\1E\C2\C1\1D\CE\A1\1Cf0\05=\88C8\84\83\1B\CC\03=\C8C=\8C\03=\CCx\8Ctp\07{\08\07yH\87pp\07zp\03vx\87p \87\19\CC\11\0E\EC\90\0E\E10\0Fn0\0F\E3\F0\0E\F0P\0E3\10\C4\1D\DE!\1C\D8!\1D\C2a\1Ef0\89;\BC\83;\D0C9\B4\03<\BC\83<\84\03;\CC\F0\14v`\07{h\077h\87rh\077\80\87p\90\87p`\07v(\07v\F8\05vx\87w\80\87_\08\87q\18\87r\98\87y\98\81,\EE\F0\0E\EE\E0\0E\F5\C0\0E\EC0\03b\C8\A1\1C\E4\A1\1C\CC\A1\1C\E4\A1\1C\DCa\1C\CA!\1C\C4\81\1D\CAa\06\D6\90C9\C8C9\98C9\C8C9\B8\C38\94C8\88\03;\94\C3/\BC\83<\FC\82;\D4\03;\B0\C3\0C\C7i\87pX\87rp\83th\07x`\87t\18\87t\A0\87\19\CES\0F\EE\00\0F\F2P\0E\E4\90\0E\E3@\0F\E1 \0E\ECP\0E3 (\1D\DC\C1\1E\C2A\1E\D2!\1C\DC\81\1E\DC\E0\1C\E4\E1\1D\EA\01\1Ef\18Q8\B0C:\9C\83;\CCP$v`\07{h\077`\87wx\07x\98QL\F4\90\0F\F0P\0E3\1Ej\1E\CAa\1C\E8!\1D\DE\C1\1D~\01\1E\E4\A1\1C\CC!\1D\F0a\06T\85\838\CC\C3;\B0C=\D0C9\FC\C2<\E4C;\88\C3;\B0\C3\8C\C5\0A\87y\98\87w\18\87t\08\07z(\07r\98\81\\\E3\10\0E\EC\C0\0E\E5P\0E\F30#\C1\D2A\1E\E4\E1\17\D8\E1\1D\DE\01\1EfH\19;\B0\83=\B4\83\1B\84\C38\8CC9\CC\C3<\B8\C19\C8\C3;\D4\03<\CCH\B4q\08\07v`\07q\08\87qX\87\19\DB\C6\0E\EC`\0F\ED\E0\06\F0 \0F\E50\0F\E5 \0F\F6P\0En\10\0E\E30\0E\E50\0F\F3\E0\06\E9\E0\0E\E4P\0E\F80#\E2\ECa\1C\C2\81\1D\D8\E1\17\EC!\1D\E6!\1D\C4!\1D\D8!\1D\E8!\1Ff \9D;\BCC=\B8\039\94\839\CCX\BCpp\07wx\07z\08\07zH\87wp\87\19\CB\E7\0E\EF0\0F\E1\E0\0E\E9@\0F\E9\A0\0F\E50\C3\01\03s\A8\07w\18\87_\98\87pp\87t\A0\87t\D0\87r\98\81\84A9\E0\C38\B0C=\90C9\CC@\C4\A0\1D\CA\A1\1D\E0A\1E\DE\C1\1Cf$c0\0E\E1\C0\0E\EC0\0F\E9@\0F\E50C!\83u\18\07sH\87_\A0\87|\80\87r\98\B1\94\01<\8C\C3<\94\C38\D0C:\BC\83;\CC\C3\8C\C5\0CH!\15Ba\1E\E6!\1D\CE\C1\1DR\81\14fLg0\0E\EF \0F\EF\E0\06\EFP\0F\F40\0F\E9@\0E\E5\E0\06\E6 \0F\E1\D0\0E\E50\A3@\83vh\07y\08\87\19R\1A\B8\C3;\84\03;\A4C8\CC\83\1B\84\039\90\83<\CC\03<\84\C38\94\C3\0CF\0D\C6!\1C\D8\81\1D\CA\A1\1C~\81\1E\F2\01\1E\CAa\C6\B1\06\EE\F0\0E\E6 \0F\E5P\0E3\126\18\87p\80\07z\A8\07y(\87y\98\C1\B4A8\B0\03;\BC\C38\FC\02=\BC\C3:\94\83;\CCh\DC \1D\DA\01\1E\D8!\1D\C6!\1D\E8\C1\0D\E4\A1\1C\CC\01\00\00\00y \00\00\1E\00\00\00\92\1EH C\88\0C\19\09dd\C8\C9 \81\8C\042FFF\13\81B\A0\90\F1\C4\C8\089B\86\8Cb@X\00\00\00\12\00\00\00Debug Info Version\00\00#\08\850\82P\0C3\0CB0\C8H`\822bc\B3ksi{#\ABc+s1c\0B;\9B\1B%\18\12r\B3\B3ks\09ss{\A3\0B\A3K{s\9B\1B\05\00\A9\18\00\007\00\00\00\0B\0Ar(\87w\80\07zXp\98C=\B8\C38\B0C9\D0\C3\82\E6\1C\C6\A1\0D\E8A\1E\C2\C1\1D\E6!\1D\E8!\1D\DE\C1\1D\164\E3`\0E\E7P\0F\E1 \0F\E4@\0F\E1 \0F\E7P\0E\F4\B0\80\81\07y(\87p`\07vx\87q\08\07z(\07rXp\9C\C38\B4\01;\A4\83=\94\C3\02k\1C\D8!\1C\DC\E1\1C\DC \1C\E4a\1C\DC \1C\E8\81\1E\C2a\1C\D0\A1\1C\C8a\1C\C2\81\1D\D8a\C1\01\0F\F4 \0F\E1P\0F\F4\80\0E\0B\88u\18\07sH\87\05\CF8\BC\83;\D8C9\C8\C39\94\83;\8CC9\8C\03=\C8\03;,(\C2\81\1D\D2\E1\1C\DCa\C1D\0E\E5\10\0E\E3@\0F\E9`\0F\E1@\0F\E9\F0\0E\EE\D0\06\F3\90\0F\ED \0E\EF\C0\0E\00\00\00\00\D1\10\00\00\06\00\00\00\07\CC<\A4\83;\9C\03;\94\03=\A0\83<\94C8\90\C3\01\00\00\00a(\00\00\05\00\00\00#\08\82\B0@\00\00\00\01\00\00\00\D4\12\00\00\A5\08\06\03a(\00\00\06\00\00\00#\08\82\B0@\00\00\00\01\00\00\00\D4\12\00\00\11\15\8A\A0\04\C9`\00q \00\00\03\00\00\002\0E\10\22\84\00\97\03\18\E09\00\00\00\00\00]\0C\00\00\0B\00\00\00\12\03\94`\00\00\00\00leftright22.1.0LLVMDialectModule\00\00\00\00") {addr_space = 0 : i32}
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @k_left_launch_async(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) {
    %0 = llvm.mlir.constant(5 : i64) : i64
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @k_left_kernel_name : !llvm.ptr
    %4 = llvm.mlir.constant(1764 : i64) : i64
    %5 = llvm.mlir.addressof @k_bin_cst : !llvm.ptr
    %6 = llvm.mlir.constant(5 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.alloca %7 x !llvm.struct<(ptr, ptr, i64, i64, i64)> : (i32) -> !llvm.ptr
    %9 = llvm.alloca %6 x !llvm.ptr : (i32) -> !llvm.ptr
    %10 = llvm.getelementptr %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    llvm.store %10, %9 : !llvm.ptr, !llvm.ptr
    %11 = llvm.getelementptr %8[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %12 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %11, %12 : !llvm.ptr, !llvm.ptr
    %13 = llvm.getelementptr %8[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %14 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %13, %14 : !llvm.ptr, !llvm.ptr
    %15 = llvm.getelementptr %8[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %16 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %15, %16 : !llvm.ptr, !llvm.ptr
    %17 = llvm.getelementptr %8[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %18 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %17, %18 : !llvm.ptr, !llvm.ptr
    %19 = llvm.call @mgpuModuleLoad(%5, %4) : (!llvm.ptr, i64) -> !llvm.ptr
    %20 = llvm.call @mgpuModuleGetFunction(%19, %3) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %21 = llvm.extractvalue %arg7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %arg7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %arg7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %arg7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %arg7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.store %21, %10 : !llvm.ptr, !llvm.ptr
    llvm.store %22, %11 : !llvm.ptr, !llvm.ptr
    llvm.store %23, %13 : i64, !llvm.ptr
    llvm.store %24, %15 : i64, !llvm.ptr
    llvm.store %25, %17 : i64, !llvm.ptr
    llvm.call @mgpuLaunchKernel(%20, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %2, %arg6, %9, %1, %0) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @mgpuModuleUnload(%19) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func internal @k_right_launch_async(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) {
    %0 = llvm.mlir.constant(5 : i64) : i64
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @k_right_kernel_name : !llvm.ptr
    %4 = llvm.mlir.constant(1764 : i64) : i64
    %5 = llvm.mlir.addressof @k_bin_cst : !llvm.ptr
    %6 = llvm.mlir.constant(5 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.alloca %7 x !llvm.struct<(ptr, ptr, i64, i64, i64)> : (i32) -> !llvm.ptr
    %9 = llvm.alloca %6 x !llvm.ptr : (i32) -> !llvm.ptr
    %10 = llvm.getelementptr %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    llvm.store %10, %9 : !llvm.ptr, !llvm.ptr
    %11 = llvm.getelementptr %8[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %12 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %11, %12 : !llvm.ptr, !llvm.ptr
    %13 = llvm.getelementptr %8[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %14 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %13, %14 : !llvm.ptr, !llvm.ptr
    %15 = llvm.getelementptr %8[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %16 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %15, %16 : !llvm.ptr, !llvm.ptr
    %17 = llvm.getelementptr %8[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64, i64)>
    %18 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %17, %18 : !llvm.ptr, !llvm.ptr
    %19 = llvm.call @mgpuModuleLoad(%5, %4) : (!llvm.ptr, i64) -> !llvm.ptr
    %20 = llvm.call @mgpuModuleGetFunction(%19, %3) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %21 = llvm.extractvalue %arg7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %arg7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %arg7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %arg7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %arg7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.store %21, %10 : !llvm.ptr, !llvm.ptr
    llvm.store %22, %11 : !llvm.ptr, !llvm.ptr
    llvm.store %23, %13 : i64, !llvm.ptr
    llvm.store %24, %15 : i64, !llvm.ptr
    llvm.store %25, %17 : i64, !llvm.ptr
    llvm.call @mgpuLaunchKernel(%20, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %2, %arg6, %9, %1, %0) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @mgpuModuleUnload(%19) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, i32
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.insertvalue %9, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %9, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %4, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %16 = llvm.call @mgpuMemAlloc(%8, %15, %0) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %17 = llvm.insertvalue %16, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %1, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %4, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %6, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.bitcast %5 : i32 to i32
    llvm.call @mgpuMemset32(%16, %22, %4, %15) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    llvm.call @k_left_launch_async(%6, %6, %6, %6, %6, %6, %15, %21) : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> ()
    %23 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%23, %15) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @k_right_launch_async(%6, %6, %6, %6, %6, %6, %15, %21) : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> ()
    %24 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamWaitEvent(%24, %23) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%23) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%15) : (!llvm.ptr) -> ()
    llvm.call @mgpuMemcpy(%9, %16, %8, %24) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%24) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%24) : (!llvm.ptr) -> ()
    %25 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %14, %25 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI32(%6, %25) : (i64, !llvm.ptr) -> ()
    %26 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemFree(%16, %26) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%26) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%26) : (!llvm.ptr) -> ()
    llvm.call @free(%9) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
  llvm.func @mgpuModuleGetFunction(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
  llvm.func @mgpuModuleUnload(!llvm.ptr)
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
}

