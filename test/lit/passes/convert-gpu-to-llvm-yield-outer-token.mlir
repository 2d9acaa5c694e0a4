// A token made outside an scf.if and yielded by one branch only (the else branch uses it in a
// nested join instead): yielded as is, its stream escaped on one path and leaked on the other
// (gpu-verify-lifetimes: "stream created here is not destroyed on every path"). The lowering
// now yields a fork of it (`gpu.wait async [%t4]`: a new stream after all its work), so the
// scf.if result owns a stream of its own and %t4's stream is destroyed after the scf.if.
// RUN: gpuopt %s --convert-gpu-to-llvm --gpu-verify-lifetimes | FileCheck %s
// CHECK-LABEL: llvm.func @g(
// CHECK:         %[[T4:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         scf.if %arg0 -> (!llvm.ptr) {
// CHECK-NEXT:      %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:      llvm.call @mgpuEventRecord(%[[E]], %[[T4]])
// CHECK-NEXT:      %[[F:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:      llvm.call @mgpuStreamWaitEvent(%[[F]], %[[E]])
// CHECK-NEXT:      llvm.call @mgpuEventDestroy(%[[E]])
// CHECK-NEXT:      scf.yield %[[F]] : !llvm.ptr
// CHECK:         llvm.call @mgpuStreamDestroy(%[[T4]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(
// CHECK-NOT:     mgpuStreamDestroy(%[[T4]])
module attributes {gpu.container_module} {
  func.func @g(%on: i1, %off: i1) {
    %t4 = gpu.wait async
    %r = scf.if %on -> (!gpu.async.token) {
      scf.yield %t4 : !gpu.async.token
    } else {
      %i = scf.if %off -> (!gpu.async.token) {
        %a = gpu.wait async [%t4]
        scf.yield %a : !gpu.async.token
      } else {
        %b = gpu.wait async
        scf.yield %b : !gpu.async.token
      }
      scf.yield %i : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
}
