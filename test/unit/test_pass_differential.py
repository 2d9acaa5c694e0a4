"""Differential tests for --canonicalize and --cse: gpuopt's output is mlir-opt-19's, byte for byte.

Each input below runs through both tools with the same pass flag; exit status and stdout must
match. Without mlir-opt-19 they are skipped, saying why (a failure under CI: conftest.py).
"""
import subprocess

import pytest
from conftest import run_gpuopt

FN = "func.func @f({args}) -> ({rets}) {{\n{body}\n  return {vals} : {rets}\n}}\n"

COMMON = {
    "fold_add": """
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}""",
    "reordered_constants": """
func.func @f(%a: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %y = arith.muli %x, %c1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %c5 = arith.constant 5 : i32
  %t = arith.addi %s, %c5 : i32
  %z = arith.addi %y, %c5 : i32
  return %s, %t, %z : i32, i32, i32
}""",
    "identities": """
func.func @f(%a: index, %b: i64) -> (index, index, i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %p = arith.addi %a, %c0 : index
  %q = arith.muli %p, %c1 : index
  %r = arith.subi %b, %b : i64
  %s = arith.ori %b, %z : i64
  %t = arith.andi %b, %z : i64
  return %p, %q, %r, %s, %t : index, index, i64, i64, i64
}""",
    "commutative_constant_lhs": """
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %x = arith.addi %c7, %a : i32
  %y = arith.muli %c7, %b : i32
  %z = arith.addi %b, %a : i32
  %w = arith.addi %a, %b : i32
  return %x, %y, %z : i32, i32, i32
}""",
    "duplicates": """
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b : i32
  %z = arith.addi %b, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %u = arith.muli %x, %c1 : i32
  %v = arith.muli %y, %c2 : i32
  %dead = arith.subi %u, %v : i32
  return %u, %v, %z : i32, i32, i32
}""",
    "cmpi_select": """
func.func @f(%a: i32, %b: i32) -> (i1, i1, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %p = arith.cmpi slt, %c3, %c4 : i32
  %q = arith.cmpi eq, %a, %a : i32
  %s = arith.select %p, %a, %b : i32
  %t = arith.select %q, %b, %b : i32
  return %p, %q, %s, %t : i1, i1, i32, i32
}""",
    "index_casts": """
func.func @f(%a: index, %b: i32) -> (index, i32, i64) {
  %c5 = arith.constant 5 : i32
  %x = arith.index_cast %c5 : i32 to index
  %y = arith.index_cast %a : index to i32
  %z = arith.index_cast %y : i32 to index
  %w = arith.extsi %c5 : i32 to i64
  %n = arith.addi %x, %z : index
  return %n, %y, %w : index, i32, i64
}""",
    "division": """
func.func @f(%a: i32) -> (i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %d = arith.divsi %cm7, %c2 : i32
  %e = arith.divui %c7, %c2 : i32
  %r = arith.remsi %cm7, %c2 : i32
  %g = arith.divsi %a, %c1 : i32
  %h = arith.ceildivsi %c7, %c2 : i32
  return %d, %e, %r, %g, %h : i32, i32, i32, i32, i32
}""",
    "shifts_bitwise": """
func.func @f(%a: i8) -> (i8, i8, i8, i8) {
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  %m = arith.constant -128 : i8
  %x = arith.shli %c3, %c1 : i8
  %y = arith.shrui %m, %c1 : i8
  %z = arith.shrsi %m, %c1 : i8
  %w = arith.xori %a, %a : i8
  return %x, %y, %z, %w : i8, i8, i8, i8
}""",
    "dead_ops": """
func.func @f(%a: f32, %b: f32) -> f32 {
  %x = arith.addf %a, %b : f32
  %y = arith.mulf %x, %x : f32
  %z = arith.subf %y, %a : f32
  return %x : f32
}""",
    "float_fold": """
func.func @f() -> (f32, f64) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %s = arith.addf %a, %b : f32
  %c = arith.constant 3.0 : f64
  %d = arith.constant 0.5 : f64
  %m = arith.mulf %c, %d : f64
  return %s, %m : f32, f64
}""",
    "scf_for_constants": """
func.func @f(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x = arith.addi %c2, %c3 : index
    %y = arith.addi %i, %x : index
    memref.store %y, %m[%i] : memref<?xindex>
  }
  return
}""",
    "scf_if": """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  %y = arith.addi %a, %b : i32
  %z = arith.addi %r, %y : i32
  return %z : i32
}""",
    "gpu_waits": """
func.func @f() {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async
  gpu.wait [%t1, %t2]
  gpu.wait
  %t3 = gpu.wait async
  return
}""",
    "gpu_wait_pairs": """
func.func @f(%n: index) {
  %t0 = gpu.wait async
  %t1 = gpu.wait async
  %t2 = gpu.wait async [%t0, %t1]
  gpu.wait [%t2]
  %t3 = gpu.wait async
  %t4 = gpu.wait async [%t3]
  %t5 = gpu.wait async [%t4, %t2]
  gpu.wait [%t5]
  return
}""",
    "gpu_kernel": """
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%m: memref<?xf32>, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid2 = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %a = arith.muli %bid, %bdim : index
      %b = arith.addi %a, %tid : index
      %c = arith.addi %b, %c0 : index
      %v = memref.load %m[%c] : memref<?xf32>
      %w = memref.load %m[%c] : memref<?xf32>
      %s = arith.addf %v, %w : f32
      memref.store %s, %m[%tid2] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main(%m: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c1b = arith.constant 1 : index
    gpu.launch_func @k::@kern blocks in (%n, %c1, %c1b) threads in (%c1, %c1, %c1)
        args(%m : memref<?xf32>, %n : index)
    return
  }
}""",
    "gpu_launch_body": """
func.func @f(%m: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %c4 = arith.constant 4 : index
    %c1_0 = arith.constant 1 : index
    %i = arith.muli %tx, %c1_0 : index
    %j = arith.addi %i, %c4 : index
    %v = memref.load %m[%j] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}""",
    "two_functions": """
func.func @f(%a: i64) -> i64 {
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  %x = arith.addi %a, %c10 : i64
  %y = arith.addi %x, %c20 : i64
  return %y : i64
}
func.func @g(%a: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %x = arith.muli %a, %c3 : i64
  %y = arith.muli %x, %c4 : i64
  %z = arith.muli %x, %c4 : i64
  %w = arith.addi %y, %z : i64
  return %w : i64
}""",
    "cfg_blocks": """
func.func @f(%c: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %c1 : i32
  cf.br ^bb3(%y : i32)
^bb2:
  %z = arith.addi %a, %c1 : i32
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  %w = arith.addi %a, %c1 : i32
  %s = arith.addi %r, %w : i32
  return %s : i32
}""",
    "async_ops": """
func.func @f(%n: index) -> memref<?xf32> {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c0b = arith.constant 0 : index
  %s = arith.addi %c0, %c0b : index
  %t2 = gpu.memset async [%t1] %m, %cst : memref<?xf32>, f32
  gpu.wait [%t2]
  return %m : memref<?xf32>
}
""".replace("%t2 = gpu.memset", "%cst = arith.constant 0.0 : f32\n  %t2 = gpu.memset"),
    "alloc_constant_sizes_dead_allocs": """
func.func @allocs(%n: index) -> (memref<?x?xf32>, memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) : memref<?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  %d = memref.alloca() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %f, %d[%c0] : memref<4xf32>
  %dim = memref.dim %a, %c0 : memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %dim1 = memref.dim %a, %c1 : memref<?x?xf32>
  memref.store %f, %b[%dim1] : memref<?xf32>
  memref.store %f, %b[%dim] : memref<?xf32>
  return %a, %b : memref<?x?xf32>, memref<?xf32>
}""",
    "memref_cast_folding": """
func.func @casts(%m: memref<4xf32>, %u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %c2 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c2, %c : memref<?xf32> to memref<?xf32>
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %v2 = memref.load %c[%d] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  %r = arith.addf %v, %v2 : f32
  return %r : f32
}""",
    "gpu_launch_uniform_barriers_memcpy": """
func.func @g(%n: index, %f: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] (%c4) : memref<?xf32>
  %b = gpu.alloc (%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %b, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c4, %y = %c1, %z = %c1)
      threads(%tx, %ty, %tz) in (%x2 = %c4, %y2 = %c1, %z2 = %c1) {
    %r = gpu.all_reduce add %f {} : (f32) -> (f32)
    %s = gpu.subgroup_reduce add %f : (f32) -> (f32)
    %bd = gpu.block_dim x
    %gd = gpu.grid_dim x
    %v = arith.addf %r, %s : f32
    gpu.barrier
    gpu.barrier
    memref.store %v, %m[%bd] : memref<?xf32>
    memref.store %v, %m[%gd] : memref<?xf32>
    memref.store %v, %b[%d] : memref<?xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c4, %y = %c1, %z = %c1)
      threads(%tx, %ty, %tz) in (%x2 = %c4, %y2 = %c1, %z2 = %c1) {
    gpu.terminator
  }
  %c = gpu.alloc () : memref<4xf32>
  gpu.memcpy %c, %m : memref<4xf32>, memref<?xf32>
  gpu.dealloc %c : memref<4xf32>
  %e = gpu.alloc () : memref<4xf32>
  %cast = memref.cast %e : memref<4xf32> to memref<?xf32>
  gpu.memcpy %m, %cast : memref<?xf32>, memref<?xf32>
  gpu.memset %cast, %f : memref<?xf32>, f32
  return
}""",
    "gpu_alloc_async_trivial_copy": """
func.func @g(%m: memref<?xf32>, %f: f32) -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = gpu.alloc (%c4) : memref<?xf32>
  %t = gpu.wait async
  %b, %t2 = gpu.alloc async [%t] (%c4) : memref<?xf32>
  gpu.wait [%t2]
  gpu.memcpy %b, %m : memref<?xf32>, memref<?xf32>
  gpu.dealloc %b : memref<?xf32>
  %t3 = gpu.memcpy async %m, %m : memref<?xf32>, memref<?xf32>
  gpu.wait [%t3]
  return %a : memref<?xf32>
}""",
    "arith_extended_ops": """
func.func @e(%x: i32) -> (i32, i32, i32, i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mului_extended %x, %c1 : i32
  %l2, %h2 = arith.mulsi_extended %x, %c1 : i32
  %l3, %h3 = arith.mulsi_extended %x, %c0 : i32
  %s, %o = arith.addui_extended %x, %c0 : i32, i1
  return %l, %h, %l2, %h2, %h3, %s, %o : i32, i32, i32, i32, i32, i32, i1
}""",
    "call_indirect_known_callee": """
func.func private @use(index)
func.func @ci(%a: index, %b: i1) {
  %x = arith.addi %a, %a : index
  %f = func.constant @use : (index) -> ()
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %g = func.constant @use : (index) -> ()
  func.call_indirect %g(%x) : (index) -> ()
  return
^bb2:
  func.call_indirect %f(%a) : (index) -> ()
  return
}""",
    "func_constant_uniqued": """
func.func private @use(index)
func.func @ci(%a: index) -> ((index) -> (), (index) -> ()) {
  %x = arith.addi %a, %a : index
  %f = func.constant @use : (index) -> ()
  %g = func.constant @use : (index) -> ()
  return %f, %g : (index) -> (), (index) -> ()
}""",
    "scf_trivial_loops_static_if": """
func.func private @use(index)
func.func @s(%n: index, %m: memref<?xf32>, %b: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  scf.for %i = %c0 to %n step %c1 {
  }
  scf.for %i = %c0 to %c0 step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %c1 step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  scf.if %b {
  }
  scf.if %t {
    func.call @use(%c4) : (index) -> ()
  } else {
    func.call @use(%c1) : (index) -> ()
  }
  %r = scf.if %b -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %r2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  }
  %l, %h = arith.mului_extended %x, %y : i32
  %l2, %h2 = arith.mulsi_extended %x, %y : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %q = arith.addi %l, %l2 : i32
  %q2 = arith.addi %q, %s : i32
  return %r, %r2, %q2 : i32, i32, i32
}
func.func @ci(%a: index) {
  %f = func.constant @use : (index) -> ()
  func.call_indirect %f(%a) : (index) -> ()
  return
}""",
    "scf_if_combine_select_iter_args": """
func.func private @use(i1)
func.func private @usei(i32)
func.func @s(%b: i1, %x: i32, %y: i32, %n: index, %m: memref<?xi32>) -> (i32, i1, i1, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %b -> (i32, i32, i32) {
    func.call @use(%b) : (i1) -> ()
    %z = arith.addi %x, %y : i32
    scf.yield %x, %z, %y : i32, i32, i32
  } else {
    func.call @use(%b) : (i1) -> ()
    scf.yield %y, %x, %y : i32, i32, i32
  }
  %p, %q = scf.if %b -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  %s = scf.if %b -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  scf.if %b {
    func.call @usei(%x) : (i32) -> ()
  } else {
  }
  %w:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %a2 = %y) -> (i32, i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %a3 = arith.addi %a, %v : i32
    scf.yield %a3, %a2 : i32, i32
  }
  %w2 = scf.for %i = %c0 to %c5 step %c5 iter_args(%a = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %a3 = arith.addi %a, %ii : i32
    scf.yield %a3 : i32
  }
  %w3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  %sum = arith.addi %w#0, %w#1 : i32
  %sum2 = arith.addi %sum, %w2 : i32
  %sum3 = arith.addi %sum2, %w3 : i32
  %sum4 = arith.addi %sum3, %s : i32
  %sum5 = arith.addi %sum4, %r#1 : i32
  return %sum5, %p, %q, %r#0 : i32, i1, i1, i32
}""",
    "arith_select_patterns": """
func.func @s(%b: i1, %c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %b, %c1, %c0 : i32
  %1 = arith.select %b, %c0, %c1 : i32
  %nb = arith.xori %b, %t : i1
  %2 = arith.select %nb, %x, %y : i32
  %in = arith.select %b, %x, %y : i32
  %3 = arith.select %b, %in, %z : i32
  %4 = arith.select %b, %z, %in : i32
  %e = arith.cmpi eq, %x, %y : i32
  %5 = arith.select %e, %x, %y : i32
  %6 = arith.select %c, %f, %t : i1
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i1
}""",
    "cf_branch_merging": """
func.func private @use(i32)
func.func @c(%b: i1, %x: i32, %y: i32, %i: i32) -> i32 {
  %t = arith.constant true
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  func.call @use(%a) : (i32) -> ()
  cf.cond_br %t, ^bb2, ^bb3
^bb2:
  cf.cond_br %b, ^bb4(%x : i32), ^bb4(%x : i32)
^bb3:
  cf.br ^bb5
^bb4(%v: i32):
  func.call @use(%v) : (i32) -> ()
  cf.switch %i : i32, [
    default: ^bb6(%y : i32),
    0: ^bb6(%y : i32),
    1: ^bb7
  ]
^bb5:
  cf.br ^bb6(%x : i32)
^bb6(%w: i32):
  return %w : i32
^bb7:
  cf.cond_br %b, ^bb8, ^bb9
^bb8:
  cf.br ^bb6(%x : i32)
^bb9:
  cf.br ^bb6(%y : i32)
}
func.func @sw(%i: i32, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.switch %c1 : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  cf.switch %i : i32, [
    default: ^bb1(%x : i32)
  ]
}""",
    "cf_switch_simplification": """
func.func private @use(i32)
func.func @sw(%i: i32, %x: i32, %y: i32, %b: i1) -> i32 {
  cf.switch %i : i32, [
    default: ^bb1(%x : i32),
    3: ^bb1(%x : i32),
    4: ^bb2(%y : i32),
    -1: ^bb3
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%p: i32):
  cf.br ^bb1(%p : i32)
^bb3:
  cf.cond_br %b, ^bb4, ^bb5
^bb4:
  func.call @use(%x) : (i32) -> ()
  cf.cond_br %b, ^bb6, ^bb1(%y : i32)
^bb5:
  %s = arith.select %b, %x, %y : i32
  cf.br ^bb1(%s : i32)
^bb6:
  cf.br ^bb6
}
func.func @sw2(%x: i32) -> i32 {
  %c = arith.constant -1 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    -1: ^bb2
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
}""",
    "arith_folds_ext_trunc_float": """
func.func @a(%x: index, %y: index, %i: i32, %j: i64, %f: f32) -> (index, index, index, index,
      i1, i1, i32, i64, i64, index, f32, f32, i32, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = arith.addi %x, %c2 : index
  %b = arith.subi %a, %c2 : index
  %s = arith.subi %x, %c1 : index
  %s2 = arith.addi %s, %c4 : index
  %t = arith.subi %c4, %x : index
  %t2 = arith.subi %c1, %t : index
  %m = arith.muli %x, %c4 : index
  %d = arith.divui %m, %c4 : index
  %cmp = arith.cmpi ult, %x, %c0 : index
  %cmp2 = arith.cmpi uge, %x, %c0 : index
  %e = arith.extui %i : i32 to i64
  %tr = arith.trunci %e : i64 to i32
  %e2 = arith.extsi %i : i32 to i64
  %e3 = arith.extsi %e2 : i64 to i128
  %e4 = arith.trunci %e3 : i128 to i64
  %ic = arith.index_cast %i : i32 to index
  %ic2 = arith.index_cast %ic : index to i64
  %ic3 = arith.index_cast %ic2 : i64 to index
  %z = arith.constant 0.0 : f32
  %fa = arith.addf %f, %z : f32
  %one = arith.constant 1.0 : f32
  %fm = arith.mulf %f, %one : f32
  %ns = arith.negf %f : f32
  %nn = arith.negf %ns : f32
  %xi = arith.xori %i, %i : i32
  %n1 = arith.constant true
  %c = arith.cmpi slt, %i, %xi : i32
  %nc = arith.xori %c, %n1 : i1
  %r = arith.remui %x, %c1 : index
  %fc = arith.cmpf oeq, %nn, %nn : f32
  %tr2 = arith.trunci %tr : i32 to i16
  %ex = arith.extui %tr2 : i16 to i32
  return %b, %s2, %t2, %d, %cmp, %cmp2, %tr, %e4, %ic2, %ic3, %fa, %fm, %ex, %nc, %fc : index,
      index, index, index, i1, i1, i32, i64, i64, index, f32, f32, i32, i1, i1
}""",
    "arith_add_sub_constants_cmpi": """
func.func @a2(%x: index, %y: index, %i: i32, %j: i32, %p: i1, %h: i8, %f: f32) -> (index,
      index, index, index, index, index, index, index, index, index, i1, i1, i1, i1, i1, i32,
      i16, i64, i32, f32, f32) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %s0 = arith.subi %x, %c3 : index
  %r0 = arith.addi %s0, %c5 : index
  %s1 = arith.subi %c3, %x : index
  %r1 = arith.addi %s1, %c5 : index
  %m = arith.muli %y, %cm1 : index
  %r2 = arith.addi %x, %m : index
  %a = arith.addi %x, %c3 : index
  %r3 = arith.subi %c5, %a : index
  %r4 = arith.subi %s0, %c5 : index
  %r5 = arith.subi %s1, %c5 : index
  %r6 = arith.subi %c5, %s0 : index
  %r7 = arith.subi %c5, %s1 : index
  %xy = arith.subi %x, %y : index
  %r8 = arith.subi %xy, %x : index
  %r9 = arith.addi %xy, %y : index
  %c10 = arith.constant 10 : i32
  %q0 = arith.cmpi slt, %c10, %i : i32
  %e = arith.extui %p : i1 to i32
  %z = arith.constant 0 : i32
  %q1 = arith.cmpi ne, %e, %z : i32
  %t = arith.constant true
  %q2 = arith.cmpi eq, %p, %t : i1
  %ea = arith.extsi %h : i8 to i32
  %eb = arith.extsi %h : i8 to i32
  %q3 = arith.cmpi eq, %ea, %eb : i32
  %ec = arith.extui %h : i8 to i32
  %q4 = arith.cmpi ne, %ec, %j : i32
  %x1 = arith.xori %i, %j : i32
  %x2 = arith.xori %x1, %j : i32
  %ew = arith.extsi %h : i8 to i64
  %tw = arith.trunci %ew : i64 to i16
  %eu = arith.extui %h : i8 to i16
  %es = arith.extsi %eu : i16 to i64
  %ee = arith.extsi %ea : i32 to i64
  %te = arith.trunci %ee : i64 to i32
  %nz = arith.constant -0.0 : f32
  %fa = arith.addf %f, %nz : f32
  %one = arith.constant 1.0 : f32
  %fd = arith.divf %fa, %one : f32
  %ng = arith.negf %one : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %q0, %q1, %q2, %q3, %q4, %x2, %tw,
      %es, %te, %fd, %ng : index, index, index, index, index, index, index, index, index,
      index, i1, i1, i1, i1, i1, i32, i16, i64, i32, f32, f32
}""",
    "scf_parallel_single_zero_trip_dims": """
func.func @p(%n: index, %m: memref<?x?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %c3, %c0) to (%n, %c4, %n) step (%c1, %c1, %c4) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
    memref.store %f, %m[%k, %j] : memref<?x?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c4) to (%c0) step (%c1) {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c4) {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}""",
    "scf_while_parallel_dead_loads": """
func.func private @use(index)
func.func @w(%n: index, %m: memref<?xf32>, %f: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %j = %c1) : (index, index) -> (index, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %j : index, index
  } do {
  ^bb0(%a: index, %b: index):
    func.call @use(%a) : (index) -> ()
    %a1 = arith.addi %a, %c1 : index
    scf.yield %a1, %b : index, index
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce
  }
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  %ld = memref.load %e[%c0, %c0] : memref<2x?xf32>
  %ld2 = memref.load %m[%c0] : memref<?xf32>
  return %r#0 : index
}""",
    "scf_while_invariant_args": """
func.func private @use(index)
func.func @w(%n: index, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %j = %c1, %l = %k) : (index, index, index) -> (index, index, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %j, %l : index, index, index
  } do {
  ^bb0(%a: index, %b: index, %d: index):
    func.call @use(%a) : (index) -> ()
    %a1 = arith.addi %a, %c1 : index
    scf.yield %a1, %b, %k : index, index, index
  }
  %s = arith.addi %r#0, %r#2 : index
  return %s : index
}""",
    "memref_subview_constants_while": """
func.func private @use(index)
func.func @w(%n: index, %m: memref<?xf32>, %f: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %j = %c1) : (index, index) -> (index, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %j : index, index
  } do {
  ^bb0(%a: index, %b: index):
    func.call @use(%a) : (index) -> ()
    %a1 = arith.addi %a, %c1 : index
    scf.yield %a1, %b : index, index
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce
  }
  %v = memref.subview %m[0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1] [%c2] [%c1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.store %f, %sv[%c0] : memref<?xf32, strided<[?], offset: ?>>
  memref.store %f, %v[%c0] : memref<4xf32, strided<[1]>>
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  %ld = memref.load %e[%c0, %c0] : memref<2x?xf32>
  %ld2 = memref.load %m[%c0] : memref<?xf32>
  return %r#0 : index
}""",
    "memref_subview_constant_operands": """
func.func @sv(%m: memref<?x?xf32>, %s: memref<8x16xf32>, %i: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = memref.subview %m[%c1, %i] [%c2, %c4] [%c1, %c2] : memref<?x?xf32> to memref<?x?xf32,
      strided<[?, ?], offset: ?>>
  memref.store %f, %a[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b = memref.subview %s[%c1, %c2] [%c4, %i] [%c1, %c1] : memref<8x16xf32> to memref<?x?xf32,
      strided<[?, ?], offset: ?>>
  memref.store %f, %b[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}""",
    "gpu_kernel_and_host_unused_constants": """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<?xf32>, %n: index) kernel attributes {known_block_size = array<i32:
      128, 1, 1>} {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %0 = arith.muli %bid, %bdim : index
      %1 = arith.addi %0, %tid : index
      %2 = arith.addi %1, %ty : index
      %c = arith.cmpi ult, %2, %n : index
      scf.if %c {
        %v = memref.load %m[%2] : memref<?xf32>
        %w = arith.mulf %v, %v : f32
        %s = gpu.all_reduce add %w uniform {} : (f32) -> (f32)
        memref.store %s, %m[%2] : memref<?xf32>
      }
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%m: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c4 = arith.constant 4 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %d, %m : memref<?xf32>, memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k blocks in (%c4, %c1, %c1) threads in
      (%c128, %c1, %c1) args(%d : memref<?xf32>, %n : index)
    %t4 = gpu.memcpy async [%t3] %m, %d : memref<?xf32>, memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %d : memref<?xf32>
    gpu.wait [%t5]
    return
  }
}""",
    "arith_constant_chains_overflow_flags": """
func.func @ov(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %r = arith.addi %a, %c2 overflow<nsw> : i32
  %b = arith.muli %y, %c2 overflow<nsw, nuw> : i32
  %r2 = arith.muli %b, %c2 overflow<nuw> : i32
  %s = arith.subi %x, %c1 overflow<nsw, nuw> : i32
  %r3 = arith.subi %s, %c2 overflow<nsw, nuw> : i32
  %r4 = arith.addi %s, %c2 overflow<nuw> : i32
  return %r, %r2, %r3, %r4 : i32, i32, i32, i32
}""",
    "arith_min_max_float": """
func.func @mm(%f: f32, %g: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = arith.maximumf %f, %ninf : f32
  %b = arith.minimumf %inf, %f : f32
  %c = arith.maxnumf %f, %nan : f32
  %d = arith.minnumf %g, %g : f32
  %e = arith.maximumf %one, %two : f32
  %h = arith.minimumf %one, %g : f32
  %i = arith.maxnumf %nan, %two : f32
  return %a, %b, %c, %d, %e, %h, %i : f32, f32, f32, f32, f32, f32, f32
}""",
    "scf_nested_if_and_flags": """
func.func @gaps(%x: i32, %f: f32, %b: i1, %c: i1) -> (i32, f32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %r = arith.addi %a, %c2 overflow<nsw> : i32
  %n = arith.constant 0xFF800000 : f32
  %m = arith.maximumf %f, %n : f32
  %y = scf.if %b -> (i32) {
    %z = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %c1 : i32
    }
    scf.yield %z : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r, %m, %y : i32, f32, i32
}""",
    "scf_combine_nested_ifs": """
func.func private @use(i32)
func.func @ni(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  scf.if %a {
    scf.if %b {
      func.call @use(%x) : (i32) -> ()
    }
  }
  %r:2 = scf.if %a -> (i32, i32) {
    %z = scf.if %b -> (i32) {
      %s = arith.addi %x, %y : i32
      scf.yield %s : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %z, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  scf.if %a {
    scf.if %b {
      func.call @use(%y) : (i32) -> ()
    } else {
      func.call @use(%x) : (i32) -> ()
    }
  }
  return %r#0, %r#1 : i32, i32
}""",
    "scf_merge_nested_parallel_loops": """
func.func @mp(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%k, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}""",
}
CASES = [(flag, name) for flag in ("canonicalize", "cse") for name in COMMON]


@pytest.mark.parametrize("flag,name", CASES, ids=[f"{f}-{n}" for f, n in CASES])
def test_pass_matches_mlir_opt(mlir_opt19, flag, name, tmp_path):
    src = tmp_path / f"{name}.mlir"
    src.write_text(COMMON[name].lstrip("\n") + "\n")
    ref = subprocess.run([mlir_opt19, str(src), f"--{flag}"], capture_output=True, text=True,
                         timeout=60)
    got = run_gpuopt([str(src), f"--{flag}"], text=True)  # in process (conftest.py)
    assert got.returncode == ref.returncode, got.stderr
    assert got.stdout == ref.stdout


_LIT = __import__("pathlib").Path(__file__).resolve().parents[1] / "lit" / "passes"
LIT_CASES = sorted((p.name, flag) for p in _LIT.glob("*.mlir") for flag in ("cse", "canonicalize")
                   if f"// RUN: gpuopt %s --{flag} |" in p.read_text())


@pytest.mark.parametrize("name,flag", LIT_CASES, ids=[f"{f}-{n}" for n, f in LIT_CASES])
def test_lit_pass_input_matches_mlir_opt(mlir_opt19, name, flag):
    """Lit inputs whose RUN line is a lone `--cse` or `--canonicalize`, against mlir-opt-19."""
    src = str(_LIT / name)
    ref = subprocess.run([mlir_opt19, src, f"--{flag}"], capture_output=True, text=True,
                         timeout=60)
    got = run_gpuopt([src, f"--{flag}"], text=True)  # in process (conftest.py)
    assert got.returncode == ref.returncode, got.stderr
    assert got.stdout == ref.stdout
