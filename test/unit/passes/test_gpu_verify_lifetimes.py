"""gpuopt/passes/gpu_verify_lifetimes.py: the lifetime dataflow through its API, and the saved
upstream lowerings of test/lit/passes/gpu-verify-lifetimes-mlir-opt-{19,14}.mlir checked
against the tools that printed them (the lit files hold the diagnostics).
"""
import os
import re
import subprocess
import time
from pathlib import Path

import pytest

from gpuopt.parser import parse_text
from gpuopt.passes import gpu_verify_lifetimes as lifetimes
from gpuopt.printer import print_op

PASS_DIR = Path(__file__).resolve().parents[2] / "lit" / "passes"
MLIR_OPT14 = os.environ.get("MLIR_OPT14", "/usr/lib/llvm-14/bin/mlir-opt")

DECLS = """
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)
"""


def _errors(text: str) -> list:
    return lifetimes.verify_lifetimes(parse_text(text + DECLS, "t.mlir"))


def _code(path: Path) -> str:
    """The file without its comment lines (RUN lines, expectations, the explanation)."""
    return "".join(line for line in path.read_text().splitlines(True)
                   if not line.lstrip().startswith("//") and line.strip())


def _nonblank(text: str) -> str:
    return "".join(line for line in text.splitlines(True) if line.strip())


def test_clean_function_has_no_errors_and_is_unchanged() -> None:
    text = """llvm.func @f() {
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}"""
    module = parse_text(text + DECLS, "t.mlir")
    before = print_op(module)
    assert lifetimes.verify_lifetimes(module) == []
    assert print_op(module) == before


def test_leak_is_one_error_at_the_create_with_a_note_at_the_return() -> None:
    errors = _errors("""llvm.func @f(%c: i1) {
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.return
^b:
  llvm.return
}""")
    assert [e.message for e in errors] == ["stream created here is not destroyed on every path"]
    (error,) = errors
    assert error.loc.line == 2
    assert [(n.loc.line, n.message) for n in error.notes] == [
        (5, "not destroyed on the path that reaches this return"),
        (7, "not destroyed on the path that reaches this return")]


def test_state_join_is_a_union_of_facts() -> None:
    o = object()
    live = {o: (lifetimes.L, frozenset({"a"}))}
    released = {o: (lifetimes.R, frozenset({"a"}))}
    assert lifetimes._join(live, released)[o][0] == lifetimes.L | lifetimes.R
    assert lifetimes._join(live, {})[o][0] == lifetimes.L | lifetimes.N


def test_long_cfg_is_analysed_in_linear_time() -> None:
    """A chain of 3,000 blocks, each creating and destroying a stream, and a 3,000-block loop
    nest of branches: the dataflow visits each block a bounded number of times."""
    blocks = []
    for i in range(3000):
        blocks.append(f"""^b{i}:
  %s{i} = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s{i}) : (!llvm.ptr) -> ()
  llvm.cond_br %c, ^b{i + 1}, ^b{max(i - 1, 0)}""")
    text = ("llvm.func @f(%c: i1) {\n  llvm.br ^b0\n" + "\n".join(blocks) +
            "\n^b3000:\n  llvm.return\n}")
    module = parse_text(text + DECLS, "t.mlir")
    start = time.perf_counter()
    assert lifetimes.verify_lifetimes(module) == []
    assert time.perf_counter() - start < 20


def test_mlir_opt_19_input_is_its_lowering(mlir_opt19: str) -> None:
    source = PASS_DIR / "Inputs" / "gpu-verify-lifetimes-wait-join.mlir"
    out = subprocess.run([mlir_opt19, "--gpu-to-llvm", str(source)], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    assert _code(PASS_DIR / "gpu-verify-lifetimes-mlir-opt-19.mlir") == _nonblank(out)


def _split_ptr(text: str, i: int) -> tuple[str, int]:
    """`ptr<T>` at text[i:]: (T, the index after its closing bracket)."""
    depth, k = 1, i + 4
    while depth:
        depth += {"<": 1, ">": -1}.get(text[k], 0)
        k += 1
    return text[i + 4:k - 1], k


def _strip_ptrs(text: str) -> str:
    out, i = [], 0
    pattern = re.compile(r"(?<![\w])ptr<")
    while (m := pattern.search(text, i)) is not None:
        out.append(text[i:m.start()] + "ptr")
        _, i = _split_ptr(text, m.start())
    return "".join(out) + text[i:]


def _element(ptr_type: str) -> str:
    el, _ = _split_ptr(ptr_type, ptr_type.index("ptr<"))
    return _strip_ptrs(el if re.fullmatch(r"i\d+|f\d+|ptr", el) else "!llvm." + el)


def to_llvm19(text: str) -> str:
    """mlir-opt-14's llvm dialect in LLVM 19 syntax: opaque pointers, llvm.mlir.zero, and the
    element types getelementptr and store need without typed pointers."""
    out = []
    for line in text.replace("llvm.mlir.null", "llvm.mlir.zero").splitlines():
        if " = llvm.getelementptr " in line:
            base = line[line.index(": (") + 3:]
            line = line.rstrip() + ", " + _element(base[:_split_ptr(base, 6)[1]])
        elif line.lstrip().startswith("llvm.store "):
            head, ptr = line.rsplit(" : ", 1)
            line = f"{head} : {_element(ptr)}, !llvm.ptr"
        out.append(_strip_ptrs(line))
    return "\n".join(out) + "\n"


def test_mlir_opt_14_input_is_its_lowering_in_llvm19_syntax() -> None:
    if not os.access(MLIR_OPT14, os.X_OK):
        pytest.skip(f"mlir-opt-14 not found at {MLIR_OPT14} (set MLIR_OPT14)")
    source = PASS_DIR / "Inputs" / "gpu-verify-lifetimes-llvm14.mlir"
    out = subprocess.run([MLIR_OPT14, "--gpu-to-llvm", str(source)], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    assert _code(PASS_DIR / "gpu-verify-lifetimes-mlir-opt-14.mlir") == _nonblank(to_llvm19(out))


def test_lit_inputs_are_valid_llvm19_ir(mlir_opt19: str) -> None:
    """Every lifetimes lit input (the hand-written lowered code too) is IR mlir-opt-19 takes."""
    for path in sorted(PASS_DIR.glob("gpu-verify-lifetimes*.mlir")):
        run = subprocess.run([mlir_opt19, "--split-input-file", str(path)],
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, f"{path.name}: {run.stderr}"


LAUNCHER = """
llvm.func internal @use(%s: !llvm.ptr) {
  llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func internal @make() -> !llvm.ptr {
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  llvm.return %s : !llvm.ptr
}
llvm.func @take(!llvm.ptr)
llvm.func @mgpuStreamSynchronize(!llvm.ptr)
"""


def test_summaries_of_module_functions() -> None:
    module = parse_text(LAUNCHER + DECLS, "t.mlir")
    got = lifetimes.summaries(module)
    assert got["use"].borrows == frozenset({0}) and got["use"].makes is None
    assert got["make"].borrows == frozenset() and got["make"].makes is lifetimes.STREAM


@pytest.mark.parametrize("body, leaks", [
    # a borrowing callee does not take the stream over: not destroying it is a leak
    ("%s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr\n"
     "llvm.call @use(%s) : (!llvm.ptr) -> ()", True),
    ("%s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr\n"
     "llvm.call @use(%s) : (!llvm.ptr) -> ()\n"
     "llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()", False),
    # a stream a module function returns is the caller's
    ("%s = llvm.call @make() : () -> !llvm.ptr", True),
    ("%s = llvm.call @make() : () -> !llvm.ptr\n"
     "llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()", False),
    # an external function takes it over (escape): nothing to report
    ("%s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr\n"
     "llvm.call @take(%s) : (!llvm.ptr) -> ()", False),
])
def test_calls_of_module_functions(body, leaks) -> None:
    text = LAUNCHER + "llvm.func @main() {\n" + body + "\nllvm.return\n}\n"
    errors = _errors(text)
    assert bool(errors) == leaks, [e.message for e in errors]
    if leaks:
        assert "not destroyed" in errors[0].message
