"""Every `// -----` chunk of the invalid*.mlir lit files (dialects, parser, verifier), against
mlir-opt-19.

For each file both tools run with --split-input-file: the same exit status, and per chunk the
same diagnostics (`within split at FILE:N offset :L:C: error: message`, notes included),
with mlir-opt's `see current operation` notes switched off on both sides. With
--verify-diagnostics both accept the file (exit 0).
"""
import glob
import os
import re
import subprocess

import pytest
from conftest import run_gpuopt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FILES = sorted(os.path.relpath(p, ROOT) for pattern in ("dialects/*/invalid*.mlir",
                                                        "parser/invalid*.mlir",
                                                        "parser/lines/invalid*.mlir",
                                                        "verifier/invalid*.mlir")
               for p in glob.glob(os.path.join(ROOT, "test/lit", pattern)))
_DIAG = re.compile(r"^within split at .*?:(\d+) offset :(\d+):(\d+): "
                   r"(error|warning|note|remark): (.*)$")

def _run(cmd):
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    return r.returncode, r.stderr


def _gpuopt(*args):
    r = run_gpuopt(list(args), text=True, cwd=ROOT)  # in process (conftest.py)
    return r.returncode, r.stderr


def _chunks(stderr):
    """{chunk line: [(line, col, severity, message), ...]} from the diagnostics."""
    out = {}
    for line in stderr.splitlines():
        m = _DIAG.match(line)
        if m:
            out.setdefault(int(m.group(1)), []).append(
                (int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
    return out


def test_enough_verifier_errors():
    count = 0
    for path in FILES:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            count += len(re.findall(r"expected-error", f.read()))
    assert count >= 60, count


@pytest.mark.parametrize("path", FILES)
def test_same_diagnostics_as_mlir_opt(path, mlir_opt19):
    # Without threads mlir-opt verifies one function after the other and stops at the first
    # failure (with threads, failures of several functions may all be printed, or not).
    rc_ref, err_ref = _run([mlir_opt19, "--split-input-file",
                            "--mlir-print-op-on-diagnostic=false", "--mlir-disable-threading",
                            path])
    rc, err = _gpuopt("--split-input-file", "--mlir-print-op-on-diagnostic=false", path)
    assert rc == rc_ref, err
    ref, got = _chunks(err_ref), _chunks(err)
    for chunk in sorted(set(ref) | set(got)):
        assert got.get(chunk) == ref.get(chunk), f"{path}: chunk at line {chunk}"


@pytest.mark.parametrize("path", FILES)
def test_verify_diagnostics_accepts(path):
    rc, err = _gpuopt("--split-input-file", "--verify-diagnostics", path)
    assert rc == 0, err


@pytest.mark.parametrize("path", FILES)
def test_mlir_opt_accepts_the_expectations(path, mlir_opt19):
    # The annotations are mlir-opt-19's truth too, not only gpuopt's.
    rc_ref, err_ref = _run([mlir_opt19, "--split-input-file", "--verify-diagnostics",
                            "--mlir-disable-threading", path])
    assert rc_ref == 0, err_ref


def test_unmatched_expectations_reported_like_mlir_opt(tmp_path, mlir_opt19):
    src = tmp_path / "bad.mlir"
    src.write_text(
        "func.func @f(%x: i32) -> f32 {\n"
        "  // expected-error@+1 {{something else}}\n"
        "  return %x : i32\n"
        "}\n"
        "// -----\n"
        "func.func @g() {\n"
        "  // expected-warning@below {{never}}\n"
        "  return\n"
        "}\n")
    rc_ref, err_ref = _run([mlir_opt19, "--split-input-file", "--verify-diagnostics", str(src)])
    rc, err = _gpuopt("--split-input-file", "--verify-diagnostics", str(src))
    assert (rc, err) == (rc_ref, err_ref)
