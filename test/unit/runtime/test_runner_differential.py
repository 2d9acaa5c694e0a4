"""gpuopt-runner against mlir-cpu-runner-19 on the host programs of programs/.

Each program (high-level MLIR: func, arith, math, memref, scf, cf, affine, vector) names its
flags on an `// ARGS:` line. mlir-opt-19 lowers it with the pipeline gpuopt-runner mirrors
(runner.HOST_PIPELINE) and mlir-cpu-runner-19 runs that with LLVM 19's runner utility
libraries; gpuopt-runner runs the program itself (its own lowering) and mlir-opt-19's lowered
text. stdout (memref base addresses normalized: they change from run to run) and the exit
status must be the same. Skipped without the oracles, failing under CI (see conftest.py).
"""
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.runtime import runner

REPO = Path(__file__).resolve().parents[3]
PROGRAMS = sorted((Path(__file__).parent / "programs").glob("*.mlir"))
ENV = dict(os.environ, PYTHONPATH=str(REPO))
BASE = re.compile(rb"base@ = (0x[0-9a-f]+|0)")
# mlir-opt-19's spelling of the runner's pipeline (all of it: LLVM 19 has every pass)
PIPELINE = [f"--{flag}" for flag in runner.HOST_PIPELINE]


def _args(path: Path) -> list[str]:
    for line in path.read_text().splitlines():
        if line.startswith("// ARGS:"):
            return shlex.split(line[len("// ARGS:"):])
    raise AssertionError(f"{path.name}: no // ARGS: line")


def _normalized(out: bytes) -> bytes:
    return BASE.sub(b"base@ = ADDR", out)


def _gpuopt_runner(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gpuopt.runtime.runner", *args], input=stdin,
                          capture_output=True, env=ENV, cwd=REPO, timeout=120)


def test_there_are_enough_programs() -> None:
    assert len(PROGRAMS) >= 10


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_same_output_as_mlir_cpu_runner19(path: Path, mlir_opt19: str,
                                          mlir_cpu_runner19: list[str]) -> None:
    args = _args(path)
    lowered = subprocess.run([mlir_opt19, str(path), *PIPELINE], capture_output=True,
                             timeout=120)
    assert lowered.returncode == 0, lowered.stderr.decode()
    want = subprocess.run([*mlir_cpu_runner19, *args], input=lowered.stdout,
                          capture_output=True, timeout=120)
    assert want.returncode == 0, want.stderr.decode()
    own = _gpuopt_runner([str(path), *args])
    assert own.stderr == b""
    assert (own.returncode, _normalized(own.stdout)) == (want.returncode,
                                                         _normalized(want.stdout))
    theirs = _gpuopt_runner(["-", *args], stdin=lowered.stdout)  # mlir-opt-19's llvm dialect
    assert theirs.stderr == b""
    assert (theirs.returncode, _normalized(theirs.stdout)) == (want.returncode,
                                                               _normalized(want.stdout))


@pytest.mark.skipif(os.uname().machine != "x86_64", reason="flags of an x86_64 host")
@pytest.mark.parametrize("flags", [["--march=x86_64", "--mattr=+sse2,-avx2", "--mattr=-fma"],
                                   ["--march=aarch64"], ["--march=x86-64"]],
                         ids=["features", "no-target", "misspelled"])
def test_target_flags_as_mlir_cpu_runner19_reads_them(flags: list[str], mlir_opt19: str,
                                                      mlir_cpu_runner19: list[str]) -> None:
    """--march and --mattr: the same result, or the same refusal (its first line: the triple's
    vendor is LLVM's build's own), exit status 1."""
    path = Path(__file__).parent / "programs" / "matmul.mlir"
    args = [*_args(path), *flags]
    lowered = subprocess.run([mlir_opt19, str(path), *PIPELINE], capture_output=True,
                             timeout=120)
    want = subprocess.run([*mlir_cpu_runner19, *args], input=lowered.stdout,
                          capture_output=True, timeout=120)
    own = _gpuopt_runner([str(path), *args])
    assert (own.returncode, _normalized(own.stdout)) == (want.returncode,
                                                         _normalized(want.stdout))
    assert own.stderr.split(b"\n")[0] == want.stderr.split(b"\n")[0]
