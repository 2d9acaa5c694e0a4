"""Differential tests: gpuopt prints what mlir-opt-19 prints, byte for byte.

Two groups, one test per input and mode so each mismatch is listed on its own:

* every ``*.mlir`` under ``test/lit`` (``Inputs/`` included) that mlir-opt-19
  accepts, run with the printing flags of the file's first RUN line that
  invokes gpuopt, in three modes: as written (``custom``), with
  ``--mlir-print-op-generic`` (``generic``) and with ``--mlir-print-debuginfo``
  (``debuginfo``).  Skipped: files under ``test/lit/cli/``, files with
  ``expected-error`` annotations, and files whose RUN line runs a pass or any
  flag other than the printing ones below;
* the benchmark generator ``tools/gen_gpu_ir.py``, every ``--style`` and
  ``--kernel-args``, custom and generic.

Each case asserts equal exit status and identical stdout.  Without
mlir-opt-19 every case is skipped, saying why (a failure under CI: conftest.py).
"""
import difflib
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LIT_ROOT = REPO / "test" / "lit"
GEN_GPU_IR = REPO / "tools" / "gen_gpu_ir.py"
TIMEOUT_S = 120

# Flags that only change how the input is read or printed; any other flag on
# the RUN line (a pass, --verify-diagnostics, ...) takes the file out.
PRINT_FLAGS = {
    "--split-input-file", "--allow-unregistered-dialect",
    "--mlir-print-op-generic", "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
}
MODES = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-debuginfo"],
}


def run_lines(text):
    """The RUN commands of a lit file, continuation lines joined."""
    commands, pending = [], ""
    for m in re.finditer(r"^\s*//\s*RUN:(.*)$", text, re.MULTILINE):
        part = m.group(1).strip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        commands.append(pending + part)
        pending = ""
    return commands


def gpuopt_args(command):
    """The arguments of the first `gpuopt` call in a RUN command, or None."""
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    for i, word in enumerate(words):
        if word == "gpuopt":
            args = []
            for arg in words[i + 1:]:
                if arg in ("|", "&&", ";", "||") or arg.startswith((">", "<", "2>")):
                    break
                args.append(arg)
            return args
    return None


def flags_for(path):
    """(flags, None) for a file to compare, or (None, reason) to skip it."""
    text = path.read_bytes().decode("latin-1")
    if "expected-error" in text:
        return None, "checks diagnostics (expected-error)"
    for command in run_lines(text):
        args = gpuopt_args(command)
        if args is None:
            continue
        flags = []
        it = iter(args)
        for arg in it:
            if arg in PRINT_FLAGS:
                flags.append(arg)
            elif arg == "-o":
                next(it, None)
            elif arg.startswith("-") and arg != "-":
                return None, f"RUN line runs more than the printer ({arg})"
        return flags, None
    return [], None


# Inputs where gpuopt's text is known to differ from mlir-opt-19's (strict xfail: a case that
# starts to match fails, so the entry must go): file -> why.
KNOWN_DIFFERENCES = {
    "parser/nested-alias-text.mlir": "llvm loop/debug-info attributes are kept as text: gpuopt "
                                     "writes nested aliases out, mlir-opt-19 prints its own "
                                     "#loop_unroll/#di_file aliases",
}


def lit_inputs():
    params = []
    for path in sorted(LIT_ROOT.rglob("*.mlir")):
        rel = path.relative_to(LIT_ROOT).as_posix()
        if rel.startswith("cli/"):
            continue
        flags, reason = flags_for(path)
        for mode, extra in MODES.items():
            marks = [pytest.mark.skip(reason=reason)] if reason else []
            if rel in KNOWN_DIFFERENCES:
                marks.append(pytest.mark.xfail(reason=KNOWN_DIFFERENCES[rel], strict=True))
            args = None if reason else flags + [f for f in extra if f not in flags]
            params.append(pytest.param(path, args, id=f"{rel}-{mode}", marks=marks))
    return params


def run(command, path):
    return subprocess.run(command + [str(path)], cwd=REPO, capture_output=True,
                          timeout=TIMEOUT_S)


def assert_same(mlir_opt19, run_gpuopt, path, args, skip_if_rejected):
    """Run both tools on `path`; same exit status, identical stdout."""
    want = run([mlir_opt19, *args], path)
    if want.returncode != 0 and skip_if_rejected:
        first = want.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        pytest.skip(f"mlir-opt-19 rejects it: {first[0] if first else want.returncode}")
    got = run_gpuopt([*args, str(path)])  # in process: the same bytes, no Python start
    if got.stdout == want.stdout and got.returncode == want.returncode:
        return
    diff = "\n".join(difflib.unified_diff(
        want.stdout.decode("utf-8", "replace").splitlines(),
        got.stdout.decode("utf-8", "replace").splitlines(),
        "mlir-opt-19", "gpuopt", lineterm="", n=2))
    if not diff and got.stdout != want.stdout:
        diff = (f"same lines, different bytes:\n  mlir-opt-19: {want.stdout[-80:]!r}\n"
                f"  gpuopt:      {got.stdout[-80:]!r}")
    stderr = got.stderr.decode("utf-8", "replace").strip().splitlines()[-15:]
    pytest.fail(
        f"{' '.join(['gpuopt', *args])} {path}\n"
        f"exit status: mlir-opt-19 {want.returncode}, gpuopt {got.returncode}\n"
        + ("\n".join(diff.splitlines()[:80]) + "\n" if diff else "")
        + ("gpuopt stderr:\n  " + "\n  ".join(stderr) if stderr else ""),
        pytrace=False)


@pytest.mark.parametrize("path,args", lit_inputs())
def test_lit_input(mlir_opt19, gpuopt_in_process, path, args):
    assert_same(mlir_opt19, gpuopt_in_process, path, args, skip_if_rejected=True)


@pytest.mark.parametrize("mode", ["custom", "generic"])
@pytest.mark.parametrize("kernel_args", ["scalar", "memref"])
@pytest.mark.parametrize("style", ["sync", "async"])
def test_gen_gpu_ir(mlir_opt19, gpuopt_in_process, tmp_path, style, kernel_args, mode):
    src = tmp_path / f"gen-{style}-{kernel_args}.mlir"
    gen = subprocess.run(
        [sys.executable, str(GEN_GPU_IR), "--funcs", "3", "--launches", "5",
         "--style", style, "--kernel-args", kernel_args],
        capture_output=True, check=True, timeout=TIMEOUT_S)
    src.write_bytes(gen.stdout)
    assert_same(mlir_opt19, gpuopt_in_process, src, MODES[mode], skip_if_rejected=False)
