"""One construction path for operations (gpuopt/ir/core.py: the constructor, `create`,
`Op.build`, the parse rules and the line plans all fill every slot and apply defaults), and
gc_paused."""
import gc

import pytest

from gpuopt.dialects import arith, gpu, llvm
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, UnknownOp, gc_paused
from gpuopt.parser import lines, parse_text

REPEATED = "\n".join(["func.func @f(%a: index, %b: index) {"] +
                     [f"  %x{i} = arith.addi %a, %b : index" for i in range(4)] +
                     ['  "test.op"(%a) {k = 1 : i64} : (index) -> ()' for _ in range(3)] +
                     ["  return", "}", ""])


def _slots(op: Operation) -> set[str]:
    return {s for cls in type(op).__mro__ for s in getattr(cls, "__slots__", ())}


def _all_set(op: Operation) -> bool:
    missing = [s for s in _slots(op) if not hasattr(op, s)]
    assert not missing, f"{op.name}: unset slots {missing}"
    return True


def _ops(text: str, **kw) -> list[Operation]:
    return list(parse_text(text, "t.mlir", **kw).walk())


def test_constructor_and_create_fill_every_slot():
    a = Operation()
    b = Operation.create([], [T.index], {}, [], [])
    c = UnknownOp("x.y", [], [T.i32], properties=None)
    d = UnknownOp.create([], [], {}, [], [], name="x.z")
    for op in (a, b, c, d):
        assert _all_set(op) and op.parent is None
    assert b.results[0].op is b and (c.name, d.name) == ("x.y", "x.z")


def test_parsed_ops_fill_every_slot_with_and_without_plans(monkeypatch):
    built = []
    real = lines.LinePlans._build

    def build(self, *args):
        got = real(self, *args)
        if got is not None:
            built.append(got[0])
        return got
    monkeypatch.setattr(lines.LinePlans, "_build", build)
    ops = _ops(REPEATED, allow_unregistered=True)
    assert {op.name for op in built} >= {"arith.addi", "test.op"}  # plans served both
    for op in ops:
        assert _all_set(op)
    unknown = [op for op in ops if op.name == "test.op"]
    assert len(unknown) == 3 and all(isinstance(op, UnknownOp) for op in unknown)
    monkeypatch.setenv("GPUOPT_LINE_PLANS", "0")
    assert all(_all_set(op) for op in _ops(REPEATED, allow_unregistered=True))


def test_defaults_are_applied_by_every_construction():
    want = {"CConv", "TailCallKind", "fastmathFlags"}
    built = llvm.CallOp.build(callee=None, result_types=[])
    assert want <= set(built.attributes)
    assert want <= set(llvm.CallOp([], [], {}).attributes)
    assert want <= set(llvm.CallOp.create([], [], {}, [], []).attributes)
    generic = '"llvm.call"() <{callee = @g}> : () -> ()\nllvm.func @g()\n'
    custom = "llvm.call @g() : () -> ()\nllvm.func @g()\n"
    for text in (generic, custom):
        call = next(op for op in _ops(text) if op.name == "llvm.call")
        assert want <= set(call.attributes)
        assert call.attributes["CConv"] == llvm.CallOp.fields["cconv_"].default
    func = next(op for op in _ops(custom) if op.name == "llvm.func")
    assert {"CConv", "linkage", "visibility_"} <= set(func.attributes)
    add = arith.AddIOp.build(result_types=[T.index])
    assert arith.AddIOp.prop_defaults == (("overflowFlags", arith.AddIOp.overflow_flags.default),)
    assert add.attributes == dict(arith.AddIOp.prop_defaults)
    parsed = [op for op in _ops(REPEATED, allow_unregistered=True) if op.name == "arith.addi"]
    assert len(parsed) == 4 and all(op.attributes == add.attributes for op in parsed)


def test_given_values_win_over_defaults():
    keep = llvm.cconv("fastcc")
    assert llvm.CallOp.create([], [], {"CConv": keep}, [], []).attributes["CConv"] is keep
    assert gpu.WaitOp.prop_defaults == ()


def test_a_bug_inside_a_plan_is_not_hidden(monkeypatch):
    def broken(self, *args):  # a bug while a line is parsed on its own, to make a plan
        raise KeyError("bug in a plan")
    monkeypatch.setattr(lines._TemplateBuilder, "operation", broken)
    with pytest.raises(KeyError, match="bug in a plan"):
        parse_text(REPEATED, "t.mlir", allow_unregistered=True)


def test_gc_paused_restores_the_collector():
    was = gc.isenabled()  # the CLI, run in-process by other tests, may have turned it off
    try:
        gc.enable()
        with gc_paused():
            assert not gc.isenabled()
            with gc_paused():
                assert not gc.isenabled()
            assert not gc.isenabled()
        assert gc.isenabled()
        gc.disable()
        with gc_paused():
            pass
        assert not gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()
