"""gpuopt/ir/opdef.py: declared fields become accessors, segments and registry entries."""
import pytest

from gpuopt.ir import attrs as A
from gpuopt.ir import opdef
from gpuopt.ir import types as T
from gpuopt.ir.core import UnknownOp
from gpuopt.ir.opdef import (
    Op,
    SegmentedOperands,
    operand,
    opt_operand,
    prop,
    result,
    var_operand,
    var_result,
)


@pytest.fixture(scope="module")
def ops():
    """Op classes of a test dialect, removed from the registry afterwards."""

    class MidOp(Op, name="test_opdef.mid"):
        first = operand()
        middle = var_operand()
        last = operand()
        out = result()

    class SegOp(Op, name="test_opdef.seg", traits=[SegmentedOperands]):
        a = var_operand()
        b = opt_operand()
        c = var_operand()
        outs = var_result()
        kind = prop(name="test.kind")

    class _Family(Op, traits=["Pure"]):
        x = operand()

    class MemberOp(_Family, name="test_opdef.member", traits=["Commutative"]):
        pass

    yield MidOp, SegOp, MemberOp
    for name in ("test_opdef.mid", "test_opdef.seg", "test_opdef.member"):
        opdef.REGISTRY.pop(name, None)


def values(n: int) -> list:
    return [UnknownOp("t.v", (), [T.index]).result for _ in range(n)]


def test_registry_by_name(ops) -> None:
    mid, seg, member = ops
    assert opdef.lookup("test_opdef.mid") is mid and opdef.lookup("test_opdef.nope") is None
    assert mid.name == "test_opdef.mid" and "_Family" not in opdef.REGISTRY


def test_one_variadic_group_between_singles(ops) -> None:
    mid = ops[0]
    v = values(4)
    op = mid.build(first=v[0], middle=v[1:3], last=v[3], result_types=[T.i32])
    assert op.first is v[0] and op.middle == v[1:3] and op.last is v[3]
    assert op.out is op.results[0] and str(op.out.type) == "i32"
    empty = mid.build(first=v[0], middle=[], last=v[3])
    assert empty.middle == [] and empty.last is v[3]


def test_segment_sizes_split_several_groups(ops) -> None:
    seg = ops[1]
    v = values(4)
    op = seg.build(a=v[:2], b=None, c=v[2:], kind=A.StringAttr("k"))
    assert op.attributes["operandSegmentSizes"] == A.DenseArrayAttr(T.i32, (2, 0, 2))
    assert op.a == v[:2] and op.b is None and op.c == v[2:]
    assert op.kind == A.StringAttr("k") and op.attributes["test.kind"] == op.kind
    assert "test.kind" in seg.prop_names and "operandSegmentSizes" in seg.prop_names
    other = seg.build(a=[], b=v[0], c=[v[1]])
    assert other.a == [] and other.b is v[0] and other.c == [v[1]]


def test_traits_and_fields_are_inherited(ops) -> None:
    member = ops[2]
    assert member.traits >= {"Pure", "Commutative"}
    op = member.build(x=values(1)[0])
    assert op.has_trait("Pure") and not op.has_trait("Terminator")
    assert [f.name for f in member.operand_defs] == ["x"]


def test_build_rejects_unknown_fields(ops) -> None:
    with pytest.raises(TypeError, match="unknown fields"):
        ops[0].build(nope=1)
