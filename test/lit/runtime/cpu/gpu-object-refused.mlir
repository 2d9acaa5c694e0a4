// RUN: not gpuopt-runner %s -e cubin --entry-point-result=void --device=cpu 2>%t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=CUBIN < %t.err
// RUN: not gpuopt-runner %s -e fatbin --entry-point-result=void --device=cpu 2>%t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=FATBIN < %t.err
// RUN: not gpuopt-runner %s -e cubin --entry-point-result=void --device=cpu --keep-going 2>%t.err | FileCheck %s --check-prefix=ON
// RUN: FileCheck %s --check-prefix=ONERR < %t.err

// A kernel object built for a GPU (a cubin or fatbin: what --gpu-lower-to-nvvm-pipeline makes
// with cubin-format=bin or fatbin) handed to the cpu device: the failed mgpuModuleLoad says
// what the device needs, and the program stops there, exit 1, what it printed before (1)
// flushed, nothing after (no 2, no further failing calls). --keep-going runs on as before.
// The objects are the first bytes of each format (an ELF header, the fatbin magic).
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
  llvm.func @mgpuModuleUnload(!llvm.ptr)
  llvm.mlir.global internal constant @elf("\7FELF\02\01\01\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fat("P\EDU\BA\01\00\10\00") {addr_space = 0 : i32}
  llvm.func @load(%blob: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %n = llvm.mlir.constant(8 : i64) : i64
    llvm.call @printI64(%c1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %m = llvm.call @mgpuModuleLoad(%blob, %n) : (!llvm.ptr, i64) -> !llvm.ptr
    llvm.call @printI64(%c2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @mgpuModuleUnload(%m) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @cubin() {
    %p = llvm.mlir.addressof @elf : !llvm.ptr
    llvm.call @load(%p) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @fatbin() {
    %p = llvm.mlir.addressof @fat : !llvm.ptr
    llvm.call @load(%p) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// OUT: 1
// OUT-NOT: {{.}}
// CUBIN: error: mgpuModuleLoad failed: CUDA_ERROR_INVALID_IMAGE (the kernel module is a CUDA cubin (ELF); the cpu device runs LLVM bitcode: lower the kernels with --gpu-lower-to-nvvm-pipeline="cubin-format=llvm" (or --gpu-module-to-binary=format=llvm), give gpuopt-runner the module before the lowering (it lowers the kernels for the cpu device itself), or run with --device=cuda)
// CUBIN-NOT: {{.}}
// FATBIN: error: mgpuModuleLoad failed: CUDA_ERROR_INVALID_IMAGE (the kernel module is a CUDA fatbin; the cpu device runs LLVM bitcode{{.*}}
// FATBIN-NOT: {{.}}
// ON: 1
// ON-NEXT: 2
// ONERR: error: mgpuModuleLoad failed: CUDA_ERROR_INVALID_IMAGE (the kernel module is a CUDA cubin (ELF)
// ONERR-NEXT: error: mgpuModuleUnload failed: CUDA_ERROR_INVALID_HANDLE
