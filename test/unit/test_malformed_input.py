"""Malformed and extreme inputs: a located error and exit 1 (or mlir-opt-19's output), never a
traceback, a hang or a RecursionError."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def gpuopt(data: bytes, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gpuopt", "-", *flags], input=data,
                          capture_output=True, timeout=60, cwd=ROOT)


NESTED = b'"a.b"() ({\n' * 2000 + b'}) : () -> ()\n' * 2000
BAD = {
    "truncated": b"func.func @f(%a: i32) {\n  %0 = arith.addi %a, ",
    "garbage": b"\x01\x02\x03 @@@ ###",
    "nul": b"func.func @f() {\x00 return }\n",
    "invalid-utf8-outside-strings": b"func.func @f() { \xff\xfe return }\n",
    "unbalanced-nesting": b"func.func @f() {\n" + b"scf.execute_region {\n" * 2000,
    "5mb-bad-line": b"func.func @f() { " + b"%0 = arith.constant 1 : i32 " * 190_000 + b"\n",
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input_is_a_located_error(name: str) -> None:
    r = gpuopt(BAD[name])
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 1, err
    assert "<stdin>:" in err and ": error: " in err, err
    assert "Traceback" not in err and "internal error" not in err, err
    assert r.stdout == b""


ODD = [
    ("2000-nested-regions", NESTED, ("--allow-unregistered-dialect",)),
    ("5mb-string-line", b'func.func @f() attributes {a = "' + b"x" * 5_000_000 + b'"} {\n'
     b"  return\n}\n", ()),
    ("invalid-utf8-in-string", b'func.func @f() attributes {a = "\xff\xfe"} {\n  return\n}\n', ()),
    ("invalid-utf8-in-comment", b"// \xff\xfe\nfunc.func @f() {\n  return\n}\n", ()),
    ("blank", b"\n", ()),  # a zero-byte stdin is refused (test_cli.py)
]


@pytest.mark.parametrize("name,data,flags", ODD, ids=[case[0] for case in ODD])
def test_odd_input_is_accepted(name: str, data: bytes, flags: tuple) -> None:
    r = gpuopt(data, *flags)
    assert r.returncode == 0, r.stderr.decode("utf-8", "replace")
    if name == "blank":
        assert r.stdout == b"module {\n}\n\n"


@pytest.mark.parametrize("name,data,flags", ODD, ids=[case[0] for case in ODD])
def test_odd_input_prints_what_mlir_opt19_prints(name: str, data: bytes, flags: tuple,
                                                 mlir_opt19: str) -> None:
    r = gpuopt(data, *flags)
    ref = subprocess.run([mlir_opt19, "-", *flags], input=data, capture_output=True, timeout=60)
    assert ref.returncode == 0, ref.stderr.decode("utf-8", "replace")
    assert r.returncode == 0 and r.stdout == ref.stdout
