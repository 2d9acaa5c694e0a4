"""The differential harness of the pass lit files, shared by test_gpu_user_pass_differential.py
and test_llvm_lowering_differential.py: `differential_tests(PASSES)` gives the test functions
for the `test/lit/passes/<flag>*.mlir` files of those flags.

Each such file holds its inputs as ``// -----`` chunks and runs with ``--split-input-file``;
both tools get the flags of its first RUN line, as written, with ``--mlir-print-op-generic``,
with ``--mlir-print-debuginfo`` and without it. Exit status and stdout must be byte-identical.
A file whose RUN line has ``--verify-diagnostics`` is also run without it: the same exit status
and the same diagnostics on stderr (errors after which the pass still succeeds, as
convert-parallel-loops-to-gpu reports them, count too). Without mlir-opt-19 the comparisons are
skipped, saying why (a failure under CI: conftest.py).
"""
import difflib
import shlex
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PASS_DIR = REPO / "test" / "lit" / "passes"
TIMEOUT_S = 120
MODES = {
    "custom": lambda flags: flags,
    "generic": lambda flags: [*flags, "--mlir-print-op-generic"],
    "debuginfo": lambda flags: [*flags, "--mlir-print-debuginfo"],
    "plain": lambda flags: [f for f in flags if f != "--mlir-print-debuginfo"],
}


def run_line(path: Path) -> list[str]:
    """The gpuopt flags of the file's first RUN line: `gpuopt %s FLAGS | ...`."""
    for line in path.read_text().splitlines():
        if "RUN:" in line:
            words = shlex.split(line.split("RUN:", 1)[1])
            assert words[:2] == ["gpuopt", "%s"], line
            flags = []
            for w in words[2:]:
                if w in ("|", "2>&1"):
                    break
                flags.append(w)
            assert "--split-input-file" in flags, line
            return flags
    raise AssertionError(f"{path}: no RUN line")


def _run(tool: list[str], args: list[str]):
    return subprocess.run([*tool, *args], capture_output=True, text=True, timeout=TIMEOUT_S,
                          cwd=REPO)


def _text(result, what: str) -> str:
    return result.stdout if what == "stdout" else result.stderr


def _assert_same(ref, got, what: str) -> None:
    assert got.returncode == ref.returncode, got.stderr
    if _text(got, what) != _text(ref, what):
        diff = "".join(difflib.unified_diff(_text(ref, what).splitlines(True),
                                            _text(got, what).splitlines(True),
                                            "mlir-opt-19", "gpuopt"))
        pytest.fail(f"{what} differs from mlir-opt-19:\n{diff}")


def differential_tests(passes: tuple[str, ...]) -> dict:
    """`test_enough_inputs`, `test_same_output_as_mlir_opt19` and
    `test_same_diagnostics_as_mlir_opt19` over the lit files of `passes`."""
    inputs = sorted(p for flag in passes for p in PASS_DIR.glob(f"{flag}*.mlir"))

    def chunks(flag: str) -> int:
        return sum(p.read_text().count("\n// -----\n") + 1 for p in inputs
                   if p.name == f"{flag}.mlir" or p.name.startswith(f"{flag}-"))

    @pytest.mark.parametrize("flag", passes)
    def test_enough_inputs(flag):
        """The issues ask for at least 10 inputs per pass (in `<flag>.mlir`, `<flag>-*.mlir`)."""
        assert (PASS_DIR / f"{flag}.mlir").exists()
        assert chunks(flag) >= 10

    @pytest.mark.parametrize("path, mode", [pytest.param(p, m, id=f"{p.name}-{m}")
                                            for p in inputs for m in MODES])
    def test_same_output_as_mlir_opt19(mlir_opt19, gpuopt_in_process, path, mode):
        args = [str(path.relative_to(REPO)), *MODES[mode](run_line(path))]
        ref = _run([mlir_opt19], args)
        assert ref.returncode == 0, ref.stderr
        _assert_same(ref, gpuopt_in_process(args, text=True, cwd=REPO), "stdout")

    @pytest.mark.parametrize("path", [p for p in inputs if "--verify-diagnostics" in run_line(p)],
                             ids=lambda p: p.name)
    def test_same_diagnostics_as_mlir_opt19(mlir_opt19, gpuopt_in_process, path):
        flags = [f for f in run_line(path) if f != "--verify-diagnostics"]
        args = [str(path.relative_to(REPO)), *flags]
        ref = _run([mlir_opt19], args)
        assert "error:" in ref.stderr
        _assert_same(ref, gpuopt_in_process(args, text=True, cwd=REPO), "stderr")

    return {"test_enough_inputs": test_enough_inputs,
            "test_same_output_as_mlir_opt19": test_same_output_as_mlir_opt19,
            "test_same_diagnostics_as_mlir_opt19": test_same_diagnostics_as_mlir_opt19}
