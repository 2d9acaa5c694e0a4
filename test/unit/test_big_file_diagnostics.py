"""A bad gpu.launch_func deep inside a 10,000-line file is reported at its line and column."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _big_module(bad_at: int, total: int = 10_000) -> tuple[str, int]:
    """A module of `total` lines; returns the text and the line of the bad launch."""
    head = ["module attributes {gpu.container_module} {",
            "  gpu.module @kernels {",
            "    gpu.func @k(%x: f32) kernel { gpu.return }",
            "  }",
            "  func.func @main(%n: index, %x: f32) {"]
    body = []
    bad_line = 0
    while len(head) + len(body) < total - 3:
        line_no = len(head) + len(body) + 1
        if not bad_line and line_no >= bad_at:
            body.append("    gpu.launch_func @kernels::@missing blocks in (%n, %n, %n) "
                        "threads in (%n, %n, %n) args(%x : f32)")
            bad_line = line_no
        else:
            body.append("    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) "
                        "threads in (%n, %n, %n) args(%x : f32)")
    tail = ["    return", "  }", "}"]
    return "\n".join(head + body + tail) + "\n", bad_line


def _bad_launch_report(tmp_path) -> tuple[str, list[str]]:
    """The big file's path and gpuopt's stderr lines for it (exit status 1)."""
    text, bad_line = _big_module(9_321)
    assert text.count("\n") == 10_000
    path = tmp_path / "big.mlir"
    path.write_text(text)
    r = subprocess.run([sys.executable, "-m", "gpuopt", str(path)], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    first = r.stderr.splitlines()[0]
    assert first == (f"{path}:{bad_line}:5: error: 'gpu.launch_func' op kernel function "
                     "'@kernels::@missing' is undefined"), r.stderr[:2000]
    lines = r.stderr.splitlines()
    assert lines[1].startswith("    gpu.launch_func @kernels::@missing")
    assert lines[2] == "    ^"
    return str(path), lines


def test_bad_launch_in_10000_lines(tmp_path):
    _bad_launch_report(tmp_path)


def test_bad_launch_in_10000_lines_as_mlir_opt19_reports_it(tmp_path, mlir_opt19):
    path, lines = _bad_launch_report(tmp_path)
    ref = subprocess.run([mlir_opt19, path], capture_output=True, text=True, timeout=300)
    assert ref.returncode == 1
    assert ref.stderr.splitlines()[:3] == lines[:3]


def test_verify_diagnostics_in_10000_lines(tmp_path):
    text, bad_line = _big_module(7_777)
    lines = text.split("\n")
    lines[bad_line - 1] += (" // expected-error {{kernel function '@kernels::@missing' "
                            "is undefined}}")
    path = tmp_path / "big.mlir"
    path.write_text("\n".join(lines))
    r = subprocess.run([sys.executable, "-m", "gpuopt", str(path), "--verify-diagnostics"],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[:2000]
