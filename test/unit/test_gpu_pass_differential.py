"""Differential tests of --gpu-kernel-outlining and --gpu-async-region against mlir-opt-19.

Every ``test/lit/passes/gpu-kernel-outlining*.mlir`` and ``gpu-async-region*.mlir`` input is run
through gpuopt and mlir-opt-19 with the flags of its first RUN line (the pass flags and any
printing flags), in three modes: as written, with ``--mlir-print-op-generic`` and with
``--mlir-print-debuginfo``.  Each case asserts the same exit status and byte-identical stdout;
for inputs whose RUN line expects a failure (``not gpuopt``) the first line of stderr (the located
error) must match too.  Without mlir-opt-19 the comparisons are skipped, saying why (a
failure under CI: conftest.py).
"""
import difflib
import shlex
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PASS_DIR = REPO / "test" / "lit" / "passes"
TIMEOUT_S = 120

INPUTS = sorted(p for pattern in ("gpu-kernel-outlining*.mlir", "gpu-async-region*.mlir")
                for p in PASS_DIR.glob(pattern))
MODES = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-debuginfo"],
}


def run_line(path: Path) -> tuple[list[str], bool]:
    """(flags, expect_failure) from the file's first RUN line: `[not] gpuopt %s FLAGS | ...`."""
    for line in path.read_text().splitlines():
        if "RUN:" in line:
            words = shlex.split(line.split("RUN:", 1)[1])
            fails = words[0] == "not"
            words = words[1:] if fails else words
            assert words[0] == "gpuopt" and words[1] == "%s", line
            flags = []
            for w in words[2:]:
                if w in ("|", "2>&1"):
                    break
                flags.append(w)
            return flags, fails
    raise AssertionError(f"{path}: no RUN line")


def test_enough_inputs():
    """The issue asks for at least 15 inputs per pass."""
    names = [p.name for p in INPUTS]
    assert sum(n.startswith("gpu-kernel-outlining") for n in names) >= 15
    assert sum(n.startswith("gpu-async-region") for n in names) >= 15


def _cases():
    for path in INPUTS:
        for mode in MODES:
            yield pytest.param(path, mode, id=f"{path.name}-{mode}")


@pytest.mark.parametrize("path, mode", list(_cases()))
def test_same_output_as_mlir_opt19(mlir_opt19, gpuopt_in_process, path, mode):
    flags, fails = run_line(path)
    args = [str(path), *flags, *MODES[mode]]
    ref = subprocess.run([mlir_opt19, *args], capture_output=True, text=True, timeout=TIMEOUT_S)
    got = gpuopt_in_process(args, text=True, cwd=REPO)
    assert (ref.returncode != 0) == fails, ref.stderr
    assert got.returncode == ref.returncode, got.stderr
    if got.stdout != ref.stdout:
        diff = "".join(difflib.unified_diff(ref.stdout.splitlines(True),
                                            got.stdout.splitlines(True),
                                            "mlir-opt-19", "gpuopt"))
        pytest.fail(f"output differs from mlir-opt-19:\n{diff}")
    if fails:
        first = (ref.stderr.splitlines() or [""])[0]
        assert (got.stderr.splitlines() or [""])[0] == first
