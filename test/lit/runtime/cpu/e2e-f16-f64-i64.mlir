// End to end on the cpu device: f16 and f64 arithmetic and i64 index math in one kernel, 64
// threads of one block (numpy's values):
//   f16: y[t] = x[t] * 0.5 + 1.25 for x[t] = t (t < 16, in f16): y[3] = 2.75, y[15] = 8.75,
//        sum 80 (read back as f32 on the host).
//   f64: z[t] = t * t / 3 for t < 16: z[5] = 8.333333333333334 (vector.print: 8.33333),
//        sum 413.33333333333326 (413.333).
//   i64: thread t takes i = n - t (n = 63, an i64 argument) and writes
//        out[i] = (i * 3000000007) mod 1000003 (an i64 product past 2^32): out[1] = 991010,
//        out[63] = 433444, sum 44870301.
// RUN: gpuopt-runner %s -e main --entry-point-result=void --device=cpu --fail-on-leak > %t 2>&1 && FileCheck %s < %t

// CHECK-NOT: error
// CHECK: 2.75
// CHECK-NEXT: 8.75
// CHECK-NEXT: 80
// CHECK-NEXT: 8.33333
// CHECK-NEXT: 413.333
// CHECK-NEXT: 991010
// CHECK-NEXT: 433444
// CHECK-NEXT: 44870301
// CHECK-NOT: leaked
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @types(%x: memref<?xf16>, %y: memref<?xf16>, %z: memref<?xf64>,
                    %out: memref<?xi64>, %n: i64) kernel {
      %c16 = arith.constant 16 : index
      %half = arith.constant 0.5 : f16
      %q = arith.constant 1.25 : f16
      %three = arith.constant 3.0 : f64
      %big = arith.constant 3000000007 : i64
      %mod = arith.constant 1000003 : i64
      %tx = gpu.thread_id x
      %low = arith.cmpi ult, %tx, %c16 : index
      scf.if %low {
        %v = memref.load %x[%tx] : memref<?xf16>
        %m = arith.mulf %v, %half : f16
        %w = arith.addf %m, %q : f16
        memref.store %w, %y[%tx] : memref<?xf16>
        %ti = arith.index_cast %tx : index to i64
        %tf = arith.sitofp %ti : i64 to f64
        %sq = arith.mulf %tf, %tf : f64
        %d = arith.divf %sq, %three : f64
        memref.store %d, %z[%tx] : memref<?xf64>
      }
      %t64 = arith.index_castui %tx : index to i64
      %i = arith.subi %n, %t64 : i64
      %p = arith.muli %i, %big : i64
      %r = arith.remsi %p, %mod : i64
      %ix = arith.index_cast %i : i64 to index
      memref.store %r, %out[%ix] : memref<?xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 63 : i64
    %zf = arith.constant 0.0 : f32
    %zd = arith.constant 0.0 : f64
    %zi = arith.constant 0 : i64
    %hx = memref.alloc(%c16) : memref<?xf16>
    %hy = memref.alloc(%c16) : memref<?xf16>
    %hz = memref.alloc(%c16) : memref<?xf64>
    %ho = memref.alloc(%c64) : memref<?xi64>
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f16
      memref.store %f, %hx[%i] : memref<?xf16>
    }
    %dx = gpu.alloc (%c16) : memref<?xf16>
    %dy = gpu.alloc (%c16) : memref<?xf16>
    %dz = gpu.alloc (%c16) : memref<?xf64>
    %do = gpu.alloc (%c64) : memref<?xi64>
    gpu.memcpy %dx, %hx : memref<?xf16>, memref<?xf16>
    gpu.launch_func @k::@types blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%dx : memref<?xf16>, %dy : memref<?xf16>, %dz : memref<?xf64>, %do : memref<?xi64>, %n : i64)
    gpu.memcpy %hy, %dy : memref<?xf16>, memref<?xf16>
    gpu.memcpy %hz, %dz : memref<?xf64>, memref<?xf64>
    gpu.memcpy %ho, %do : memref<?xi64>, memref<?xi64>
    %y3 = memref.load %hy[%c3] : memref<?xf16>
    %y3f = arith.extf %y3 : f16 to f32
    vector.print %y3f : f32
    %y15 = memref.load %hy[%c15] : memref<?xf16>
    %y15f = arith.extf %y15 : f16 to f32
    vector.print %y15f : f32
    %ys = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zf) -> (f32) {
      %v = memref.load %hy[%i] : memref<?xf16>
      %vf = arith.extf %v : f16 to f32
      %s = arith.addf %acc, %vf : f32
      scf.yield %s : f32
    }
    vector.print %ys : f32
    %z5 = memref.load %hz[%c5] : memref<?xf64>
    vector.print %z5 : f64
    %zs = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zd) -> (f64) {
      %v = memref.load %hz[%i] : memref<?xf64>
      %s = arith.addf %acc, %v : f64
      scf.yield %s : f64
    }
    vector.print %zs : f64
    %o1 = memref.load %ho[%c1] : memref<?xi64>
    vector.print %o1 : i64
    %o63 = memref.load %ho[%c63] : memref<?xi64>
    vector.print %o63 : i64
    %os = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %zi) -> (i64) {
      %v = memref.load %ho[%i] : memref<?xi64>
      %s = arith.addi %acc, %v : i64
      scf.yield %s : i64
    }
    vector.print %os : i64
    gpu.dealloc %dx : memref<?xf16>
    gpu.dealloc %dy : memref<?xf16>
    gpu.dealloc %dz : memref<?xf64>
    gpu.dealloc %do : memref<?xi64>
    memref.dealloc %hx : memref<?xf16>
    memref.dealloc %hy : memref<?xf16>
    memref.dealloc %hz : memref<?xf64>
    memref.dealloc %ho : memref<?xi64>
    return
  }
}
