"""tools/fuzz/host_programs.py: the host-program generator and its three comparisons.

The planted-bug tests run gpuopt (or gpuopt-translate) through a wrapper that breaks its output
the way a lowering bug would, and expect the oracle to notice: a test that cannot fail is
worthless.
"""
import os
import shlex
import subprocess
import sys

import pytest

from tools.fuzz import common
from tools.fuzz import host_programs as H

# a program whose output depends on an addition: a lowering that subtracts instead prints 4
ADD = """module {
  func.func @p7(%a0: i32, %a1: i32) -> i32 {
    %v1 = arith.addi %a0, %a1 : i32
    return %v1 : i32
  }
  func.func @main() {
    %c0 = arith.constant 7 : i32
    %c1 = arith.constant 3 : i32
    %r = func.call @p7(%c0, %c1) : (i32, i32) -> i32
    vector.print %r : i32
    return
  }
}
"""


@pytest.fixture
def oracles(mlir_opt19, mlir_translate19, mlir_cpu_runner19):
    return True


def broken(monkeypatch, name: str, sed: str) -> None:
    """Runs gpuopt tool `name` with its stdout passed through `sed` (a planted bug)."""
    real = common.tool

    def tool(n: str) -> list[str]:
        if n != name:
            return real(n)
        cmd = " ".join(shlex.quote(x) for x in real(n))
        return ["sh", "-c", f'{cmd} "$@" | sed {shlex.quote(sed)}', "sh"]
    monkeypatch.setattr(common, "tool", tool)


def test_programs_are_deterministic_and_valid(mlir_opt19) -> None:
    programs = [H.Program(s) for s in range(1, 9)]
    text = H.module(programs)
    assert text == H.module([H.Program(s) for s in range(1, 9)])
    r = subprocess.run([mlir_opt19, *H.PIPELINE], input=text, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "llvm.func @main" in r.stdout


def test_generator_covers_the_dialects() -> None:
    text = H.module([H.Program(s) for s in range(1, 41)])
    for word in ("arith.divsi", "arith.remf", "math.sqrt", "math.exp", "memref.subview",
                 "memref.load", "scf.for", "scf.if", "scf.while", "cf.cond_br",
                 "vector.reduction", "vector.print", "arith.mulsi_extended", "arith.bitcast",
                 "printMemrefF32"):
        assert word in text, word


def test_a_few_seeds_agree(oracles, tmp_path) -> None:
    result = H.check(H.module([H.Program(s) for s in range(1, 6)]), str(tmp_path))
    assert result["fails"] == {}
    assert result["expected"].count(str(H.MARKER)) == 1


def test_planted_lowering_bug_is_a_wrong_result(oracles, monkeypatch, tmp_path) -> None:
    assert H.check(ADD, str(tmp_path))["fails"] == {}
    broken(monkeypatch, "gpuopt", "s/llvm.add /llvm.sub /")
    fails = H.check(ADD, str(tmp_path))["fails"]
    assert list(fails) == ["wrong"]
    assert "gpuopt '4', expected '10'" in fails["wrong"]


def test_planted_translator_bug_is_a_translate_difference(oracles, monkeypatch, tmp_path):
    broken(monkeypatch, "gpuopt-translate", "s/add i32/sub i32/")
    assert "translate" in H.check(ADD, str(tmp_path), H.NEEDS["translate"])["fails"]


def test_lowering_mlir_opt19_rejects_is_reported(oracles, monkeypatch, tmp_path) -> None:
    broken(monkeypatch, "gpuopt", "s/llvm.add %\\([^,]*\\), %\\([^ ]*\\) : i32/llvm.add \\1 : i32/")
    assert "rejected" in H.check(ADD, str(tmp_path), H.NEEDS["rejected"])["fails"]


def small(seed: int, *body: str) -> H.Program:
    """Program `seed` with its function replaced by a few lines (printing a constant)."""
    p = H.Program(seed)
    p.arg_types, p.ret_type = ["i64"], "f16"
    p.lines = [f"  func.func @p{seed}(%a0: i64) -> f16 {{", *body,
               "    %vz = arith.constant 1.0 : f16", "    return %vz : f16", "  }"]
    return p


def test_bisection_and_reduction(oracles, monkeypatch, tmp_path) -> None:
    broken(monkeypatch, "gpuopt", "s/12345/12346/")
    monkeypatch.setattr(H, "REDUCE_SECONDS", 8)
    ok = small(3, "    vector.print %a0 : i64")
    bad = small(4, "    %vw = arith.addi %a0, %a0 : i64", "    vector.print %vw : i64",
                "    %vx = arith.constant 12345 : i32", "    vector.print %vx : i32")
    found = H.failing([ok, bad], str(tmp_path))
    assert [([p.seed for p in group], list(r["fails"])) for group, r in found] == [([4], ["wrong"])]
    [path] = H.report(*found[0], str(tmp_path / "out"), lambda msg: None)
    with open(path) as f:
        text = f.read()
    assert "generator host, seed 4" in text
    assert "// CHECK: " in text and "| FileCheck %s" in text
    assert "arith.constant 12345 : i32" in text and "%vw" not in text


def test_check_lines_escape_filecheck_syntax() -> None:
    assert H._pattern("[[1, 2]]") == "{{\\[\\[}}1, 2]]"
    assert H._pattern("base@ = 0x7ffd3f17 rank = 1") == "base@ = {{0x[0-9a-f]+}} rank = 1"
    runs, checks = H.reproducer("wrong", "1\n\n( 2, 3 )\n")
    assert checks == ["CHECK: 1", "CHECK-EMPTY:", "CHECK-NEXT: ( 2, 3 )"]
    assert runs[0].endswith("| FileCheck %s")


def test_driver_runs_the_generator(oracles, tmp_path) -> None:
    env = dict(os.environ, PYTHONPATH=common.ROOT)
    r = subprocess.run([sys.executable, "-m", "tools.fuzz", "host", "--count", "3",
                        "--seed", "11", "--out", str(tmp_path)], capture_output=True,
                       text=True, cwd=common.ROOT, env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("host: 3 cases, 0 wrong, 0 internal errors")
