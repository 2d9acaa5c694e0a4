// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// A hand-written kernel: special registers, barrier0, shuffles, nvvm.kernel annotations,
// the target triple and data layout of NVPTX.

module attributes {llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64", llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global private @tile() {addr_space = 3 : i32} : !llvm.array<256 x f32>
  llvm.func @saxpy(%x: !llvm.ptr<1> {llvm.noalias}, %y: !llvm.ptr<1>, %a: f32, %n: i32) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %0 = llvm.mul %bid, %ntid : i32
    %i = llvm.add %0, %tid : i32
    %in = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %in, ^body, ^done
  ^body:
    %i64 = llvm.sext %i : i32 to i64
    %px = llvm.getelementptr inbounds %x[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %py = llvm.getelementptr inbounds %y[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %vx = llvm.load %px : !llvm.ptr<1> -> f32
    %vy = llvm.load %py : !llvm.ptr<1> -> f32
    %m = llvm.fmul %a, %vx : f32
    %r = llvm.fadd %m, %vy : f32
    llvm.store %r, %py : f32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @reduce(%p: !llvm.ptr, %v: f32) attributes {nvvm.kernel} {
    %full = llvm.mlir.constant(-1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tid = nvvm.read.ptx.sreg.tid.y : i32
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : f32 -> f32
    %t = llvm.fadd %v, %s : f32
    %u = nvvm.shfl.sync down %full, %lane, %c16, %c31 : i32 -> i32
    %w = nvvm.shfl.sync idx %full, %t, %u, %c31 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %wv = llvm.extractvalue %w[0] : !llvm.struct<(f32, i1)>
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %slot = llvm.getelementptr %tile[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
    llvm.store %wv, %slot : f32, !llvm.ptr<3>
    nvvm.barrier0
    %back = llvm.load %slot : !llvm.ptr<3> -> f32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %nct = nvvm.read.ptx.sreg.nctaid.z : i32
    %sum = llvm.add %ws, %nct : i32
    %sf = llvm.sitofp %sum : i32 to f32
    %out = llvm.fadd %back, %sf : f32
    llvm.store %out, %p : f32, !llvm.ptr
    llvm.return
  }
  llvm.func @device_helper(%a: i32) -> i32 {
    %b = nvvm.read.ptx.sreg.clock : i32
    %c = llvm.xor %a, %b : i32
    llvm.return %c : i32
  }
}
