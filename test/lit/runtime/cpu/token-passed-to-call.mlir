// Found by the async token graph generator (python -m tools.fuzz async --seed 15 --count 1):
// @g0 passes tokens %t21 and %t4 (one stream) to @g0_f1, which takes ownership of the streams
// it is handed, and uses %t21 again afterwards: its stream was destroyed inside the callee
// ("mgpuStreamDestroy failed: CUDA_ERROR_INVALID_HANDLE"). A call is now handed a fork of a
// token the caller uses again. The expected cells are the generator's model's (the program
// in program order), not gpuopt's output.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak --cpu-schedule=random:3 --cpu-check-races 2>&1 | FileCheck %s
// CHECK-NOT: error
// CHECK: [1465821291,  -14468329,  -153662700,  273270734,  0,  0,  0,  1636676901,  -270980693,  -1586681081,  -1501802131]
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @r0(%out: memref<?xi32>, %oi: index, %seed: i32) kernel {
      %p = arith.constant 16777619 : i32
      memref.store %seed, %out[%oi] : memref<?xi32>
      gpu.return
    }
    gpu.func @r1(%out: memref<?xi32>, %oi: index, %seed: i32, %b0: memref<?xi32>, %j0: index) kernel {
      %p = arith.constant 16777619 : i32
      %x0 = memref.load %b0[%j0] : memref<?xi32>
      %y0 = arith.xori %seed, %x0 : i32
      %v0 = arith.muli %y0, %p : i32
      memref.store %v0, %out[%oi] : memref<?xi32>
      gpu.return
    }
    gpu.func @r2(%out: memref<?xi32>, %oi: index, %seed: i32, %b0: memref<?xi32>, %j0: index, %b1: memref<?xi32>, %j1: index) kernel {
      %p = arith.constant 16777619 : i32
      %x0 = memref.load %b0[%j0] : memref<?xi32>
      %y0 = arith.xori %seed, %x0 : i32
      %v0 = arith.muli %y0, %p : i32
      %x1 = memref.load %b1[%j1] : memref<?xi32>
      %y1 = arith.xori %v0, %x1 : i32
      %v1 = arith.muli %y1, %p : i32
      memref.store %v1, %out[%oi] : memref<?xi32>
      gpu.return
    }
    gpu.func @r3(%out: memref<?xi32>, %oi: index, %seed: i32, %b0: memref<?xi32>, %j0: index, %b1: memref<?xi32>, %j1: index, %b2: memref<?xi32>, %j2: index) kernel {
      %p = arith.constant 16777619 : i32
      %x0 = memref.load %b0[%j0] : memref<?xi32>
      %y0 = arith.xori %seed, %x0 : i32
      %v0 = arith.muli %y0, %p : i32
      %x1 = memref.load %b1[%j1] : memref<?xi32>
      %y1 = arith.xori %v0, %x1 : i32
      %v1 = arith.muli %y1, %p : i32
      %x2 = memref.load %b2[%j2] : memref<?xi32>
      %y2 = arith.xori %v1, %x2 : i32
      %v2 = arith.muli %y2, %p : i32
      memref.store %v2, %out[%oi] : memref<?xi32>
      gpu.return
    }
    gpu.func @r4(%out: memref<?xi32>, %oi: index, %seed: i32, %b0: memref<?xi32>, %j0: index, %b1: memref<?xi32>, %j1: index, %b2: memref<?xi32>, %j2: index, %b3: memref<?xi32>, %j3: index) kernel {
      %p = arith.constant 16777619 : i32
      %x0 = memref.load %b0[%j0] : memref<?xi32>
      %y0 = arith.xori %seed, %x0 : i32
      %v0 = arith.muli %y0, %p : i32
      %x1 = memref.load %b1[%j1] : memref<?xi32>
      %y1 = arith.xori %v0, %x1 : i32
      %v1 = arith.muli %y1, %p : i32
      %x2 = memref.load %b2[%j2] : memref<?xi32>
      %y2 = arith.xori %v1, %x2 : i32
      %v2 = arith.muli %y2, %p : i32
      %x3 = memref.load %b3[%j3] : memref<?xi32>
      %y3 = arith.xori %v2, %x3 : i32
      %v3 = arith.muli %y3, %p : i32
      memref.store %v3, %out[%oi] : memref<?xi32>
      gpu.return
    }
    gpu.func @gather(%b: memref<?xi32>, %d: memref<?xi32>, %i: index) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %b[%c0] : memref<?xi32>
      memref.store %x, %d[%i] : memref<?xi32>
      gpu.return
    }
  }
  func.func @g0(%d: memref<?xi32>, %on: i1, %off: i1) {
    %c65 = arith.constant 1 : index
    %c66 = arith.constant 0 : i32
    %t67 = gpu.wait async
    %n0_0, %t68 = gpu.alloc async [%t67] (%c65) : memref<?xi32>
    %t69 = gpu.memset async [%t68] %n0_0, %c66 : memref<?xi32>, i32
    %n0_1, %t70 = gpu.alloc async [%t69] (%c65) : memref<?xi32>
    %t71 = gpu.memset async [%t70] %n0_1, %c66 : memref<?xi32>, i32
    %n0_2, %t72 = gpu.alloc async [%t71] (%c65) : memref<?xi32>
    %t73 = gpu.memset async [%t72] %n0_2, %c66 : memref<?xi32>, i32
    %n0_3, %t74 = gpu.alloc async [%t73] (%c65) : memref<?xi32>
    %t75 = gpu.memset async [%t74] %n0_3, %c66 : memref<?xi32>, i32
    %n0_4, %t76 = gpu.alloc async [%t75] (%c65) : memref<?xi32>
    %t77 = gpu.memset async [%t76] %n0_4, %c66 : memref<?xi32>, i32
    %n0_5, %t78 = gpu.alloc async [%t77] (%c65) : memref<?xi32>
    %t79 = gpu.memset async [%t78] %n0_5, %c66 : memref<?xi32>, i32
    %n0_6, %t80 = gpu.alloc async [%t79] (%c65) : memref<?xi32>
    %t81 = gpu.memset async [%t80] %n0_6, %c66 : memref<?xi32>, i32
    %n0_7, %t82 = gpu.alloc async [%t81] (%c65) : memref<?xi32>
    %t83 = gpu.memset async [%t82] %n0_7, %c66 : memref<?xi32>, i32
    %n0_8, %t84 = gpu.alloc async [%t83] (%c65) : memref<?xi32>
    %t85 = gpu.memset async [%t84] %n0_8, %c66 : memref<?xi32>, i32
    %n0_9, %t86 = gpu.alloc async [%t85] (%c65) : memref<?xi32>
    %t87 = gpu.memset async [%t86] %n0_9, %c66 : memref<?xi32>, i32
    %n0_10, %t88 = gpu.alloc async [%t87] (%c65) : memref<?xi32>
    %t89 = gpu.memset async [%t88] %n0_10, %c66 : memref<?xi32>, i32
    gpu.wait [%t89]
    %c1 = arith.constant 0 : index
    %c2 = arith.constant 1465821291 : i32
    %c3 = arith.constant 1 : index
    %t4 = gpu.launch_func async @k::@r0 blocks in (%c3, %c3, %c3) threads in (%c3, %c3, %c3) args(%n0_0 : memref<?xi32>, %c1 : index, %c2 : i32)
    %c5 = arith.constant 0 : index
    %c6 = arith.constant -866891130 : i32
    %c7 = arith.constant 0 : index
    %c8 = arith.constant 1 : index
    %t9 = gpu.launch_func async [%t4] @k::@r1 blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8) args(%n0_1 : memref<?xi32>, %c5 : index, %c6 : i32, %n0_0 : memref<?xi32>, %c7 : index)
    %t11 = scf.if %on -> (!gpu.async.token) {
      scf.yield %t9 : !gpu.async.token
    } else {
      %t10 = gpu.wait async [%t4, %t9]
      scf.yield %t10 : !gpu.async.token
    }
    %c12 = arith.constant 0 : index
    %c13 = arith.constant 2002320907 : i32
    %c14 = arith.constant 0 : index
    %c15 = arith.constant 1 : index
    %t16 = gpu.launch_func async [%t9] @k::@r1 blocks in (%c15, %c15, %c15) threads in (%c15, %c15, %c15) args(%n0_2 : memref<?xi32>, %c12 : index, %c13 : i32, %n0_1 : memref<?xi32>, %c14 : index)
    gpu.wait [%t16]
    %c17 = arith.constant 0 : index
    %c18 = arith.constant -1978132015 : i32
    %c19 = arith.constant 0 : index
    %c20 = arith.constant 1 : index
    %t21 = gpu.launch_func async [%t4] @k::@r1 blocks in (%c20, %c20, %c20) threads in (%c20, %c20, %c20) args(%n0_3 : memref<?xi32>, %c17 : index, %c18 : i32, %n0_0 : memref<?xi32>, %c19 : index)
    %t63 = func.call @g0_f1(%n0_0, %n0_3, %n0_4, %n0_5, %n0_6, %n0_7, %n0_8, %n0_9, %n0_10, %on, %off, %t21, %t4) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, i1, i1, !gpu.async.token, !gpu.async.token) -> !gpu.async.token
    %t64 = gpu.wait async [%t11, %t21, %t63]
    %c91 = arith.constant 0 : index
    %t90 = gpu.launch_func async [%t64] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_0 : memref<?xi32>, %d : memref<?xi32>, %c91 : index)
    %c93 = arith.constant 1 : index
    %t92 = gpu.launch_func async [%t90] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_1 : memref<?xi32>, %d : memref<?xi32>, %c93 : index)
    %c95 = arith.constant 2 : index
    %t94 = gpu.launch_func async [%t92] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_2 : memref<?xi32>, %d : memref<?xi32>, %c95 : index)
    %c97 = arith.constant 3 : index
    %t96 = gpu.launch_func async [%t94] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_3 : memref<?xi32>, %d : memref<?xi32>, %c97 : index)
    %c99 = arith.constant 7 : index
    %t98 = gpu.launch_func async [%t96] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_7 : memref<?xi32>, %d : memref<?xi32>, %c99 : index)
    %c101 = arith.constant 8 : index
    %t100 = gpu.launch_func async [%t98] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_8 : memref<?xi32>, %d : memref<?xi32>, %c101 : index)
    %c103 = arith.constant 9 : index
    %t102 = gpu.launch_func async [%t100] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_9 : memref<?xi32>, %d : memref<?xi32>, %c103 : index)
    %c105 = arith.constant 10 : index
    %t104 = gpu.launch_func async [%t102] @k::@gather blocks in (%c65, %c65, %c65) threads in (%c65, %c65, %c65) args(%n0_10 : memref<?xi32>, %d : memref<?xi32>, %c105 : index)
    %t106 = gpu.dealloc async [%t104] %n0_0 : memref<?xi32>
    %t107 = gpu.dealloc async [%t106] %n0_1 : memref<?xi32>
    %t108 = gpu.dealloc async [%t107] %n0_2 : memref<?xi32>
    %t109 = gpu.dealloc async [%t108] %n0_3 : memref<?xi32>
    %t110 = gpu.dealloc async [%t109] %n0_4 : memref<?xi32>
    %t111 = gpu.dealloc async [%t110] %n0_5 : memref<?xi32>
    %t112 = gpu.dealloc async [%t111] %n0_6 : memref<?xi32>
    %t113 = gpu.dealloc async [%t112] %n0_7 : memref<?xi32>
    %t114 = gpu.dealloc async [%t113] %n0_8 : memref<?xi32>
    %t115 = gpu.dealloc async [%t114] %n0_9 : memref<?xi32>
    %t116 = gpu.dealloc async [%t115] %n0_10 : memref<?xi32>
    gpu.wait [%t116]
    return
  }
  func.func private @g0_f1(%fn0: memref<?xi32>, %fn3: memref<?xi32>, %fn4: memref<?xi32>, %fn5: memref<?xi32>, %fn6: memref<?xi32>, %fn7: memref<?xi32>, %fn8: memref<?xi32>, %fn9: memref<?xi32>, %fn10: memref<?xi32>, %on: i1, %off: i1, %p0: !gpu.async.token, %p1: !gpu.async.token) -> (!gpu.async.token) {
    %t62 = scf.if %off -> (!gpu.async.token) {
      %c22 = arith.constant 0 : index
      %c23 = arith.constant 1745337973 : i32
      %c24 = arith.constant 0 : index
      %c25 = arith.constant 1 : index
      %t26 = gpu.launch_func async [%p0] @k::@r1 blocks in (%c25, %c25, %c25) threads in (%c25, %c25, %c25) args(%fn4 : memref<?xi32>, %c22 : index, %c23 : i32, %fn3 : memref<?xi32>, %c24 : index)
      %c27 = arith.constant 0 : index
      %c28 = arith.constant -1021598421 : i32
      %c29 = arith.constant 0 : index
      %c30 = arith.constant 1 : index
      %t31 = gpu.launch_func async [%t26] @k::@r1 blocks in (%c30, %c30, %c30) threads in (%c30, %c30, %c30) args(%fn5 : memref<?xi32>, %c27 : index, %c28 : i32, %fn4 : memref<?xi32>, %c29 : index)
      %c32 = arith.constant 0 : index
      %c33 = arith.constant 338165243 : i32
      %c34 = arith.constant 0 : index
      %c35 = arith.constant 0 : index
      %c36 = arith.constant 1 : index
      %t37 = gpu.launch_func async [%p1, %p0] @k::@r2 blocks in (%c36, %c36, %c36) threads in (%c36, %c36, %c36) args(%fn6 : memref<?xi32>, %c32 : index, %c33 : i32, %fn0 : memref<?xi32>, %c34 : index, %fn3 : memref<?xi32>, %c35 : index)
      %t38 = gpu.wait async [%t31, %t37]
      scf.yield %t38 : !gpu.async.token
    } else {
      %c39 = arith.constant 0 : index
      %c40 = arith.constant -1758975732 : i32
      %c41 = arith.constant 0 : index
      %c42 = arith.constant 1 : index
      %t43 = gpu.launch_func async [%p1] @k::@r1 blocks in (%c42, %c42, %c42) threads in (%c42, %c42, %c42) args(%fn7 : memref<?xi32>, %c39 : index, %c40 : i32, %fn0 : memref<?xi32>, %c41 : index)
      %c44 = arith.constant 0 : index
      %c45 = arith.constant -442560798 : i32
      %c46 = arith.constant 0 : index
      %c47 = arith.constant 1 : index
      %t48 = gpu.launch_func async [%p1] @k::@r1 blocks in (%c47, %c47, %c47) threads in (%c47, %c47, %c47) args(%fn8 : memref<?xi32>, %c44 : index, %c45 : i32, %fn0 : memref<?xi32>, %c46 : index)
      %c49 = arith.constant 0 : index
      %c50 = arith.constant 815022422 : i32
      %c51 = arith.constant 0 : index
      %c52 = arith.constant 1 : index
      %t53 = gpu.launch_func async [%p1] @k::@r1 blocks in (%c52, %c52, %c52) threads in (%c52, %c52, %c52) args(%fn9 : memref<?xi32>, %c49 : index, %c50 : i32, %fn0 : memref<?xi32>, %c51 : index)
      %t54 = gpu.wait async [%t43, %t48, %t53]
      %c55 = arith.constant 0 : index
      %c56 = arith.constant -707340172 : i32
      %c57 = arith.constant 0 : index
      %c58 = arith.constant 0 : index
      %c59 = arith.constant 0 : index
      %c60 = arith.constant 1 : index
      %t61 = gpu.launch_func async [%t54] @k::@r3 blocks in (%c60, %c60, %c60) threads in (%c60, %c60, %c60) args(%fn10 : memref<?xi32>, %c55 : index, %c56 : i32, %fn7 : memref<?xi32>, %c57 : index, %fn8 : memref<?xi32>, %c58 : index, %fn9 : memref<?xi32>, %c59 : index)
      scf.yield %t61 : !gpu.async.token
    }
    return %t62 : !gpu.async.token
  }
  func.func @main() {
    %n = arith.constant 11 : index
    %z = arith.constant 0 : i32
    %on = arith.constant true
    %off = arith.constant false
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi32>
    %t2 = gpu.memset async [%t1] %d, %z : memref<?xi32>, i32
    gpu.wait [%t2]
    call @g0(%d, %on, %off) : (memref<?xi32>, i1, i1) -> ()
    %h = memref.alloc(%n) : memref<?xi32>
    %t3 = gpu.memcpy async %h, %d : memref<?xi32>, memref<?xi32>
    gpu.wait [%t3]
    %u = memref.cast %h : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %t4 = gpu.dealloc async %d : memref<?xi32>
    gpu.wait [%t4]
    memref.dealloc %h : memref<?xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
