// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=isa --mlir-print-ir-after=gpu-module-to-binary -o %t.out 2> %t.dump || true
// RUN: FileCheck %s < %t.dump
// RUN: gpuopt %s --gpu-lower-to-nvvm-pipeline=cubin-format=isa --mlir-print-ir-after=convert-gpu-to-nvvm -o %t.out 2> %t.kernel || true
// RUN: FileCheck %s --check-prefix=KERNEL < %t.kernel
// The pipeline outlines the gpu.launch (gpu-kernel-outlining), lowers the kernel to llvm +
// nvvm in its gpu.module, and gpu-module-to-binary makes the gpu.binary with one #gpu.object
// holding the PTX (cubin-format=isa: no ptxas needed). The host result is in
// gpu-lower-to-nvvm-pipeline-host.mlir.

// CHECK-LABEL: IR Dump After GpuModuleToBinaryPass (gpu-module-to-binary)
// CHECK: llvm.func @scale(
// CHECK: gpu.launch_func  @scale_kernel::@scale_kernel blocks in
// CHECK-NOT: gpu.module
// CHECK: gpu.binary @scale_kernel  [#gpu.object<#nvvm.target, {{.*}}assembly = "{{.*}}.target sm_50{{.*}}.visible .entry scale_kernel(
// CHECK: llvm.func @main()

// KERNEL-LABEL: IR Dump After ConvertGpuOpsToNVVMOps (convert-gpu-to-nvvm)
// KERNEL: gpu.module @scale_kernel [#nvvm.target]  {
// KERNEL: llvm.func @scale_kernel({{.*}}) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 4, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>}
// KERNEL: nvvm.read.ptx.sreg.ctaid.x : i32
// KERNEL: nvvm.read.ptx.sreg.tid.x : i32
// KERNEL: llvm.load
// KERNEL: llvm.fmul
// KERNEL: llvm.store
// KERNEL-NOT: gpu.thread_id
// KERNEL-NOT: memref.load

func.func @scale(%buf: memref<256xf32>, %n: index, %alpha: f32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %s = math.sqrt %alpha : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c64 : index
    %i = arith.addi %base, %tx : index
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %v = memref.load %buf[%i] : memref<256xf32>
      %m = arith.mulf %v, %s : f32
      %w = arith.addf %m, %alpha : f32
      memref.store %w, %buf[%i] : memref<256xf32>
    }
    gpu.terminator
  }
  return
}

func.func @main() {
  %buf = memref.alloc() : memref<256xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %one, %buf[%i] : memref<256xf32>
  }
  %v = vector.broadcast %one : f32 to vector<4xf32>
  vector.store %v, %buf[%c0] : memref<256xf32>, vector<4xf32>
  %two = arith.constant 2.0 : f32
  call @scale(%buf, %c256, %two) : (memref<256xf32>, index, f32) -> ()
  memref.dealloc %buf : memref<256xf32>
  return
}
