// End to end on the cpu device: gpu.printf from a kernel (vprintf formatted on the host as
// CUDA's printf formats it: f32 and f16 arguments are passed as doubles, %f with 6 decimals,
// %e as d.dddddde+XX, %g shortest, %x lowercase hex, %u unsigned, %% a percent sign). 2 blocks
// of 2 threads; thread (0, 0) also prints "hello". The host prints 7 after the wait, after
// every kernel line.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=eager --fail-on-leak > %t.eager 2>&1 && FileCheck %s < %t.eager
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=deferred --fail-on-leak > %t.deferred 2>&1 && FileCheck %s < %t.deferred
// RUN: cmp %t.eager %t.deferred
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --cpu-schedule=random:1 --cpu-check-races --fail-on-leak > %t.races 2>&1 && FileCheck %s < %t.races
// RUN: cmp %t.eager %t.races

// CHECK-NOT: error
// CHECK: hello
// CHECK-DAG: block 0 thread 0 x=1.500000 h=0.250000 n=-5 neg=-7 hex=ff u=4294967295 e=1.500000e+00 g=0.0001 G=1e+10 w=[ 3.14] 100%
// CHECK-DAG: block 0 thread 1 x=1.500000 h=0.250000 n=-5 neg=-8 hex=100 u=4294967295 e=1.500000e+00 g=0.0001 G=1e+10 w=[ 3.14] 100%
// CHECK-DAG: block 1 thread 0 x=1.500000 h=0.250000 n=-5 neg=-7 hex=ff u=4294967295 e=1.500000e+00 g=0.0001 G=1e+10 w=[ 3.14] 100%
// CHECK-DAG: block 1 thread 1 x=1.500000 h=0.250000 n=-5 neg=-8 hex=100 u=4294967295 e=1.500000e+00 g=0.0001 G=1e+10 w=[ 3.14] 100%
// CHECK: 7
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @talk(%x: f32, %h: f16, %n: i64) kernel {
      %c0 = arith.constant 0 : index
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %ti = arith.index_cast %tx : index to i32
      %m7 = arith.constant -7 : i32
      %neg = arith.subi %m7, %ti : i32
      %c255 = arith.constant 255 : i32
      %hex = arith.addi %c255, %ti : i32
      %mone = arith.constant -1 : i32
      %small = arith.constant 1.0e-4 : f64
      %big = arith.constant 1.0e10 : f64
      %pi = arith.constant 3.14159 : f32
      %b = arith.addi %bx, %tx : index
      %first = arith.cmpi eq, %b, %c0 : index
      scf.if %first {
        gpu.printf "hello\n"
      }
      gpu.printf "block %lld thread %d x=%f h=%f n=%lld neg=%d hex=%x u=%u e=%e g=%g G=%g w=[%5.2f] 100%%\n" %bx, %ti, %x, %h, %n, %neg, %hex, %mone, %x, %small, %big, %pi : index, i32, f32, f16, i64, i32, i32, i32, f32, f64, f64, f32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %x = arith.constant 1.5 : f32
    %h = arith.constant 0.25 : f16
    %n = arith.constant -5 : i64
    %seven = arith.constant 7 : i32
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @k::@talk blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1) args(%x : f32, %h : f16, %n : i64)
    gpu.wait [%t1]
    vector.print %seven : i32
    return
  }
}
