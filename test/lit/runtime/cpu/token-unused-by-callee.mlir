// Found by the async token graph generator (python -m tools.fuzz async --seed 60 --count 1):
// @g0 hands two tokens to @g0_f1, which never uses the second: the callee owns the streams it is handed, so it must destroy the one it ignores (it leaked: 'leaked: 1 stream').
// The expected cells are the generator's model's (the program in program order), not gpuopt's.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak 2>&1 | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu -O0 --fail-on-leak --cpu-schedule=random:5 --cpu-check-races 2>&1 | FileCheck %s
// CHECK-NOT: error
// CHECK: [1179603208,  600155799,  -42900956,  1010680818]
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
    %c31 = arith.constant 1 : index
    %c32 = arith.constant 0 : i32
    %t33 = gpu.wait async
    %n0_0, %t34 = gpu.alloc async [%t33] (%c31) : memref<?xi32>
    %t35 = gpu.memset async [%t34] %n0_0, %c32 : memref<?xi32>, i32
    %n0_1, %t36 = gpu.alloc async [%t35] (%c31) : memref<?xi32>
    %t37 = gpu.memset async [%t36] %n0_1, %c32 : memref<?xi32>, i32
    %n0_2, %t38 = gpu.alloc async [%t37] (%c31) : memref<?xi32>
    %t39 = gpu.memset async [%t38] %n0_2, %c32 : memref<?xi32>, i32
    %n0_3, %t40 = gpu.alloc async [%t39] (%c31) : memref<?xi32>
    %t41 = gpu.memset async [%t40] %n0_3, %c32 : memref<?xi32>, i32
    gpu.wait [%t41]
    %c1 = arith.constant 0 : index
    %c2 = arith.constant 1179603208 : i32
    %c3 = arith.constant 1 : index
    %t4 = gpu.launch_func async @k::@r0 blocks in (%c3, %c3, %c3) threads in (%c3, %c3, %c3) args(%n0_0 : memref<?xi32>, %c1 : index, %c2 : i32)
    %t5 = gpu.wait async
    %t6 = gpu.wait async
    %t12 = func.call @g0_f1(%n0_0, %n0_1, %on, %off, %t4, %t6) : (memref<?xi32>, memref<?xi32>, i1, i1, !gpu.async.token, !gpu.async.token) -> !gpu.async.token
    %t13 = gpu.wait async
    %t14 = gpu.wait async [%t13, %t6]
    %c16 = arith.constant 1 : index
    %ag0_0, %t15 = gpu.alloc async [%t14, %t12] (%c16) : memref<?xi32>
    %c18 = arith.constant 978475110 : i32
    %t17 = gpu.memset async [%t15] %ag0_0, %c18 : memref<?xi32>, i32
    %c19 = arith.constant 0 : index
    %c20 = arith.constant -261989029 : i32
    %c21 = arith.constant 0 : index
    %c22 = arith.constant 1 : index
    %t23 = gpu.launch_func async [%t14, %t13, %t15, %t12] @k::@r1 blocks in (%c22, %c22, %c22) threads in (%c22, %c22, %c22) args(%n0_2 : memref<?xi32>, %c19 : index, %c20 : i32, %n0_1 : memref<?xi32>, %c21 : index)
    %c24 = arith.constant 0 : index
    %c25 = arith.constant 1010680818 : i32
    %c26 = arith.constant 1 : index
    %t27 = gpu.launch_func async [%t14] @k::@r0 blocks in (%c26, %c26, %c26) threads in (%c26, %c26, %c26) args(%n0_3 : memref<?xi32>, %c24 : index, %c25 : i32)
    %t28 = gpu.wait async
    %t29 = gpu.wait async [%t4, %t5, %t17, %t23, %t27, %t28]
    %t30 = gpu.dealloc async [%t29] %ag0_0 : memref<?xi32>
    %c43 = arith.constant 0 : index
    %t42 = gpu.launch_func async [%t29] @k::@gather blocks in (%c31, %c31, %c31) threads in (%c31, %c31, %c31) args(%n0_0 : memref<?xi32>, %d : memref<?xi32>, %c43 : index)
    %c45 = arith.constant 1 : index
    %t44 = gpu.launch_func async [%t42] @k::@gather blocks in (%c31, %c31, %c31) threads in (%c31, %c31, %c31) args(%n0_1 : memref<?xi32>, %d : memref<?xi32>, %c45 : index)
    %c47 = arith.constant 2 : index
    %t46 = gpu.launch_func async [%t44] @k::@gather blocks in (%c31, %c31, %c31) threads in (%c31, %c31, %c31) args(%n0_2 : memref<?xi32>, %d : memref<?xi32>, %c47 : index)
    %c49 = arith.constant 3 : index
    %t48 = gpu.launch_func async [%t46] @k::@gather blocks in (%c31, %c31, %c31) threads in (%c31, %c31, %c31) args(%n0_3 : memref<?xi32>, %d : memref<?xi32>, %c49 : index)
    %t50 = gpu.dealloc async [%t48] %n0_0 : memref<?xi32>
    %t51 = gpu.dealloc async [%t50] %n0_1 : memref<?xi32>
    %t52 = gpu.dealloc async [%t51] %n0_2 : memref<?xi32>
    %t53 = gpu.dealloc async [%t52] %n0_3 : memref<?xi32>
    gpu.wait [%t30, %t53]
    return
  }
  func.func private @g0_f1(%fn0: memref<?xi32>, %fn1: memref<?xi32>, %on: i1, %off: i1, %p0: !gpu.async.token, %p1: !gpu.async.token) -> (!gpu.async.token) {
    %c7 = arith.constant 0 : index
    %c8 = arith.constant -1449088923 : i32
    %c9 = arith.constant 0 : index
    %c10 = arith.constant 1 : index
    %t11 = gpu.launch_func async [%p0] @k::@r1 blocks in (%c10, %c10, %c10) threads in (%c10, %c10, %c10) args(%fn1 : memref<?xi32>, %c7 : index, %c8 : i32, %fn0 : memref<?xi32>, %c9 : index)
    return %t11 : !gpu.async.token
  }
  func.func @main() {
    %n = arith.constant 4 : index
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
