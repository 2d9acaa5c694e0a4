// Device memory in address space 1 (issue 20, bug 3): the runtime functions take `!llvm.ptr`,
// so each `!llvm.ptr<1>` of the descriptor goes through `llvm.addrspacecast` on the way in
// (memset, memcpy, dealloc: as LLVM 19 casts them) and mgpuMemAlloc's result on the way out.
// The output must be IR mlir-opt-19 accepts ('llvm.call' op operand type mismatch before);
// for memset and memcpy (which mlir-opt-19 lowers too) it is mlir-opt-19's output exactly.
// RUN: gpuopt %s --convert-gpu-to-llvm | FileCheck %s
// RUN: %if mlir-opt-19 %{ gpuopt %s --convert-gpu-to-llvm | %mlir_opt19 > /dev/null %}
module attributes {gpu.container_module} {
  func.func @round_trip(%h: memref<7xf32>, %v: f32) {
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<7xf32, 1>
    %t2 = gpu.memset async [%t1] %d, %v : memref<7xf32, 1>, f32
    %t3 = gpu.memcpy async [%t2] %h, %d : memref<7xf32>, memref<7xf32, 1>
    %t4 = gpu.dealloc async [%t3] %d : memref<7xf32, 1>
    gpu.wait [%t4]
    return
  }
}
// CHECK-LABEL: llvm.func @round_trip(
// CHECK:         %[[P:.*]] = llvm.call @mgpuMemAlloc({{.*}}) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK-NEXT:    %[[P1:.*]] = llvm.addrspacecast %[[P]] : !llvm.ptr to !llvm.ptr<1>
// CHECK:         llvm.insertvalue %[[P1]], %{{.*}}[0] : !llvm.struct<(ptr<1>, ptr<1>,
// CHECK:         %[[A:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<1>, ptr<1>,
// CHECK-NEXT:    %[[G:.*]] = llvm.addrspacecast %[[A]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuMemset32(%[[G]], {{.*}}) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
// CHECK:         %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr<1>
// CHECK-NEXT:    llvm.getelementptr %[[Z]][{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK:         %[[S:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<1>, ptr<1>,
// CHECK-NEXT:    %[[SG:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:    %[[D:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr,
// CHECK-NEXT:    llvm.call @mgpuMemcpy(%[[D]], %[[SG]], {{.*}}) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK:         %[[F:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<1>, ptr<1>,
// CHECK-NEXT:    %[[FG:.*]] = llvm.addrspacecast %[[F]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:    llvm.call @mgpuMemFree(%[[FG]], {{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// The memset and memcpy alone, which mlir-opt-19 lowers as well: the same text.
// RUN: %if mlir-opt-19 %{ gpuopt %S/Inputs/address-space-memset-memcpy.mlir --convert-gpu-to-llvm > %t.gpuopt %}
// RUN: %if mlir-opt-19 %{ %mlir_opt19 %S/Inputs/address-space-memset-memcpy.mlir --gpu-to-llvm > %t.19 %}
// RUN: %if mlir-opt-19 %{ diff %t.19 %t.gpuopt %}
