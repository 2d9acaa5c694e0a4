"""Line plans (gpuopt/parser/lines.py) and op templates (Printer.templated_body) change
nothing but speed.

Every lit input, and mutations of them that repeat, rename, move and break lines, goes through
the CLI in-process twice: with plans and templates, and with GPUOPT_LINE_PLANS=0 (every op
parsed token by token and printed on its own). Exit status, output and diagnostics must be
identical, and plans and templates must have served a good share of the ops (so the comparison
is not vacuous).
"""
import io
import os
import random
import re
import sys

import pytest

from gpuopt import cli
from gpuopt.parser import lines, parse_text
from gpuopt.printer import Printer, print_op

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_fuzz import corpus, mutate  # noqa: E402

SEED = int(os.environ.get("GPUOPT_PLAN_SEED", "20261130"))
MUTANTS = int(os.environ.get("GPUOPT_PLAN_MUTANTS", "900"))
FLAG_SETS = ([], ["--mlir-print-op-generic"], ["--mlir-print-debuginfo"],
             ["--split-input-file", "--verify-diagnostics"], ["--allow-unregistered-dialect"])
_DEF = re.compile(r"^(\s*)(%[A-Za-z_][\w$.-]*)(\s*=.*)$")


@pytest.fixture
def counted(monkeypatch):
    """Counts the ops built from plans."""
    built = [0]
    real = lines.LinePlans._build

    def build(self, *args):
        got = real(self, *args)
        built[0] += got is not None
        return got
    monkeypatch.setattr(lines.LinePlans, "_build", build)
    return built


@pytest.fixture
def templated(monkeypatch):
    """[ops printed through templates, templates made]."""
    count = [0, 0]
    body, make = Printer.templated_body, Printer._make_template

    def templated_body(self, op, out):
        count[0] += 1
        return body(self, op, out)

    def make_template(self, op, first):
        count[1] += 1
        return make(self, op, first)
    monkeypatch.setattr(Printer, "templated_body", templated_body)
    monkeypatch.setattr(Printer, "_make_template", make_template)
    return count


def _run(path: str, flags: list, plans: bool) -> tuple:
    old_env = os.environ.get("GPUOPT_LINE_PLANS")
    os.environ["GPUOPT_LINE_PLANS"] = "1" if plans else "0"
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    real = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        status = cli.opt_main([path, *flags])
    finally:
        sys.stdout, sys.stderr = real
        if old_env is None:
            os.environ.pop("GPUOPT_LINE_PLANS", None)
        else:
            os.environ["GPUOPT_LINE_PLANS"] = old_env
    out.flush()
    err.flush()
    return status, out.buffer.getvalue(), err.buffer.getvalue()


def repeat_lines(text: str, rng: random.Random) -> str:
    """Copies of definition lines: renamed (valid), unrenamed (a redefinition), or moved
    above their original (a forward reference)."""
    src = text.split("\n")
    defs = [i for i, line in enumerate(src) if _DEF.match(line)]
    if not defs:
        return text
    for _ in range(rng.randint(1, 6)):
        i = rng.choice(defs)
        m = _DEF.match(src[i])
        if m is None:
            continue
        kind = rng.randrange(4)
        if kind <= 1:  # renamed copy below
            src.insert(i + 1, f"{m.group(1)}{m.group(2)}_copy{rng.randrange(100)}{m.group(3)}")
        elif kind == 2:  # same name below
            src.insert(i + 1, src[i])
        else:  # renamed copy using a later name: above the original
            src.insert(i, f"{m.group(1)}{m.group(2)}_early{m.group(3)}")
        defs = [j for j, line in enumerate(src) if _DEF.match(line)]
    return "\n".join(src)


def _inputs():
    rng = random.Random(SEED)
    base = corpus()
    jobs = [(name, text, FLAG_SETS[k % len(FLAG_SETS)]) for k, (name, text) in enumerate(base)]
    for k in range(MUTANTS):
        name, text = base[k % len(base)]
        text = repeat_lines(text, rng)
        if k % 3 == 0:
            text = mutate(text, rng)
        jobs.append((f"{name}#{k}", text, FLAG_SETS[k % len(FLAG_SETS)]))
    return jobs


def test_plans_give_what_token_by_token_parsing_gives(tmp_path, counted, templated):
    path = str(tmp_path / "input.mlir")
    differ = []
    jobs = _inputs()
    for name, text, flags in jobs:
        with open(path, "wb") as f:
            f.write(text.encode("utf-8", "surrogateescape"))
        with_plans = _run(path, flags, True)
        without = _run(path, flags, False)
        if with_plans != without:
            differ.append((name, flags, with_plans, without))
    assert not differ, "\n\n".join(
        f"{n} {flags}:\nwith plans: {a}\nwithout: {b}" for n, flags, a, b in differ[:5])
    assert counted[0] > 5 * len(jobs), f"only {counted[0]} ops built from plans"
    reused = templated[0] - templated[1]  # ops printed from a template made for another op
    assert reused > 500, f"templates: {templated}"


def test_templates_tell_repeated_operands_apart():
    text = ("func.func @f(%a: i32, %b: i32) {\n"
            "  %0 = arith.addi %a, %a : i32\n  %1 = arith.addi %a, %b : i32\n"
            "  %2 = arith.addi %b, %b : i32\n  %3 = arith.addi %b, %a : i32\n  return\n}\n")
    got = print_op(parse_text(text, "t.mlir"))
    assert [line.split("= ")[1] for line in got.splitlines()[2:6]] == [
        "arith.addi %arg0, %arg0 : i32", "arith.addi %arg0, %arg1 : i32",
        "arith.addi %arg1, %arg1 : i32", "arith.addi %arg1, %arg0 : i32"]


def _both(text: str, **kw) -> tuple[str, str]:
    os.environ["GPUOPT_LINE_PLANS"] = "0"
    try:
        plain = print_op(parse_text(text, "t.mlir", **kw), debuginfo=True)
    finally:
        os.environ.pop("GPUOPT_LINE_PLANS")
    return print_op(parse_text(text, "t.mlir", **kw), debuginfo=True), plain


BODY = ("func.func @f(%x: i32) -> i32 {\n"
        "  %a = arith.addi %x, %x : i32\n"
        "  %bb = arith.addi %a, %x : i32\n"
        "  %ccc = arith.addi %bb, %a : i32\n"
        "  return %ccc : i32\n"
        "}")


@pytest.mark.parametrize("text, planned", [
    (BODY.replace("\n", "\r\n"), 4),                  # CRLF line ends
    (BODY + "\n", 4),
    ("  %a = arith.constant 1 : i32\n  %b = arith.constant 1 : i32\n"
     "  %c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c : i32", 4),  # top level, no \n
    # a name in a comment could as well be in a string: such lines are never planned
    ("%a = arith.constant 1 : i32 // %a\n%b = arith.constant 1 : i32 // %b\n", 0),
])
def test_special_layouts(text, planned, counted):
    """Every op line of a plannable shape is built from a plan, the first one included."""
    got, plain = _both(text)
    assert got == plain
    assert counted[0] == planned


def test_many_shapes_beyond_the_plan_limit(monkeypatch, counted):
    monkeypatch.setattr(lines, "MAX_PLANS", 8)
    body = "".join(f"  %v{i} = arith.constant {i} : i32\n  %w{i} = arith.addi %v{i}, %v{i} : i32\n"
                   for i in range(40))
    text = "func.func @f() {\n" + body + "  return\n}\n"
    got, plain = _both(text)
    assert got == plain
    assert counted[0] >= 39  # the addi shape was planned before the limit was reached


def test_long_lines_are_parsed_token_by_token(counted):
    attrs = ", ".join(f"a{i} = {i} : i32" for i in range(600))
    line = f'  "test.op"() {{{attrs}}} : () -> ()\n'
    text = "func.func @f() {\n" + line * 3 + "  return\n}\n"
    got, plain = _both(text, allow_unregistered=True)
    assert got == plain
    assert counted[0] == 1  # `return`
