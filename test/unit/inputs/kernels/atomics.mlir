// Atomics as CUDA kernels use them: memref.atomic_rmw addf, addi and maxs on global memory,
// addf, addi and maximumf on a workgroup attribution, and memref.generic_atomic_rmw (a
// compare-and-swap loop) on global i32 and workgroup i64; thread 0 zeroes the shared cells
// before a barrier and writes them out after another.
gpu.module @atomics {
  gpu.func @counters(%x: memref<?xf32>, %acc_f: memref<1xf32>, %acc_i: memref<1xi32>,
                     %mx: memref<1xi32>, %prod: memref<1xi32>, %out: memref<?xf32>)
      workgroup(%s_f: memref<1xf32, #gpu.address_space<workgroup>>,
                %s_i: memref<1xi64, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c101 = arith.constant 101 : i32
    %c37 = arith.constant 37 : i32
    %three = arith.constant 3 : i32
    %one = arith.constant 1 : i64
    %zi = arith.constant 0 : i64
    %zf = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %dx = gpu.block_dim x
    %first = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %first, ^zero, ^start
  ^zero:
    memref.store %zf, %s_f[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
    memref.store %zi, %s_i[%c0] : memref<1xi64, #gpu.address_space<workgroup>>
    cf.br ^start
  ^start:
    gpu.barrier
    %b0 = arith.muli %bx, %dx : index
    %i = arith.addi %b0, %tx : index
    %v = memref.load %x[%i] : memref<?xf32>
    %ii = arith.index_cast %i : index to i32
    %a0 = memref.atomic_rmw addf %v, %acc_f[%c0] : (f32, memref<1xf32>) -> f32
    %a1 = memref.atomic_rmw addi %ii, %acc_i[%c0] : (i32, memref<1xi32>) -> i32
    %m0 = arith.muli %ii, %c37 : i32
    %m = arith.remsi %m0, %c101 : i32
    %a2 = memref.atomic_rmw maxs %m, %mx[%c0] : (i32, memref<1xi32>) -> i32
    %g = memref.generic_atomic_rmw %prod[%c0] : memref<1xi32> {
    ^bb0(%cur: i32):
      %p = arith.muli %cur, %three : i32
      memref.atomic_yield %p : i32
    }
    %a3 = memref.atomic_rmw addf %v, %s_f[%c0] : (f32, memref<1xf32, #gpu.address_space<workgroup>>) -> f32
    %a4 = memref.atomic_rmw maximumf %v, %s_f[%c0] : (f32, memref<1xf32, #gpu.address_space<workgroup>>) -> f32
    %a5 = memref.atomic_rmw addi %one, %s_i[%c0] : (i64, memref<1xi64, #gpu.address_space<workgroup>>) -> i64
    %h = memref.generic_atomic_rmw %s_i[%c0] : memref<1xi64, #gpu.address_space<workgroup>> {
    ^bb0(%cur: i64):
      %d = arith.shli %cur, %one : i64
      %n = arith.ori %d, %one : i64
      memref.atomic_yield %n : i64
    }
    gpu.barrier
    cf.cond_br %first, ^write, ^done
  ^write:
    %sf = memref.load %s_f[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
    memref.store %sf, %out[%bx] : memref<?xf32>
    cf.br ^done
  ^done:
    gpu.return
  }
}
