// Token graphs with control flow, for convert-gpu-to-llvm-check-ordering.mlir: every gpu op
// that does work is a memset, so no kernel binary is needed.
module attributes {gpu.container_module} {
  func.func @fork_join(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) {
    %t = gpu.wait async
    %l = gpu.memset async [%t] %a, %v : memref<4xi32>, i32
    %r = gpu.memset async [%t] %b, %v : memref<4xi32>, i32
    %j = gpu.wait async [%l, %r]
    %k = gpu.memset async [%j] %a, %v : memref<4xi32>, i32
    gpu.wait [%k]
    return
  }
  func.func @two_streams(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) {
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %x = gpu.memset async [%s1] %a, %v : memref<4xi32>, i32
    %y = gpu.memset async [%s2] %b, %v : memref<4xi32>, i32
    %z = gpu.memset async [%x, %y] %a, %v : memref<4xi32>, i32
    gpu.wait [%z]
    return
  }
  func.func @loop(%a: memref<4xi32>, %v: i32, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %first = gpu.memset async [%t0] %a, %v : memref<4xi32>, i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %first) -> (!gpu.async.token) {
      %side = gpu.wait async
      %u = gpu.memset async [%side] %a, %v : memref<4xi32>, i32
      %w = gpu.memset async [%t, %u] %a, %v : memref<4xi32>, i32
      scf.yield %w : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
  func.func @branches(%a: memref<4xi32>, %v: i32, %c: i1) {
    %t0 = gpu.wait async
    %m = gpu.memset async [%t0] %a, %v : memref<4xi32>, i32
    cf.cond_br %c, ^left(%m : !gpu.async.token), ^right
  ^left(%t: !gpu.async.token):
    %s = gpu.wait async
    %x = gpu.memset async [%s, %t] %a, %v : memref<4xi32>, i32
    gpu.wait [%x]
    return
  ^right:
    %y = scf.if %c -> (!gpu.async.token) {
      %y1 = gpu.memset async [%m] %a, %v : memref<4xi32>, i32
      scf.yield %y1 : !gpu.async.token
    } else {
      scf.yield %m : !gpu.async.token
    }
    gpu.wait [%y]
    return
  }
}
