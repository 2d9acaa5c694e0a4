"""gpuopt-translate against mlir-translate-19 on every input of test/lit/target/.

Each lit file's RUN line says how its input is made: `gpuopt %s <passes> | gpuopt-translate
...` lowers the file with gpuopt first (the same lowered text goes to both translators), a
plain `gpuopt-translate ... %s` translates the file itself. Both tools get the same flags
(`--split-input-file` where the RUN line has it); stdout, stderr and the exit status must be
byte-identical. Every module written is also accepted by llvm-as-19 and by llvmlite (parse and
verify). Skipped without the oracles, failing under CI (see conftest.py).
"""
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
INPUTS = sorted((REPO / "test" / "lit" / "target").glob("*.mlir"))
ENV = dict(os.environ, PYTHONPATH=str(REPO))


def _run_line(path: Path) -> str:
    for line in path.read_text().splitlines():
        if "RUN:" in line:
            return line.split("RUN:", 1)[1].strip()
    raise AssertionError(f"{path.name}: no RUN line")


def _prepare(path: Path, tmp: Path) -> tuple[Path, list[str]]:
    """The input both translators read, and the translation flags of the RUN line."""
    run = _run_line(path)
    before, _, after = run.partition("gpuopt-translate")
    flags = [w for w in after.split("|")[0].split()
             if w.startswith("-") and w != "--mlir-to-llvmir"]
    before = before.strip().removeprefix("not").strip().rstrip("|").strip()
    src = tmp / path.name
    if before:
        words = shlex.split(before.replace("%s", str(path)))
        assert words[0] == "gpuopt", run
        proc = subprocess.run([sys.executable, "-m", "gpuopt", *words[1:]], capture_output=True,
                              text=True, env=ENV, cwd=REPO, timeout=300)
        assert proc.returncode == 0, proc.stderr
        src.write_text(proc.stdout)
    else:
        src.write_text(path.read_text())
    return src, flags


def _modules(text: str) -> list[str]:
    """The modules of a (possibly split) output."""
    parts = text.split("; ModuleID = ")
    return ["; ModuleID = " + p.rstrip("\n") + "\n" for p in parts[1:]]


def test_every_input_has_a_run_line_for_gpuopt_translate() -> None:
    assert len(INPUTS) >= 15
    for path in INPUTS:
        assert "gpuopt-translate --mlir-to-llvmir" in _run_line(path), path.name


@pytest.mark.parametrize("path", INPUTS, ids=[p.name for p in INPUTS])
def test_same_llvm_ir_as_mlir_translate19(mlir_translate19, llvm_as19, path, tmp_path):
    src, flags = _prepare(path, tmp_path)
    args = [*flags, "--mlir-to-llvmir", str(src)]
    ref = subprocess.run([mlir_translate19, *args], capture_output=True, timeout=300)
    got = subprocess.run([sys.executable, "-m", "gpuopt.target.translate", *args],
                         capture_output=True, env=ENV, cwd=REPO, timeout=300)
    assert got.stdout.decode() == ref.stdout.decode()
    assert got.stderr.decode() == ref.stderr.decode()
    assert got.returncode == ref.returncode
    from llvmlite import binding
    for i, module in enumerate(_modules(got.stdout.decode())):
        ll = tmp_path / f"out{i}.ll"
        ll.write_text(module)
        asm = subprocess.run([llvm_as19, str(ll), "-o", os.devnull], capture_output=True,
                             text=True, timeout=60)
        assert asm.returncode == 0, asm.stderr
        if " mul (" not in module and " mul nuw" not in module and " mul nsw" not in module:
            binding.parse_assembly(module).verify()  # llvmlite's LLVM has no `mul` expression
