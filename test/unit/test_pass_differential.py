"""Differential tests for --canonicalize and --cse: gpuopt's output is mlir-opt-19's, byte for byte.

Each input below runs through both tools with the same pass flag; exit status and stdout must
match. Without mlir-opt-19 they are skipped, saying why (a failure under CI: conftest.py).
"""
import shutil
import subprocess
import sys

import pytest

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
}
CASES = [(flag, name) for flag in ("canonicalize", "cse") for name in COMMON]


def _gpuopt():
    exe = shutil.which("gpuopt")
    return [exe] if exe else [sys.executable, "-m", "gpuopt"]


@pytest.mark.parametrize("flag,name", CASES, ids=[f"{f}-{n}" for f, n in CASES])
def test_pass_matches_mlir_opt(mlir_opt19, flag, name, tmp_path):
    src = tmp_path / f"{name}.mlir"
    src.write_text(COMMON[name].lstrip("\n") + "\n")
    ref = subprocess.run([mlir_opt19, str(src), f"--{flag}"], capture_output=True, text=True,
                         timeout=60)
    got = subprocess.run([*_gpuopt(), str(src), f"--{flag}"], capture_output=True, text=True,
                         timeout=120)
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
    got = subprocess.run([*_gpuopt(), src, f"--{flag}"], capture_output=True, text=True,
                         timeout=120)
    assert got.returncode == ref.returncode, got.stderr
    assert got.stdout == ref.stdout
