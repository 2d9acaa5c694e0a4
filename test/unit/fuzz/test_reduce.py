"""tools/fuzz/reduce.py: delta debugging keeps the failure, drops the rest, replaces the uses
of what it drops, and keeps every candidate valid for mlir-opt-19."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.fuzz import common, reduce  # noqa: E402

DIMS = "blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xi32>)"
PROGRAM = """module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @left(%d: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %v = arith.constant 1 : i32
      memref.store %v, %d[%c0] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = gpu.memset async [%t1] %d, %z : memref<4xi32>, i32
    %l = gpu.launch_func async [%t2] @k::@left DIMS
    %r = gpu.launch_func async [%t2, %t1] @k::@left DIMS
    %j = gpu.wait async [%l, %r]
    scf.if %true {
      %x = gpu.wait async [%j]
    }
    gpu.wait [%j]
    return
  }
}
""".replace("DIMS", DIMS)


def test_units_and_results():
    lines = PROGRAM.split("\n")
    units = reduce._units(lines)
    heads = [lines[a].strip().split(" ")[0] for a, _ in units]
    assert "gpu.module" in heads and "scf.if" in heads
    assert reduce._results("    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>") == \
        ["%d", "%t1"]
    assert reduce._results("    %r:2 = func.call @f() : () -> (i1, i1)") == ["%r#0", "%r#1"]


def test_removed_token_is_replaced_by_its_dependency():
    lines = PROGRAM.split("\n")
    i = next(k for k, line in enumerate(lines) if "gpu.memset" in line)
    text = reduce._remove(lines, i, i)
    assert "%t2" not in text
    assert "async [%t1] @k::@left" in text


def test_reduce_keeps_the_failure_and_drops_the_rest(mlir_opt19):
    text = PROGRAM.replace("scf.if %true", "%true = arith.constant true\n    scf.if %true")
    assert common.mlir_opt19_check(text) is None
    calls = []

    def still_fails(t: str) -> bool:
        calls.append(t)
        return re.search(r"launch_func async \[%\w+, %\w+\]", t) is not None

    out = reduce.reduce(text, still_fails, seconds=60)
    assert still_fails(out)
    assert common.mlir_opt19_check(out) is None  # every candidate verified
    assert len(out.splitlines()) < len(text.splitlines()) - 8
    assert "memset" not in out and "scf.if" not in out
    # 1-minimal: removing any single remaining op loses the failure or the validity
    lines = out.rstrip("\n").split("\n")
    for a, b in reduce._units(lines):
        cand = reduce._remove(lines, a, b)
        if cand is not None and common.mlir_opt19_check(cand) is None:
            assert not still_fails(cand)


def test_reduce_returns_the_input_when_it_does_not_fail():
    assert reduce.reduce(PROGRAM, lambda t: False, seconds=5, verify=False) == PROGRAM
