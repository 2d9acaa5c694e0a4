// Found by the async token graph generator (tools/fuzz/async_graphs.py, seeds 100, 104, 105,
// 107, 113, 124), reduced: a token yielded through nested scf.ifs. The nvvm pipeline's
// convert-func-to-llvm turns the cf branches scf-to-cf made into llvm branches that still
// carry !gpu.async.token; convert-gpu-to-llvm left them so ("type mismatch for bb argument #0
// of successor #0"). Every path must run, leak nothing and pass translation validation.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak 2>&1 | FileCheck %s --allow-empty
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak --cpu-schedule=random:7 --cpu-check-races 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
// CHECK-NOT: leaked
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
  func.func @main() {
    %on = arith.constant true
    %off = arith.constant false
    call @g(%on, %off) : (i1, i1) -> ()
    call @g(%off, %off) : (i1, i1) -> ()
    call @g(%off, %on) : (i1, i1) -> ()
    return
  }
}
