// Found by the async token graph generator (python -m tools.fuzz async --seed 187 --count 1):
// the two arms of an scf.if each launch a kernel on a token; the pipeline's canonicalize merges them into their successor after cf was converted, leaving an llvm.cond_br that passes memrefs to block arguments ('type mismatch for bb argument #0 of successor #0').
// The expected cells are the generator's model's (the program in program order), not gpuopt's.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak --cpu-schedule=random:5 --cpu-check-races 2>&1 | FileCheck %s
// CHECK-NOT: error
// CHECK: [-1572749458,  1012531166,  0,  93142249,  -156308831,  -1988793381,  -1107081381,  933206705]
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
    %c46 = arith.constant 1 : index
    %c47 = arith.constant 0 : i32
    %t48 = gpu.wait async
    %n0_0, %t49 = gpu.alloc async [%t48] (%c46) : memref<?xi32>
    %t50 = gpu.memset async [%t49] %n0_0, %c47 : memref<?xi32>, i32
    %n0_1, %t51 = gpu.alloc async [%t50] (%c46) : memref<?xi32>
    %t52 = gpu.memset async [%t51] %n0_1, %c47 : memref<?xi32>, i32
    %n0_2, %t53 = gpu.alloc async [%t52] (%c46) : memref<?xi32>
    %t54 = gpu.memset async [%t53] %n0_2, %c47 : memref<?xi32>, i32
    %n0_3, %t55 = gpu.alloc async [%t54] (%c46) : memref<?xi32>
    %t56 = gpu.memset async [%t55] %n0_3, %c47 : memref<?xi32>, i32
    %n0_4, %t57 = gpu.alloc async [%t56] (%c46) : memref<?xi32>
    %t58 = gpu.memset async [%t57] %n0_4, %c47 : memref<?xi32>, i32
    %n0_5, %t59 = gpu.alloc async [%t58] (%c46) : memref<?xi32>
    %t60 = gpu.memset async [%t59] %n0_5, %c47 : memref<?xi32>, i32
    %n0_6, %t61 = gpu.alloc async [%t60] (%c46) : memref<?xi32>
    %t62 = gpu.memset async [%t61] %n0_6, %c47 : memref<?xi32>, i32
    %n0_7, %t63 = gpu.alloc async [%t62] (%c46) : memref<?xi32>
    %t64 = gpu.memset async [%t63] %n0_7, %c47 : memref<?xi32>, i32
    gpu.wait [%t64]
    %c1 = arith.constant 0 : index
    %c2 = arith.constant -1572749458 : i32
    %c3 = arith.constant 1 : index
    %t4 = gpu.launch_func async @k::@r0 blocks in (%c3, %c3, %c3) threads in (%c3, %c3, %c3) args(%n0_0 : memref<?xi32>, %c1 : index, %c2 : i32)
    %c5 = arith.constant 0 : index
    %c6 = arith.constant -235054076 : i32
    %c7 = arith.constant 0 : index
    %c8 = arith.constant 1 : index
    %t9 = gpu.launch_func async [%t4] @k::@r1 blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8) args(%n0_1 : memref<?xi32>, %c5 : index, %c6 : i32, %n0_0 : memref<?xi32>, %c7 : index)
    %t20 = scf.if %off -> (!gpu.async.token) {
      %c10 = arith.constant 0 : index
      %c11 = arith.constant 1044852441 : i32
      %c12 = arith.constant 0 : index
      %c13 = arith.constant 1 : index
      %t14 = gpu.launch_func async [%t4] @k::@r1 blocks in (%c13, %c13, %c13) threads in (%c13, %c13, %c13) args(%n0_2 : memref<?xi32>, %c10 : index, %c11 : i32, %n0_0 : memref<?xi32>, %c12 : index)
      scf.yield %t14 : !gpu.async.token
    } else {
      %c15 = arith.constant 0 : index
      %c16 = arith.constant -1712555395 : i32
      %c17 = arith.constant 0 : index
      %c18 = arith.constant 1 : index
      %t19 = gpu.launch_func async [%t4] @k::@r1 blocks in (%c18, %c18, %c18) threads in (%c18, %c18, %c18) args(%n0_3 : memref<?xi32>, %c15 : index, %c16 : i32, %n0_0 : memref<?xi32>, %c17 : index)
      scf.yield %t19 : !gpu.async.token
    }
    %c21 = arith.constant 0 : index
    %c22 = arith.constant 1930159924 : i32
    %c23 = arith.constant 0 : index
    %c24 = arith.constant 0 : index
    %c25 = arith.constant 0 : index
    %c26 = arith.constant 1 : index
    %t27 = gpu.launch_func async [%t9, %t20, %t4] @k::@r3 blocks in (%c26, %c26, %c26) threads in (%c26, %c26, %c26) args(%n0_4 : memref<?xi32>, %c21 : index, %c22 : i32, %n0_1 : memref<?xi32>, %c23 : index, %n0_3 : memref<?xi32>, %c24 : index, %n0_0 : memref<?xi32>, %c25 : index)
    %c28 = arith.constant 0 : index
    %c29 = arith.constant -1919118536 : i32
    %c30 = arith.constant 0 : index
    %c31 = arith.constant 1 : index
    %t32 = gpu.launch_func async [%t27] @k::@r1 blocks in (%c31, %c31, %c31) threads in (%c31, %c31, %c31) args(%n0_5 : memref<?xi32>, %c28 : index, %c29 : i32, %n0_4 : memref<?xi32>, %c30 : index)
    %c33 = arith.constant 0 : index
    %c34 = arith.constant -865926228 : i32
    %c35 = arith.constant 0 : index
    %c36 = arith.constant 0 : index
    %c37 = arith.constant 1 : index
    %t38 = gpu.launch_func async [%t27, %t4] @k::@r2 blocks in (%c37, %c37, %c37) threads in (%c37, %c37, %c37) args(%n0_6 : memref<?xi32>, %c33 : index, %c34 : i32, %n0_4 : memref<?xi32>, %c35 : index, %n0_0 : memref<?xi32>, %c36 : index)
    %t39 = gpu.wait async [%t32, %t38]
    %c40 = arith.constant 0 : index
    %c41 = arith.constant -846145013 : i32
    %c42 = arith.constant 0 : index
    %c43 = arith.constant 0 : index
    %c44 = arith.constant 1 : index
    %t45 = gpu.launch_func async [%t39] @k::@r2 blocks in (%c44, %c44, %c44) threads in (%c44, %c44, %c44) args(%n0_7 : memref<?xi32>, %c40 : index, %c41 : i32, %n0_5 : memref<?xi32>, %c42 : index, %n0_6 : memref<?xi32>, %c43 : index)
    %c66 = arith.constant 0 : index
    %t65 = gpu.launch_func async [%t45] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_0 : memref<?xi32>, %d : memref<?xi32>, %c66 : index)
    %c68 = arith.constant 1 : index
    %t67 = gpu.launch_func async [%t65] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_1 : memref<?xi32>, %d : memref<?xi32>, %c68 : index)
    %c70 = arith.constant 3 : index
    %t69 = gpu.launch_func async [%t67] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_3 : memref<?xi32>, %d : memref<?xi32>, %c70 : index)
    %c72 = arith.constant 4 : index
    %t71 = gpu.launch_func async [%t69] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_4 : memref<?xi32>, %d : memref<?xi32>, %c72 : index)
    %c74 = arith.constant 5 : index
    %t73 = gpu.launch_func async [%t71] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_5 : memref<?xi32>, %d : memref<?xi32>, %c74 : index)
    %c76 = arith.constant 6 : index
    %t75 = gpu.launch_func async [%t73] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_6 : memref<?xi32>, %d : memref<?xi32>, %c76 : index)
    %c78 = arith.constant 7 : index
    %t77 = gpu.launch_func async [%t75] @k::@gather blocks in (%c46, %c46, %c46) threads in (%c46, %c46, %c46) args(%n0_7 : memref<?xi32>, %d : memref<?xi32>, %c78 : index)
    %t79 = gpu.dealloc async [%t77] %n0_0 : memref<?xi32>
    %t80 = gpu.dealloc async [%t79] %n0_1 : memref<?xi32>
    %t81 = gpu.dealloc async [%t80] %n0_2 : memref<?xi32>
    %t82 = gpu.dealloc async [%t81] %n0_3 : memref<?xi32>
    %t83 = gpu.dealloc async [%t82] %n0_4 : memref<?xi32>
    %t84 = gpu.dealloc async [%t83] %n0_5 : memref<?xi32>
    %t85 = gpu.dealloc async [%t84] %n0_6 : memref<?xi32>
    %t86 = gpu.dealloc async [%t85] %n0_7 : memref<?xi32>
    gpu.wait [%t86]
    return
  }
  func.func @main() {
    %n = arith.constant 8 : index
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
