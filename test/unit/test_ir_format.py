"""gpuopt/ir/format.py: compiling an op's assembly format into the elements the parser's
grammar generator and the printer both read."""
import pytest

from gpuopt.dialects import gpu
from gpuopt.ir import format as F
from gpuopt.ir import types as T
from gpuopt.ir.opdef import Op, operand, opt_prop, prop, result, var_operand


class _Sample(Op):  # no name: not registered
    lhs = operand(T.index)
    rest = var_operand()
    flag = opt_prop("unit")
    mode = prop("keyword")
    out = result()
    format = "$mode $lhs (`,` $rest^)? (`flag` $flag^)? attr-dict `:` type($out)"


def test_elements_of_a_format():
    els = F.elements_of(_Sample)
    assert els is F.elements_of(_Sample)  # compiled once
    kinds = [type(e).__name__ for e in els]
    assert kinds == ["Var", "Var", "Group", "Group", "AttrDict", "Lit", "TypeOf"]
    assert els[0].field is _Sample.fields["mode"] and els[1].field is _Sample.fields["lhs"]
    rest, flag = els[2], els[3]
    assert rest.anchor == F.Var(_Sample.fields["rest"]) and rest.elements[0] == F.Lit(",")
    assert flag.anchor == F.Var(_Sample.fields["flag"])
    assert els[4] == F.AttrDict(False) and els[6] == F.TypeOf(_Sample.fields["out"])


def test_kept_children_and_attribute_styles():
    els = F.elements_of(_Sample)
    assert [F.kept(e) for e in els] == [1, 1, 1, 1, 1, 0, 1]
    assert F.kept(F.Lit("x")) == 0 and F.kept(F.Var(_Sample.fields["flag"])) == 0
    assert F.attr_style(_Sample.fields["mode"]) == "keyword"
    assert F.attr_style(_Sample.fields["flag"]) == "unit"
    assert F.attr_style(gpu.LaunchFuncOp.fields["kernel"]) == "symbol_ref"
    assert F.attr_style(prop()) == "attribute"  # no style string: a plain attribute


def test_elided_attrs_are_those_the_format_prints():
    # _Sample has no segment sizes: an operandSegmentSizes attribute on it is an ordinary
    # attribute, which attr-dict prints (as mlir-opt-19 prints it on gpu.memcpy)
    assert F.elided_attrs(_Sample) == frozenset({"mode", "flag"})


def test_paren_groups_join_parenthesised_operands():
    class Call(Op):
        a = operand()
        b = operand()
        format = "`(` $a `,` $b `)` attr-dict"
    els = F.paren_groups(F.elements_of(Call))
    assert els[0] == F.ParenGroup([Call.fields["a"], Call.fields["b"]])
    assert els[1] == F.AttrDict(False)


def test_unknown_field_and_bad_syntax_are_reported():
    class Bad(Op):
        x = operand()
        format = "$y attr-dict"
    with pytest.raises(ValueError, match=r"unknown field \$y"):
        F.compile_format(Bad)

    class Worse(Op):
        format = "$ attr-dict"
    with pytest.raises(ValueError, match="bad format"):
        F.compile_format(Worse)


def test_functional_type_and_all_operands():
    class Cast(Op):
        ins = var_operand()
        outs = result()
        format = "$ins attr-dict `:` functional-type(operands, results)"
    ft = F.elements_of(Cast)[-1]
    assert isinstance(ft, F.FuncType) and ft.inputs == F.AllOf("operands") \
        and ft.results == F.AllOf("results")
