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

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// CHECK-NEXT: target triple = "nvptx64-nvidia-cuda"
// CHECK-EMPTY:
// CHECK-NEXT: @tile = private addrspace(3) global [256 x float] undef
// CHECK-EMPTY:
// CHECK-NEXT: define void @saxpy(ptr addrspace(1) noalias %0, ptr addrspace(1) %1, float %2, i32 %3) {
// CHECK-NEXT:   %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-NEXT:   %6 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// CHECK-NEXT:   %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK-NEXT:   %8 = mul i32 %7, %6
// CHECK-NEXT:   %9 = add i32 %8, %5
// CHECK-NEXT:   %10 = icmp slt i32 %9, %3
// CHECK-NEXT:   br i1 %10, label %11, label %19
// CHECK-EMPTY:
// CHECK-NEXT: 11:                                               ; preds = %4
// CHECK-NEXT:   %12 = sext i32 %9 to i64
// CHECK-NEXT:   %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
// CHECK-NEXT:   %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
// CHECK-NEXT:   %15 = load float, ptr addrspace(1) %13, align 4
// CHECK-NEXT:   %16 = load float, ptr addrspace(1) %14, align 4
// CHECK-NEXT:   %17 = fmul float %2, %15
// CHECK-NEXT:   %18 = fadd float %17, %16
// CHECK-NEXT:   store float %18, ptr addrspace(1) %14, align 4
// CHECK-NEXT:   br label %19
// CHECK-EMPTY:
// CHECK-NEXT: 19:                                               ; preds = %11, %4
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @reduce(ptr %0, float %1) {
// CHECK-NEXT:   %3 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK-NEXT:   %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK-NEXT:   %5 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1, i32 16, i32 31)
// CHECK-NEXT:   %6 = fadd float %1, %5
// CHECK-NEXT:   %7 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %3, i32 16, i32 31)
// CHECK-NEXT:   %8 = call { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32 -1, float %6, i32 %7, i32 31)
// CHECK-NEXT:   %9 = extractvalue { float, i1 } %8, 0
// CHECK-NEXT:   %10 = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %4
// CHECK-NEXT:   store float %9, ptr addrspace(3) %10, align 4
// CHECK-NEXT:   call void @llvm.nvvm.barrier0()
// CHECK-NEXT:   %11 = load float, ptr addrspace(3) %10, align 4
// CHECK-NEXT:   %12 = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
// CHECK-NEXT:   %13 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// CHECK-NEXT:   %14 = add i32 %12, %13
// CHECK-NEXT:   %15 = sitofp i32 %14 to float
// CHECK-NEXT:   %16 = fadd float %11, %15
// CHECK-NEXT:   store float %16, ptr %0, align 4
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @device_helper(i32 %0) {
// CHECK-NEXT:   %2 = call i32 @llvm.nvvm.read.ptx.sreg.clock()
// CHECK-NEXT:   %3 = xor i32 %0, %2
// CHECK-NEXT:   ret i32 %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32, float, i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind
// CHECK-NEXT: declare void @llvm.nvvm.barrier0() #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpsize() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #3
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
// CHECK-NEXT: attributes #2 = { convergent nocallback nounwind }
// CHECK-NEXT: attributes #3 = { nocallback nounwind memory(inaccessiblemem: readwrite) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-NEXT: !nvvm.annotations = !{!1, !2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{ptr @saxpy, !"kernel", i32 1}
// CHECK-NEXT: !2 = !{ptr @reduce, !"kernel", i32 1}
