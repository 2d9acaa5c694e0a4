"""gpuopt/ir/assembly.py: the registries dialects fill for their syntax, and the helpers their
parse functions share."""
from gpuopt.dialects import scf
from gpuopt.ir import assembly as asm
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Region
from gpuopt.ir.opdef import REGISTRY


def test_unescape_reads_mlir_escapes():
    assert asm.unescape('"plain"') == "plain"
    assert asm.unescape(r'"a\nb\t\"q\"\\"') == 'a\nb\t"q"\\'
    assert asm.unescape(r'"\41\62\00"') == "Ab\x00"
    assert asm.unescape(r'"\C3\A9"') == "\u00e9"  # bytes, decoded as UTF-8


def test_symbol_name_of_plain_and_quoted_symbols():
    assert asm.symbol_name("@kernel_0") == "kernel_0"
    assert asm.symbol_name('@"with space\\22"') == 'with space"'


def test_rule_registers_the_reduction_by_name():
    @asm.rule("test_only_rule")
    def reduce(b, c):
        return c
    try:
        assert asm.RULES["test_only_rule"] is reduce
        assert "test_only_rule" not in REGISTRY
    finally:
        del asm.RULES["test_only_rule"]


def test_directive_pairs_parse_and_print_functions():
    @asm.directive("test_only", "custom_test_only: BARE_ID")
    def parse(b, v, st, args):
        st.attrs["k"] = v

    @parse.printer
    def show(p, op, args):
        return "shown"
    try:
        d = asm.DIRECTIVES["test_only"]
        assert (d.name, d.grammar, d.parse, d.print) == ("test_only", "custom_test_only: BARE_ID",
                                                        parse, show)
        st = asm.OpState(pos=7)
        d.parse(None, "v", st, [])
        assert st.attrs == {"k": "v"} and st.pos == 7 and st.operands == {} == st.types
    finally:
        del asm.DIRECTIVES["test_only"]


def test_every_directive_of_the_dialects_can_print():
    from gpuopt.dialects import load_all
    load_all()
    assert asm.DIRECTIVES and all(d.print is not None for d in asm.DIRECTIVES.values())


def test_add_implicit_terminator_adds_it_once():
    region = Region()
    asm.add_implicit_terminator(region, "scf.yield")
    assert [op.name for b in region.blocks for op in b.ops] == ["scf.yield"]
    asm.add_implicit_terminator(region, "scf.yield")  # a terminator is there: nothing added
    assert len(region.blocks) == 1 and len(region.blocks[0].ops) == 1
    body = Region([Block([T.index])])
    asm.add_implicit_terminator(body, "scf.yield")
    assert isinstance(body.blocks[0].ops[-1], scf.YieldOp)
